/// Where the parts of one entries-file line are, as byte ranges of the
/// line: the texts between the quotes, which `EntryLineScanner` only
/// accepts without escapes, so each range is the text itself.
struct ScannedEntryLine {
    var id: Range<Int>?
    var supersedes: Range<Int>?
    var deletes: Range<Int>?
    var submitted: Range<Int>?
    var formTitle: Range<Int>?
    var formFile: Range<Int>?
    var enteredBy: Range<Int>?
    var hasValues = false
    var values: [(key: Range<Int>, text: Range<Int>)] = []
    var records: [(key: Range<Int>, text: Range<Int>)] = []
    /// The `keying` member's counts and seconds (its fields' seconds are checked, not kept).
    var keying: EntryKeying?

    /// Ready for the next line, keeping the arrays' storage.
    mutating func reset() {
        id = nil; supersedes = nil; deletes = nil; submitted = nil; formTitle = nil; formFile = nil; enteredBy = nil
        hasValues = false
        keying = nil
        values.removeAll(keepingCapacity: true)
        records.removeAll(keepingCapacity: true)
    }
}

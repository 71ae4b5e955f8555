import TypeaheadEngine

/// A strict field whose text equals several records: it never saves without
/// one of them, so Return and save open the list of just those records.
extension FormMachine {
    /// A strict field holding text that equals more than one record, none
    /// taken. Drawing asks without `blocking` (see `isKnownValue`).
    func isAmbiguousStrictValue(_ field: Int, blocking: Bool = true) -> Bool {
        spec.fields[field].strict && fields[field].record == nil && exactRecords(field, blocking: blocking).count > 1
    }

    /// Opens the list of the records whose value equals the text (the exact
    /// tier) with nothing highlighted, and waits for a choice.
    mutating func offerExactRecords(_ field: Int) {
        let rows = exactRows(field)
        fields[field].dropPendingAnswer() // an answer on its way must not replace these rows
        fields[field].suggestions = rows
        fields[field].isListOpen = true
        fields[field].highlighted = nil
        fields[field].completion = nil
        fields[field].mayComplete = false
        fields[field].showsError = true
    }

    /// The rows of the records whose value equals the text. A data file is
    /// asked for just those records: exact matches rank among the prefix
    /// matches by weight (`MatchTier.rankedAs`), so its top rows may not
    /// hold them all.
    func exactRows(_ field: Int) -> [Suggestion] {
        let fieldSpec = spec.fields[field], text = fields[field].text
        return lookup.rows(of: exactRecords(field), for: fieldSpec, query: text, preferring: preferredKeys(field))
            ?? lookUpAtOnce(field, query: text).filter { $0.tier == .exact }
    }
}

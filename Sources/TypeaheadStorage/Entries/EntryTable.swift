import Foundation
import TypeaheadEngine

/// The live entries of an entries file, kept small enough for a million:
/// for each, where its lines are, its times, and its fields' texts folded
/// for searching. Its values are read again from the file when it is
/// shown, corrected or exported (`entry(at:)`), a screenful at a time.
/// Rows are in the order of their first save; the view shows them newest first.
public struct EntryTable: Sendable {
    public let path: String
    /// The field ids: the form's, in form order, then any others the lines hold.
    public let columns: [String]
    let rows: [EntryRow]
    /// The distinct field texts, folded for searching and sorting.
    let values: FoldedValues
    /// Each row's fields, as value numbers, in column order.
    let cells: [UInt32]
    let forms: [SubmittedForm]
    /// Where each row's fields' values (numbers in `values`) are in
    /// `cells`, in column order: apart from the rest of the row, so that a
    /// search over a million rows reads 12 bytes a row, not 60.
    let cellStarts: [Int]
    let cellCounts: [Int32]
    /// The last `count(savedSince:)` answered: the count under the form and
    /// the list is drawn after every event, and counting a million rows
    /// each time held the main thread 5–10 ms (the rows never change).
    private let savedSinceAnswer = Locked<(seconds: Int64, count: Int)?>(nil)

    init(path: String, columns: [String], rows: [EntryRow], cellStarts: [Int], cellCounts: [Int32],
         values: FoldedValues, cells: [UInt32], forms: [SubmittedForm]) {
        self.path = path
        self.columns = columns
        self.rows = rows
        self.cellStarts = cellStarts
        self.cellCounts = cellCounts
        self.values = values
        self.cells = cells
        self.forms = forms
    }

    public var count: Int { rows.count }

    /// The column of who saved each entry's current values (`enteredBy`),
    /// for a table read with it among its columns (team mode). Not a field
    /// id a form could write: it starts with a control character.
    public static let enteredByColumn = "\u{1}enteredBy"

    /// Reads the entries file at `path`. `columns`: the form's field ids.
    /// `searchable` false leaves out what searching and sorting need (for
    /// an export). `fastPath` false sends every line through the full
    /// parser (for tests that hold the two to the same result).
    public static func read(path: String, columns: [String] = [], searchable: Bool = true,
                            fastPath: Bool = true) throws(LoadError) -> EntryTable {
        // Only the ids some line names are indexed: found first, in the
        // few lines that name one.
        var keyNames = EntryKeyNames()
        let named = EntryReferences.named(in: path, keyNames: &keyNames)
        if let table = try read(path: path, columns: columns, searchable: searchable, fastPath: fastPath,
                                indexing: named, keyNames: keyNames) {
            return table
        }
        return try read(path: path, columns: columns, searchable: searchable, fastPath: fastPath,
                        indexing: nil, keyNames: EntryKeyNames())!
    }

    /// Nil when a line named an id `indexing` did not hold.
    private static func read(path: String, columns: [String], searchable: Bool, fastPath: Bool,
                             indexing: Set<EntryKey>?, keyNames: EntryKeyNames) throws(LoadError) -> EntryTable? {
        var builder = EntryTableBuilder(columns: columns, keepsValues: searchable, indexing: indexing, keyNames: keyNames)
        var scanned = ScannedEntryLine()
        let reader = EntryFileReader(path: path)
        var info = stat()
        let fileBytes = stat(path, &info) == 0 ? Int(info.st_size) : 0
        try EntryFileLines.forEach(path: path) { bytes, place throws(LoadError) in
            if place.number == 4_096 { builder.reserve(forFileBytes: fileBytes, judgedBy: place.offset) }
            if fastPath, EntryLineScanner.scan(bytes, into: &scanned), builder.add(scanned, of: bytes, at: place) { return }
            builder.add(try reader.line(bytes, number: Int(place.number)), at: place)
        }
        if builder.missedReference { return nil }
        // Moved, not copied: a copy would share its arrays, and the first
        // row compacted in place would copy them all (47 MB at a million).
        return (consume builder).table(path: path)
    }

    /// The newest entries only, read from the end of the file, for the
    /// view's first screenful while the whole file is read: at least
    /// `wanted` live rows, or all there are. Nil when the end of the file
    /// cannot be read on its own: a line without an id (its number is not
    /// known there), or one the full parser must read (it may be an error,
    /// whose line number is not known either). Then the whole file is read first.
    public static func readNewest(path: String, columns: [String] = [], wanted: Int) throws(LoadError) -> EntryTable? {
        var info = stat()
        guard stat(path, &info) == 0 else { return try read(path: path, columns: columns) }
        let fileBytes = Int(info.st_size)
        var window = 1 << 18
        while true {
            let start = max(0, fileBytes - window)
            if start == 0 { return try read(path: path, columns: columns) }
            var builder = EntryTableBuilder(columns: columns, readsTheEndOnly: true)
            var scanned = ScannedEntryLine()
            var readable = true
            do {
                try EntryFileLines.forEach(path: path, from: start) { bytes, place throws(LoadError) in
                    guard readable else { return }
                    readable = EntryLineScanner.scan(bytes, into: &scanned) && scanned.id != nil
                        && builder.add(scanned, of: bytes, at: place)
                }
            } catch {
                return nil
            }
            guard readable else { return nil }
            let table = (consume builder).table(path: path)
            if table.count >= wanted { return table }
            window *= 4
        }
    }

    /// The table of a file not written yet.
    public static func empty(path: String, columns: [String]) -> EntryTable {
        EntryTableBuilder(columns: columns).table(path: path)
    }

    /// Whether `row`'s newest line verifies it (a second keyer keyed it blind).
    public func isVerified(at row: Int) -> Bool {
        rows[row].isVerified
    }

    /// Who saved `row`'s current values, as a number the same for the same
    /// name (folded); 0 when the table was read without `enteredByColumn`
    /// or the line does not say.
    func keyerNumber(at row: Int) -> UInt32 {
        guard let column = columns.firstIndex(of: Self.enteredByColumn), column < cellCounts[row] else { return 0 }
        return cells[cellStarts[row] + column]
    }

    public func submitted(at row: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(rows[row].submitted))
    }

    /// How many were first saved at or after `start` (the start of today, for the count).
    public func count(savedSince start: Date) -> Int {
        let seconds = Int64(start.timeIntervalSince1970.rounded(.up))
        if let answer = savedSinceAnswer.withLock({ $0 }), answer.seconds == seconds { return answer.count }
        let count = rows.reduce(0) { $0 + ($1.submitted >= seconds ? 1 : 0) }
        savedSinceAnswer.withLock { $0 = (seconds, count) }
        return count
    }

    /// The line of the file `row`'s entry was first saved at (`LoggedEntry.line`).
    public func firstLineNumber(ofRow row: Int) -> Int {
        Int(rows[row].firstLine.number)
    }

    /// The whole entry of `row`, read again from the file.
    public func entry(at row: Int) throws(LoadError) -> LoggedEntry {
        let (descriptor, _) = try RegularFileReader.openRegular(path: path)
        defer { close(descriptor) }
        return try entry(at: row, from: descriptor)
    }

    func entry(at row: Int, from descriptor: Int32) throws(LoadError) -> LoggedEntry {
        let facts = rows[row]
        let reader = EntryFileReader(path: path)
        let newest = try readLine(facts.newestLine, from: descriptor, with: reader)
        let original = facts.firstLine.offset == facts.newestLine.offset
            ? newest.id : try readLine(facts.firstLine, from: descriptor, with: reader).id
        guard case .entry(let version, _) = newest else {
            throw LoadError(path: path, line: Int(facts.newestLine.number), message: translated("the file changed while it was shown"))
        }
        var entry = LoggedEntry(original: original, current: newest.id, submitted: submitted(at: row),
                                corrected: facts.newestLine.offset == facts.firstLine.offset ? nil : version.submitted,
                                form: facts.form >= 0 ? forms[Int(facts.form)] : nil, values: version.values,
                                records: version.records, otherCorrections: Int(facts.otherCorrections),
                                line: Int(facts.firstLine.number), enteredBy: version.enteredBy)
        entry.overrides = version.overrides
        entry.duplicate = version.duplicate
        entry.verification = version.verification
        entry.keying = version.keying
        return entry
    }

    private func readLine(_ place: EntryLineRef, from descriptor: Int32, with reader: EntryFileReader) throws(LoadError) -> EntryLogLine {
        let bytes = try lineBytes(place, from: descriptor)
        return try bytes.withUnsafeBufferPointer { buffer throws(LoadError) in try reader.line(buffer, number: Int(place.number)) }
    }

    /// The bytes of the line at `place`, read again.
    func lineBytes(_ place: EntryLineRef, from descriptor: Int32) throws(LoadError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: Int(place.length))
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(place.offset)) }
        guard count == bytes.count else {
            throw LoadError(path: path, line: Int(place.number), message: translated("the file changed while it was read"))
        }
        return bytes
    }
}

import TypeaheadEngine

/// Applies an entries file's lines in order, as `EntryTable.read` hands
/// them over: a first save adds a row, a correction replaces the version it
/// names, a deletion takes the row out, and a correction of a deletion
/// (undoing it) brings the row back in its place. Nothing is read out of
/// order, and a line naming an entry the file does not hold is kept on its own.
struct EntryTableBuilder {
    private(set) var columns: [String]
    private var columnBytes: [[UInt8]]
    private var rows: [EntryRow] = []
    /// Each row's cells in `cellValues` (see `EntryTable.cellStarts`).
    private var cellStarts: [Int] = []
    private var cellCounts: [Int32] = []
    private var deleted: [Bool] = []
    /// The id of the newest line of each row changed since its first save
    /// (a row not in it is as first saved): what the next correction
    /// should name.
    private var changedRowKeys: [Int32: EntryKey] = [:]
    private var rowOfKey = EntryKeyIndex()
    private var keyNames: EntryKeyNames
    /// The ids some line names (`EntryReferences`): only those are indexed.
    /// Nil: every id is.
    private let indexing: Set<EntryKey>?
    /// A line named an id that `indexing` did not hold: the file must be
    /// read again with every id indexed.
    private(set) var missedReference = false
    private var values = FoldedValues()
    private var cellValues: [UInt32] = []
    private var scratch: [UInt8] = []
    private var forms: [SubmittedForm] = []
    private var lastForm: (title: [UInt8], file: [UInt8]?, index: Int32)?
    /// Per column, the cell of the line being added (reused).
    private var cells: [UnsafeBufferPointer<UInt8>?] = []

    /// True when reading only the end of a file: a line naming an entry
    /// before that end is left out, as its entry is not among the rows read.
    private let readsTheEndOnly: Bool

    /// `columns`: the form's field ids, in form order; ids the lines hold
    /// beyond them are added in the order they first appear.
    /// False when the rows are only written out (an export): their values
    /// are then not folded and kept for searching, which is most of the work.
    private let keepsValues: Bool
    /// Where who entered each row goes, if the columns ask for it.
    let enteredByColumn: Int?

    /// `indexing`: the ids lines name, found with `keyNames` (nil: index every id).
    init(columns: [String], readsTheEndOnly: Bool = false, keepsValues: Bool = true,
         indexing: Set<EntryKey>? = nil, keyNames: EntryKeyNames = EntryKeyNames()) {
        self.readsTheEndOnly = readsTheEndOnly
        self.keepsValues = keepsValues
        self.indexing = indexing
        self.keyNames = keyNames
        self.columns = columns
        columnBytes = columns.map { Array($0.utf8) }
        enteredByColumn = columns.firstIndex(of: EntryTable.enteredByColumn)
    }

    /// Adds a line the fast scanner read; false when a value in it is not
    /// as the full reader wants it (a time, an empty id), which then reads
    /// the line and says what is wrong.
    mutating func add(_ line: ScannedEntryLine, of bytes: UnsafeBufferPointer<UInt8>, at place: EntryLineRef) -> Bool {
        guard let submittedRange = line.submitted, let submitted = EntryTimestamp.seconds(bytes[submittedRange]) else { return false }
        for range in [line.id, line.supersedes, line.deletes] where range?.isEmpty == true { return false }
        if let title = line.formTitle, bytes[title].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return false
        }
        let key = line.id.map { keyNames.key(for: bytes[$0]) } ?? .line(Int(place.number))
        if let deletes = line.deletes {
            delete(keyNames.key(for: bytes[deletes]), by: key)
            return true
        }
        let form = formIndex(title: line.formTitle.map { bytes[$0] }, file: line.formFile.map { bytes[$0] })
        clearCells()
        for pair in line.values {
            cells[column(of: bytes[pair.key])] = UnsafeBufferPointer(rebasing: bytes[pair.text])
        }
        if let clerk = enteredByColumn, let range = line.enteredBy { cells[clerk] = UnsafeBufferPointer(rebasing: bytes[range]) }
        let target = line.supersedes.map { keyNames.key(for: bytes[$0]) }
        add(key: key, superseding: target, submitted: submitted, form: form, at: place)
        return true
    }

    /// Adds a line the full reader read.
    mutating func add(_ line: EntryLogLine, at place: EntryLineRef) {
        switch line {
        case .deletion(let deletion, _):
            delete(keyNames.key(for: deletion.deletes), by: keyNames.key(for: deletion.id))
        case .entry(let entry, _):
            let form = entry.form.map { form in
                formIndex(title: Array(form.title.utf8)[...], file: form.file.map { Array($0.utf8)[...] })
            } ?? -1
            // The cells point into one buffer of all the texts while the row is added.
            var utf8: [UInt8] = []
            var spans = entry.values.map { value in
                let start = utf8.count
                utf8.append(contentsOf: value.text.utf8)
                return (column: column(of: value.id.utf8), range: start..<utf8.count)
            }
            if let clerk = enteredByColumn, let enteredBy = entry.enteredBy {
                let start = utf8.count
                utf8.append(contentsOf: enteredBy.utf8)
                spans.append((column: clerk, range: start..<utf8.count))
            }
            clearCells()
            utf8.withUnsafeBufferPointer { buffer in
                for span in spans { cells[span.column] = UnsafeBufferPointer(rebasing: buffer[span.range]) }
                add(key: keyNames.key(for: line.id), superseding: entry.supersedes.map { keyNames.key(for: $0) },
                    submitted: Int64(entry.submitted.timeIntervalSince1970.rounded(.down)), form: form, at: place,
                    verifies: entry.verification != nil)
            }
            clearCells()
        }
    }

    /// Makes room at once for the rows and texts of a file of `fileBytes`,
    /// judged by the first `readBytes`: growing a million rows by doubling
    /// would hold the old and the new array at once.
    mutating func reserve(forFileBytes fileBytes: Int, judgedBy readBytes: Int) {
        guard readBytes > 0, fileBytes > readBytes else { return }
        let scale = Double(fileBytes) / Double(readBytes) * 1.05
        rows.reserveCapacity(Int(Double(rows.count) * scale))
        deleted.reserveCapacity(rows.capacity)
        cellStarts.reserveCapacity(rows.capacity)
        cellCounts.reserveCapacity(rows.capacity)
        cellValues.reserveCapacity(Int(Double(cellValues.count) * scale))
        values.reserveCapacity(values: Int(Double(values.count) * scale), bytes: Int(Double(values.bytes.count) * scale))
        if indexing == nil { rowOfKey.reserveCapacity(rows.capacity) }
    }

    /// The table of the rows still live.
    consuming func table(path: String) -> EntryTable {
        // Taken out in place: a million rows are not copied.
        var kept = 0
        for index in rows.indices where !deleted[index] {
            rows[kept] = rows[index]
            cellStarts[kept] = cellStarts[index]
            cellCounts[kept] = cellCounts[index]
            kept += 1
        }
        rows.removeSubrange(kept...)
        cellStarts.removeSubrange(kept...)
        cellCounts.removeSubrange(kept...)
        deleted = []
        changedRowKeys = [:]
        rowOfKey = EntryKeyIndex()
        values.finish()
        return EntryTable(path: path, columns: columns, rows: rows, cellStarts: cellStarts, cellCounts: cellCounts,
                          values: values, cells: cellValues, forms: forms)
    }

    /// `verifies`: the line is a verification (the scanner leaves those to the full reader).
    private mutating func add(key: EntryKey, superseding target: EntryKey?, submitted: Int64, form: Int32, at place: EntryLineRef,
                              verifies: Bool = false) {
        let cellStart = cellValues.count
        for cell in cells where keepsValues {
            guard let cell, !cell.isEmpty else { cellValues.append(0); continue }
            scratch.removeAll(keepingCapacity: true)
            TextFolding.appendFolded(cell, to: &scratch)
            cellValues.append(scratch.withUnsafeBufferPointer { values.intern($0) })
        }
        let cellCount = Int32(cellValues.count - cellStart)
        if let target { noteLookup(of: target) }
        if let target, let index = rowOfKey.row(of: target).map(Int.init) {
            // Another window corrected this version first: both lines stay.
            if let current = changedRowKeys[Int32(index)], target != current { rows[index].otherCorrections += 1 }
            rows[index].newestLine = place
            rows[index].isVerified = verifies
            if form >= 0 { rows[index].form = form }
            cellStarts[index] = cellStart
            cellCounts[index] = cellCount
            deleted[index] = false
            changedRowKeys[Int32(index)] = key
            self.index(key, row: index)
            return
        }
        if target != nil, readsTheEndOnly { return }
        self.index(key, row: rows.count)
        rows.append(EntryRow(firstLine: place, newestLine: place, submitted: submitted, otherCorrections: 0, form: form))
        cellStarts.append(cellStart)
        cellCounts.append(cellCount)
        deleted.append(false)
    }

    private mutating func delete(_ target: EntryKey, by key: EntryKey) {
        noteLookup(of: target)
        guard let index = rowOfKey.row(of: target).map(Int.init) else { return }
        deleted[index] = true
        changedRowKeys[Int32(index)] = key
        self.index(key, row: index)
    }

    /// Indexes `key` as the id of `row`'s newest line, if a line names it.
    private mutating func index(_ key: EntryKey, row: Int) {
        if indexing?.contains(key) ?? true { rowOfKey.insert(key, row: Int32(row)) }
    }

    private mutating func noteLookup(of target: EntryKey) {
        if let indexing, !indexing.contains(target) { missedReference = true }
    }

    private mutating func clearCells() {
        if cells.count < columns.count { cells.append(contentsOf: repeatElement(nil, count: columns.count - cells.count)) }
        for index in cells.indices { cells[index] = nil }
    }

    private mutating func column(of key: some Collection<UInt8>) -> Int {
        if let index = columnBytes.firstIndex(where: { $0.elementsEqual(key) }) { return index }
        return addColumn(Array(key))
    }

    private mutating func addColumn(_ key: [UInt8]) -> Int {
        columnBytes.append(key)
        columns.append(String(decoding: key, as: UTF8.self))
        cells.append(nil)
        return columns.count - 1
    }

    private mutating func formIndex(title: (some Collection<UInt8>)?, file: (some Collection<UInt8>)?) -> Int32 {
        guard let title else { return -1 }
        if let last = lastForm, last.title.elementsEqual(title),
           (last.file == nil && file == nil) || (last.file.map { saved in file.map { saved.elementsEqual($0) } ?? false } ?? false) {
            return last.index
        }
        let form = SubmittedForm(title: String(decoding: Array(title), as: UTF8.self), file: file.map { String(decoding: Array($0), as: UTF8.self) })
        let index = Int32(forms.firstIndex(of: form) ?? forms.count)
        if index == forms.count { forms.append(form) }
        lastForm = (Array(title), file.map { Array($0) }, index)
        return index
    }
}

/// The rows a source's table has gained, changed or lost since it was read,
/// kept beside the table and its indexes instead of rebuilding them (seconds
/// at millions of rows): a changed or deleted row hides its old record, and
/// a new or changed row is a record numbered after the table's.
///
/// Few rows change while a window is open, so the added rows are searched
/// by reading each one (`TierRule`), and their results merged with the
/// index's by the same order.
struct LiveRows: Sendable {
    /// The table's row count: added rows are numbered from here.
    let firstRecord: Int
    /// Added rows, by column position; a later change to one retires it.
    private(set) var rows: [[String]] = []
    /// Each added row's value in a searched column, folded once.
    private(set) var folded: [String: [FoldedSpellings]] = [:]
    private(set) var retired: Set<Int> = []
    /// The table's records that a change replaced or deleted.
    private(set) var hiddenRecords: Set<Int> = []
    /// The current record of each key changed, nil when it was deleted.
    private var byKey: [String: Int?] = [:]

    /// How the added rows' values are spelled, as the table's index spells them.
    let spelling: SpellingRules

    init(firstRecord: Int, spelling: SpellingRules = .plain) {
        self.firstRecord = firstRecord
        self.spelling = spelling
    }

    /// Records numbered past the table's, ever added (retired ones too).
    var recordCount: Int { firstRecord + rows.count }

    /// Whether the record is current: not hidden, not retired.
    func isCurrent(_ record: Int) -> Bool {
        record < firstRecord ? !hiddenRecords.contains(record) : !retired.contains(record - firstRecord)
    }

    /// What the live rows know of `key`: `.some(record)` (nil: deleted), or
    /// nil when the key never changed and the table answers.
    func record(withKey key: String) -> Int?? {
        byKey[key]
    }

    func row(of record: Int) -> [String] { rows[record - firstRecord] }

    /// The added rows still current, as record numbers.
    var currentAddedRecords: [Int] {
        rows.indices.filter { !retired.contains($0) }.map { $0 + firstRecord }
    }

    /// Takes a change: `tableRecord` is the table's record for the key (if
    /// the key never changed before), hidden from now on.
    mutating func apply(_ change: LiveRowChange, columns: [String], searched: [Int: String], tableRecord: Int?) {
        if let previous = byKey[change.key] {
            if let previous { retired.insert(previous - firstRecord) }
        } else if let tableRecord {
            hiddenRecords.insert(tableRecord)
        }
        guard let values = change.values else {
            byKey[change.key] = .some(nil)
            return
        }
        let row = columns.map { values[$0] ?? "" }
        rows.append(row)
        for (position, column) in searched {
            folded[column, default: []].append(FoldedSpellings(row[position], spelling: spelling))
        }
        byKey[change.key] = .some(firstRecord + rows.count - 1)
    }

    /// An added record's folded value in a searched column.
    func foldedValue(of record: Int, column: String) -> [UInt8] {
        folded[column]?[record - firstRecord].usual ?? []
    }
}

extension LiveRows {
    /// How many changes were taken: a filter of the table's records
    /// (`tableFilter`) names its narrowed index with it, so one built
    /// before a change is not used after it.
    var changeCount: Int { rows.count + hiddenRecords.count + retired.count }

    /// The part of a filter the table's index answers: its records that
    /// are the table's and current.
    func tableFilter(of filter: RecordFilter) -> RecordFilter {
        RecordFilter(records: filter.records.filter { $0 < firstRecord && !hiddenRecords.contains($0) },
                     recordCount: firstRecord, constraints: filter.constraints.map { $0 + "\u{1}live \(changeCount)" })
    }

    /// The added rows that match a folded query in `column`, by reading
    /// each (an empty query matches all, as a prefix); `typos` false leaves
    /// out the typo tier, which costs the most to read.
    func hits(of needle: [UInt8], column: String, filter: RecordFilter?, typos: Bool = true) -> [ColumnIndex.Hit] {
        guard let values = folded[column] else { return [] }
        return currentAddedRecords.compactMap { record in
            guard filter?.contains(record) ?? true else { return nil }
            if needle.isEmpty { return ColumnIndex.Hit(record: record, tier: .prefix) }
            return values[record - firstRecord].tier(of: needle, typos: typos).map { ColumnIndex.Hit(record: record, tier: $0) }
        }
    }

    /// The added rows whose `column` equals `text`, folded.
    func records(in column: String, equalTo text: String) -> [Int] {
        let needle = Array(TextFolding.fold(text).utf8)
        return currentAddedRecords.filter { foldedValue(of: $0, column: column) == needle }
    }
}

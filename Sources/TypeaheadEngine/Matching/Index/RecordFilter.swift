/// The records a query may return, as a bit per record: checking one is a
/// shift and a mask, so a filter costs the ranked walk almost nothing.
public struct RecordFilter: Sendable {
    private var words: [UInt64]
    /// The accepted records, ascending.
    public let records: [Int]
    /// What the filter keeps, as `DataSource.filter` wrote it
    /// ("country=Switzerland"): the name of its narrowed index.
    public let constraints: String?

    public init(records: [Int], recordCount: Int, constraints: String? = nil) {
        var words = [UInt64](repeating: 0, count: (recordCount + 63) / 64)
        for record in records { words[record >> 6] |= 1 << UInt64(record & 63) }
        self.words = words
        self.records = records.sorted()
        self.constraints = constraints
    }

    @inline(__always)
    public func contains(_ record: Int) -> Bool {
        record >> 6 < words.count && words[record >> 6] & (1 << UInt64(record & 63)) != 0
    }
}

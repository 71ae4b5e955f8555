/// A column index over just the records a filter keeps (the cities of one
/// country), so a narrowed field searches a small index at full speed
/// instead of walking the whole one and skipping what the filter refuses.
final class NarrowedIndex: Sendable {
    /// Record of each of this index's own records, ascending (file order).
    private let records: [Int]
    private let index: ColumnIndex

    /// `values` and `weights` are those of `records`, in the same order.
    init(records: [Int], values: [String], weights: [Double], spelling: SpellingRules) {
        self.records = records
        index = ColumnIndex(values: values, weights: weights, spelling: spelling)
    }

    func search(folded needle: [UInt8], limit: Int) -> [ColumnIndex.Hit] {
        index.search(folded: needle, limit: limit).map { ColumnIndex.Hit(record: records[$0.record], tier: $0.tier) }
    }

    func topRecords(limit: Int) -> [Int] {
        index.topRecords(limit: limit).map { records[$0] }
    }
}

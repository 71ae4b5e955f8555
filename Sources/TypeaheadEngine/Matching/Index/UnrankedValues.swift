/// Some records' folded values packed back to back in file order, before
/// they are ranked (`FoldedColumn`).
struct UnrankedValues {
    var bytes: [UInt8] = []
    /// Value `i` is `bytes[starts[i]..<starts[i + 1]]`.
    var starts: [Int32] = [0]
    /// The record of each value; nil when there is one a record, in order.
    var records: [Int32]?

    var count: Int { starts.count - 1 }

    func record(_ value: Int) -> Int { records.map { Int($0[value]) } ?? value }
    func length(_ value: Int) -> Int32 { starts[value + 1] - starts[value] }
}

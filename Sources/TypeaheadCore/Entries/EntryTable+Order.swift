import Foundation

extension EntryTable {
    /// Every row, in `order`. Rows with equal fields keep their save order.
    public func rows(in order: EntryOrder) -> [Int32] {
        switch order {
        case .saved(let newestFirst):
            let rows = (0..<Int32(count))
            return newestFirst ? rows.reversed() : Array(rows)
        case .field(let column, let ascending):
            return folded.withUnsafeBufferPointer { text in
                let cells = (0..<count).map { cell(column, ofRow: $0, in: text) }
                return (0..<Int32(count)).sorted { left, right in
                    let order = Self.compare(cells[Int(left)], cells[Int(right)])
                    return order == 0 ? left < right : (order < 0) == ascending
                }
            }
        }
    }

    /// The folded text of field `column` of `row`: between the NULs that end its fields.
    private func cell(_ column: Int, ofRow row: Int, in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let facts = rows[row]
        var start = facts.foldedStart
        let end = facts.foldedStart + Int(facts.foldedLength)
        for _ in 0..<column {
            guard let zero = text[start..<end].firstIndex(of: 0) else { return UnsafeBufferPointer(start: nil, count: 0) }
            start = zero + 1
        }
        let stop = text[start..<end].firstIndex(of: 0) ?? end
        return UnsafeBufferPointer(rebasing: text[start..<stop])
    }

    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int32 {
        let shared = min(left.count, right.count)
        if shared > 0, case let order = memcmp(left.baseAddress!, right.baseAddress!, shared), order != 0 { return order }
        return Int32(left.count - right.count).signum()
    }
}

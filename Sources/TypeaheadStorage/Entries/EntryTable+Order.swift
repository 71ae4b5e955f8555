import Foundation

extension EntryTable {
    /// Every row, in `order`. Rows with equal fields keep their save order.
    public func rows(in order: EntryOrder) -> [Int32] {
        switch order {
        case .saved(let newestFirst):
            let rows = (0..<Int32(count))
            return newestFirst ? rows.reversed() : Array(rows)
        case .field(let column, let ascending):
            let ids = (0..<count).map { row in
                column < Int(cellCounts[row]) ? cells[cellStarts[row] + column] : 0
            }
            return values.bytes.withUnsafeBufferPointer { text in
                (0..<Int32(count)).sorted { left, right in
                    let leftID = ids[Int(left)], rightID = ids[Int(right)]
                    let order = leftID == rightID ? 0 : Self.compare(values.text(leftID, in: text), values.text(rightID, in: text))
                    return order == 0 ? left < right : (order < 0) == ascending
                }
            }
        }
    }

    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int32 {
        let shared = min(left.count, right.count)
        if shared > 0, case let order = memcmp(left.baseAddress!, right.baseAddress!, shared), order != 0 { return order }
        return Int32(left.count - right.count).signum()
    }
}

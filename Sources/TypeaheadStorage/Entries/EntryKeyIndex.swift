/// The row of each id seen so far. UUIDv7 ids grow with time and lines are
/// appended in time order, so the ids nearly always come in increasing
/// order: those are kept in a sorted array and found by bisection, which
/// for a million entries is several times faster and smaller than a
/// dictionary. The few out of order (a clock set back, an id written by
/// hand) go to a dictionary, which is asked first.
struct EntryKeyIndex {
    private var ordered: [EntryKey] = []
    private var orderedRows: [Int32] = []
    private var others: [EntryKey: Int32] = [:]

    mutating func insert(_ key: EntryKey, row: Int32) {
        if let last = ordered.last, !(last < key) {
            others[key] = row
        } else {
            ordered.append(key)
            orderedRows.append(row)
        }
    }

    mutating func reserveCapacity(_ count: Int) {
        ordered.reserveCapacity(count)
        orderedRows.reserveCapacity(count)
    }

    func row(of key: EntryKey) -> Int32? {
        if let row = others[key] { return row }
        var low = 0, high = ordered.count
        while low < high {
            let middle = (low + high) / 2
            if ordered[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < ordered.count && ordered[low] == key ? orderedRows[low] : nil
    }
}

extension EntryKey: Comparable {
    static func < (left: EntryKey, right: EntryKey) -> Bool {
        left.high != right.high ? left.high < right.high : left.low < right.low
    }
}

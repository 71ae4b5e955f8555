/// Sorts entries by a 64-bit key, keeping entries with equal keys in the
/// order they came: a radix sort, one byte of the key at a time from the
/// lowest (a byte every entry shares is skipped). At millions of entries
/// this is several times faster than a comparison sort.
enum KeyRadixSort {
    struct Keyed {
        var key: UInt64
        var entry: Int32
    }

    static func sort(_ items: inout [Keyed]) {
        guard items.count > 1 else { return }
        var scratch = [Keyed](repeating: Keyed(key: 0, entry: 0), count: items.count)
        items.withUnsafeMutableBufferPointer { items in
            scratch.withUnsafeMutableBufferPointer { scratch in sort(items, scratch: scratch) }
        }
    }

    /// Sorts `items` in place, using `scratch` (at least as long) between
    /// passes: a run of a larger array can be sorted without copying it.
    static func sort(_ items: UnsafeMutableBufferPointer<Keyed>, scratch: UnsafeMutableBufferPointer<Keyed>) {
        let count = items.count
        guard count > 1 else { return }
        precondition(scratch.count >= count, "the scratch space is shorter than the items")
        // One pass counts every byte's values.
        var counts = [Int](repeating: 0, count: 8 * 256)
        counts.withUnsafeMutableBufferPointer { counts in
            for item in items {
                var key = item.key
                for byte in 0..<8 {
                    counts[byte * 256 + Int(key & 0xFF)] += 1
                    key >>= 8
                }
            }
        }
        var from = items
        var to = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        var next = [Int](repeating: 0, count: 256)
        for byte in 0..<8 where !counts[(byte * 256)..<(byte * 256 + 256)].contains(count) {
            var total = 0
            for value in 0..<256 {
                next[value] = total
                total += counts[byte * 256 + value]
            }
            let shift = UInt64(byte * 8)
            next.withUnsafeMutableBufferPointer { next in
                for item in from {
                    let value = Int((item.key >> shift) & 0xFF)
                    to[next[value]] = item
                    next[value] += 1
                }
            }
            swap(&from, &to)
        }
        // After an odd number of passes the sorted entries are in the scratch space.
        if from.baseAddress != items.baseAddress {
            _ = items.update(fromContentsOf: from)
        }
    }
}

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
        let count = items.count
        guard count > 1 else { return }
        // One pass counts every byte's values.
        var counts = [Int](repeating: 0, count: 8 * 256)
        for item in items {
            var key = item.key
            for byte in 0..<8 {
                counts[byte * 256 + Int(key & 0xFF)] += 1
                key >>= 8
            }
        }
        var other = [Keyed](repeating: Keyed(key: 0, entry: 0), count: count)
        for byte in 0..<8 where !counts[(byte * 256)..<(byte * 256 + 256)].contains(count) {
            var next = [Int](repeating: 0, count: 256)
            var total = 0
            for value in 0..<256 {
                next[value] = total
                total += counts[byte * 256 + value]
            }
            let shift = UInt64(byte * 8)
            items.withUnsafeBufferPointer { from in
                other.withUnsafeMutableBufferPointer { to in
                    for item in from {
                        let value = Int((item.key >> shift) & 0xFF)
                        to[next[value]] = item
                        next[value] += 1
                    }
                }
            }
            swap(&items, &other)
        }
    }
}

/// For each run of two or three bytes (a bigram or trigram) in a column's
/// folded text, the ranks of the values that contain it, ascending. A
/// substring of two or more bytes can only be in the values listed under
/// each of its grams, so the shortest of those lists holds every candidate,
/// already in rank order.
struct GramIndex: Sendable {
    /// Sorted gram codes; gram `g`'s ranks are `postings[starts[g]..<starts[g + 1]]`.
    private let grams: [UInt32]
    private let starts: [Int32]
    private let postings: [Int32]

    init(column: FoldedColumn) {
        var pairs: [UInt64] = []
        pairs.reserveCapacity(column.bytes.count * 2)
        column.bytes.withUnsafeBufferPointer { bytes in
            for rank in 0..<column.count {
                let start = Int(column.starts[rank]), end = Int(column.starts[rank + 1])
                for position in start..<end {
                    if position + 2 <= end { pairs.append(UInt64(Self.code(bytes[position], bytes[position + 1])) << 32 | UInt64(rank)) }
                    if position + 3 <= end {
                        pairs.append(UInt64(Self.code(bytes[position], bytes[position + 1], bytes[position + 2])) << 32 | UInt64(rank))
                    }
                }
            }
        }
        Self.sortByGram(&pairs)
        var grams: [UInt32] = []
        var starts: [Int32] = []
        var postings: [Int32] = []
        postings.reserveCapacity(pairs.count)
        var previous: UInt64 = .max
        for pair in pairs where pair != previous {
            let gram = UInt32(pair >> 32)
            if grams.last != gram {
                grams.append(gram)
                starts.append(Int32(postings.count))
            }
            postings.append(Int32(truncatingIfNeeded: pair))
            previous = pair
        }
        starts.append(Int32(postings.count))
        self.grams = grams
        self.starts = starts
        self.postings = postings
    }

    /// The shortest rank list that must hold every value containing
    /// `needle` (two bytes or more).
    func candidates(for needle: [UInt8]) -> ArraySlice<Int32> {
        precondition(needle.count >= 2)
        var codes: [UInt32] = []
        if needle.count == 2 {
            codes.append(Self.code(needle[0], needle[1]))
        } else {
            for position in 0...(needle.count - 3) {
                codes.append(Self.code(needle[position], needle[position + 1], needle[position + 2]))
            }
        }
        var best: ArraySlice<Int32>?
        for code in codes {
            let list = ranks(of: code)
            if best == nil || list.count < best!.count { best = list }
            if list.isEmpty { break }
        }
        return best ?? []
    }

    private func ranks(of code: UInt32) -> ArraySlice<Int32> {
        var low = 0, high = grams.count
        while low < high {
            let middle = (low + high) / 2
            if grams[middle] < code { low = middle + 1 } else { high = middle }
        }
        guard low < grams.count, grams[low] == code else { return [] }
        return postings[Int(starts[low])..<Int(starts[low + 1])]
    }

    /// Pairs are made in rank order, so a stable sort on the gram alone
    /// leaves each gram's ranks ascending: two counting passes of 13 bits
    /// over the 25-bit gram codes, far faster than comparing.
    private static func sortByGram(_ pairs: inout [UInt64]) {
        var scratch = [UInt64](repeating: 0, count: pairs.count)
        for shift: UInt64 in [32, 45] {
            var counts = [Int](repeating: 0, count: 1 << 13 + 1)
            for pair in pairs { counts[Int((pair >> shift) & 0x1FFF) + 1] += 1 }
            for digit in 1..<counts.count { counts[digit] += counts[digit - 1] }
            for pair in pairs {
                let digit = Int((pair >> shift) & 0x1FFF)
                scratch[counts[digit]] = pair
                counts[digit] += 1
            }
            swap(&pairs, &scratch)
        }
    }

    /// Bigrams and trigrams share one code space: a trigram sets bit 24.
    private static func code(_ a: UInt8, _ b: UInt8) -> UInt32 { UInt32(a) << 8 | UInt32(b) }
    private static func code(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt32 {
        1 << 24 | UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
    }
}

import Foundation

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

    /// Gram codes are below this (see `code`).
    private static let codeSpace = 1 << 25

    /// A counting sort: one pass counts each gram's values, the next writes
    /// each rank straight into its place. Ranks are visited in order, so each
    /// list comes out ascending, and nothing is held but the result and two
    /// tables over the code space, which the system hands out as zero pages
    /// and which only become memory where a gram occurs.
    init(column: FoldedColumn) {
        let space = Self.codeSpace
        guard let counts = calloc(space, MemoryLayout<Int32>.stride)?.assumingMemoryBound(to: Int32.self),
              let lastRank = calloc(space, MemoryLayout<Int32>.stride)?.assumingMemoryBound(to: Int32.self) else {
            fatalError("out of memory for a gram index")
        }
        defer {
            free(counts)
            free(lastRank)
        }
        var grams: [UInt32] = []
        column.bytes.withUnsafeBufferPointer { bytes in
            // lastRank[code] is rank + 1 of the last value counted under it,
            // so a gram that repeats within a value counts once.
            Self.forEachGram(in: column, bytes: bytes) { code, rank in
                guard lastRank[Int(code)] != rank + 1 else { return }
                lastRank[Int(code)] = rank + 1
                if counts[Int(code)] == 0 { grams.append(code) }
                counts[Int(code)] += 1
            }
        }
        grams.sort()
        var starts = [Int32](repeating: 0, count: grams.count + 1)
        for (index, code) in grams.enumerated() {
            starts[index + 1] = starts[index] + counts[Int(code)]
            counts[Int(code)] = starts[index] // from now on, the next free place
            lastRank[Int(code)] = 0
        }
        var postings = [Int32](repeating: 0, count: Int(starts[grams.count]))
        postings.withUnsafeMutableBufferPointer { postings in
            column.bytes.withUnsafeBufferPointer { bytes in
                Self.forEachGram(in: column, bytes: bytes) { code, rank in
                    guard lastRank[Int(code)] != rank + 1 else { return }
                    lastRank[Int(code)] = rank + 1
                    postings[Int(counts[Int(code)])] = rank
                    counts[Int(code)] += 1
                }
            }
        }
        self.grams = grams
        self.starts = starts
        self.postings = postings
    }

    @inline(__always)
    private static func forEachGram(in column: FoldedColumn, bytes: UnsafeBufferPointer<UInt8>,
                                    _ body: (_ code: UInt32, _ rank: Int32) -> Void) {
        column.starts.withUnsafeBufferPointer { starts in
            for rank in 0..<column.count {
                let start = Int(starts[rank]), end = Int(starts[rank + 1])
                for position in start..<end {
                    if position + 2 <= end { body(Self.code(bytes[position], bytes[position + 1]), Int32(rank)) }
                    if position + 3 <= end { body(Self.code(bytes[position], bytes[position + 1], bytes[position + 2]), Int32(rank)) }
                }
            }
        }
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

    /// Bigrams and trigrams share one code space: a trigram sets bit 24.
    private static func code(_ a: UInt8, _ b: UInt8) -> UInt32 { UInt32(a) << 8 | UInt32(b) }
    private static func code(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt32 {
        1 << 24 | UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
    }
}

import Foundation

/// For each run of two or three bytes (a bigram or trigram) in a column's
/// folded text, the ranks of the values that contain it, ascending. A
/// substring of two or more bytes can only be in the values listed under
/// each of its grams, so the shortest of those lists holds every candidate,
/// already in rank order.
///
/// The lists are kept compressed: each rank as its distance from the one
/// before (the first from -1), in LEB128 (seven bits a byte), so a common
/// gram's dense list costs about a byte an entry instead of four.
struct GramIndex: Sendable {
    /// Sorted gram codes; gram `g`'s list is `postings[starts[g]..<starts[g + 1]]`,
    /// `counts[g]` ranks long.
    private let grams: Buffer<UInt32>
    private let starts: Buffer<UInt32>
    private let counts: Buffer<Int32>
    private let postings: Buffer<UInt8>
    /// The column's value count: every rank is below it.
    private let rankLimit: Int32

    /// Gram codes are below this (see `code`).
    private static let codeSpace = 1 << 25

    /// Folded text below this many bytes is counted in tables sized to the
    /// column (`HashedGramSlots`); above, over the whole code space.
    static let hashedBelow = 1 << 18

    init(column: FoldedColumn) {
        if column.bytes.count < Self.hashedBelow {
            // Each position starts at most a bigram and a trigram.
            self.init(column: column, slots: HashedGramSlots(maximumGrams: 2 * column.bytes.count + 2))
        } else {
            self.init(column: column, slots: DirectGramSlots(capacity: Self.codeSpace))
        }
    }

    /// What the build keeps for one gram, together: each gram met costs one
    /// cache miss, not one per working table (the tables span 384 MB).
    private struct Tally {
        /// Values counted under the gram.
        var count: Int32
        /// Bytes its list takes; in the second pass, its next free byte.
        var size: UInt32
        /// Rank + 1 of the last value counted, so a gram that repeats
        /// within a value counts once.
        var lastRank: Int32
    }

    /// A counting sort: one pass counts each gram's values (and the bytes
    /// its list takes), the next writes each rank straight into its place.
    /// Ranks are visited in order, so each list comes out ascending, and
    /// nothing is held but the result and one working table, one `Tally` a
    /// slot (`GramSlots`).
    init<Slots: GramSlots>(column: FoldedColumn, slots: Slots) {
        rankLimit = Int32(column.rankCount)
        guard let tallies = calloc(slots.capacity, MemoryLayout<Tally>.stride)?.assumingMemoryBound(to: Tally.self) else {
            fatalError("out of memory for a gram index")
        }
        defer { free(tallies) }
        var grams: [UInt32] = []
        column.bytes.withUnsafeBufferPointer { bytes in
            Self.forEachGram(in: column, bytes: bytes) { code, rank in
                let tally = tallies + slots.slot(for: code)
                guard tally.pointee.lastRank != rank + 1 else { return }
                tally.pointee.size += UInt32(Self.encodedLength(UInt32(rank + 1 - tally.pointee.lastRank)))
                tally.pointee.lastRank = rank + 1
                if tally.pointee.count == 0 { grams.append(code) }
                tally.pointee.count += 1
            }
        }
        grams.sort()
        var starts = [UInt32](repeating: 0, count: grams.count + 1)
        var gramCounts = [Int32](repeating: 0, count: grams.count)
        for (index, code) in grams.enumerated() {
            let tally = tallies + slots.slot(for: code)
            starts[index + 1] = starts[index] + tally.pointee.size
            gramCounts[index] = tally.pointee.count
            tally.pointee.size = starts[index] // from now on, the next free byte
            tally.pointee.lastRank = 0
        }
        var postings = [UInt8](repeating: 0, count: Int(starts[grams.count]))
        postings.withUnsafeMutableBufferPointer { postings in
            column.bytes.withUnsafeBufferPointer { bytes in
                Self.forEachGram(in: column, bytes: bytes) { code, rank in
                    let tally = tallies + slots.slot(for: code)
                    guard tally.pointee.lastRank != rank + 1 else { return }
                    var delta = UInt32(rank + 1 - tally.pointee.lastRank)
                    var at = Int(tally.pointee.size)
                    while delta >= 0x80 {
                        postings[at] = UInt8(truncatingIfNeeded: delta) | 0x80
                        delta >>= 7
                        at += 1
                    }
                    postings[at] = UInt8(delta)
                    tally.pointee.size = UInt32(at + 1)
                    tally.pointee.lastRank = rank + 1
                }
            }
        }
        self.grams = Buffer(grams)
        self.starts = Buffer(starts)
        self.counts = Buffer(gramCounts)
        self.postings = Buffer(postings)
    }

    /// Gram lists read back from a cache file.
    init(reading reader: inout MappedFile.Reader, ranks: Int) throws(CacheDamage) {
        rankLimit = Int32(clamping: ranks)
        grams = try reader.take(UInt32.self)
        let starts = try reader.take(UInt32.self, count: grams.count + 1)
        let counts = try reader.take(Int32.self, count: grams.count)
        postings = try reader.take(UInt8.self)
        guard starts[0] == 0, Int(starts[grams.count]) == postings.count else { throw CacheDamage() }
        try ParallelBoundsCheck.require(count: grams.count) { gramRange in
            starts.withUnsafeBufferPointer { starts in
                counts.withUnsafeBufferPointer { counts in
                    for gram in gramRange where starts[gram] > starts[gram + 1] || counts[gram] < 0 { return false }
                    return true
                }
            }
        }
        self.starts = starts
        self.counts = counts
        starts.releaseMappedPages()
        counts.releaseMappedPages()
    }

    func write(to writer: inout CacheFile.Writer) {
        writer.add(grams)
        writer.add(starts)
        writer.add(counts)
        writer.add(postings)
    }

    @inline(__always)
    private static func encodedLength(_ value: UInt32) -> Int {
        value < 1 << 7 ? 1 : value < 1 << 14 ? 2 : value < 1 << 21 ? 3 : value < 1 << 28 ? 4 : 5
    }

    @inline(__always)
    private static func forEachGram(in column: FoldedColumn, bytes: UnsafeBufferPointer<UInt8>,
                                    _ body: (_ code: UInt32, _ rank: Int32) -> Void) {
        column.starts.withUnsafeBufferPointer { starts in
            for rank in 0..<column.rankCount {
                let start = Int(starts[rank]), end = Int(starts[rank + 1])
                for position in start..<end {
                    if position + 2 <= end { body(Self.code(bytes[position], bytes[position + 1]), Int32(rank)) }
                    if position + 3 <= end { body(Self.code(bytes[position], bytes[position + 1], bytes[position + 2]), Int32(rank)) }
                }
            }
        }
    }

    /// One gram's ranks, decoded as they are read.
    ///
    /// A mapped index is searched before its checksum is checked
    /// (`IndexCache`), and its lists are not range-checked when it opens, so
    /// decoding is total: a damaged list ends at its end, never overflows,
    /// and gives no rank outside the column (`rankLimit`).
    struct Ranks: Sequence, IteratorProtocol {
        let postings: Buffer<UInt8>
        var at: Int
        let end: Int
        let count: Int
        let rankLimit: Int32
        var previous: Int32 = 0

        mutating func next() -> Int32? {
            while at < end {
                var delta: UInt32 = 0, shift: UInt32 = 0
                while at < end {
                    let byte = postings[at]
                    at += 1
                    delta |= UInt32(byte & 0x7F) << shift
                    if byte < 0x80 { break }
                    shift += 7
                }
                previous &+= Int32(truncatingIfNeeded: delta)
                let rank = previous &- 1
                if rank >= 0, rank < rankLimit { return rank }
            }
            return nil
        }
    }

    /// The shortest rank list that must hold every value containing
    /// `needle` (two bytes or more).
    func candidates(for needle: [UInt8]) -> Ranks {
        precondition(needle.count >= 2)
        var codes: [UInt32] = []
        if needle.count == 2 {
            codes.append(Self.code(needle[0], needle[1]))
        } else {
            for position in 0...(needle.count - 3) {
                codes.append(Self.code(needle[position], needle[position + 1], needle[position + 2]))
            }
        }
        var best: Ranks?
        for code in codes {
            let list = ranks(of: code)
            if best == nil || list.count < best!.count { best = list }
            if list.count == 0 { break }
        }
        return best ?? Ranks(postings: postings, at: 0, end: 0, count: 0, rankLimit: 0)
    }

    private func ranks(of code: UInt32) -> Ranks {
        var low = 0, high = grams.count
        while low < high {
            let middle = (low + high) / 2
            if grams[middle] < code { low = middle + 1 } else { high = middle }
        }
        guard low < grams.count, grams[low] == code else { return Ranks(postings: postings, at: 0, end: 0, count: 0, rankLimit: 0) }
        return Ranks(postings: postings, at: Int(starts[low]), end: Int(starts[low + 1]), count: Int(counts[low]),
                     rankLimit: rankLimit)
    }

    /// Bigrams and trigrams share one code space: a trigram sets bit 24.
    private static func code(_ a: UInt8, _ b: UInt8) -> UInt32 { UInt32(a) << 8 | UInt32(b) }
    private static func code(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt32 {
        1 << 24 | UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
    }
}

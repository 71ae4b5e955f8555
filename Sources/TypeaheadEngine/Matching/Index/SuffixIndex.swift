/// Chosen starting points in a column's folded text (the start of each
/// value, or the later word starts), sorted by the text from each point on.
/// The points whose text starts with a query form one contiguous range,
/// found by binary search; `RangeMinimumTree` then gives the best ranks in
/// it, and `lcp` lets the typo search walk the range like a trie.
struct SuffixIndex: Sendable {
    let entryRank: Buffer<Int32>
    /// Every entry's text, copied out in sorted order: the searches read
    /// neighbouring entries together, so this keeps them in one cache line.
    private let text: Buffer<UInt8>
    /// Where each entry's text is in `text`.
    private let entryStart: Buffer<Int32>
    private let entryLength: Buffer<Int32>
    /// Bytes entry `e` shares with entry `e - 1`, at most 255.
    let lcp: Buffer<UInt8>
    /// The first entry after `e` with a smaller `lcp`: a jump past the
    /// entries that share more with `e`'s neighbours than it does.
    private let nextSmallerLCP: Buffer<Int32>
    let minimum: RangeMinimumTree

    var count: Int { entryRank.count }

    /// The most bytes of entry text copied out in sorted order: the copy's
    /// offsets are 32-bit. Long values of many words can add up to more
    /// (each later word's entry runs to its value's end); their entries
    /// then read their text where the folded column holds it.
    static let textCopyLimit = Int(Int32.max)

    /// `startingPoints` appends the offsets to index in a value's text to
    /// `offsets` (appended to, not returned: an array a value, millions of
    /// times, cost more than finding the points).
    init(column: FoldedColumn, textCopyLimit: Int = SuffixIndex.textCopyLimit,
         radixRunLength: Int = SuffixIndex.radixRunLength,
         startingPoints: (_ text: UnsafeBufferPointer<UInt8>, _ offsets: inout [Int32]) -> Void) {
        var ranks: [Int32] = []
        var offsets: [Int32] = []
        column.bytes.withUnsafeBufferPointer { bytes in
            for rank in 0..<column.rankCount {
                let text = UnsafeBufferPointer(rebasing: bytes[Int(column.starts[rank])..<Int(column.starts[rank + 1])])
                let before = offsets.count
                startingPoints(text, &offsets)
                for _ in before..<offsets.count { ranks.append(Int32(rank)) }
            }
        }
        // `order[i]` is the entry in place `i`; the pass below puts where
        // that entry's text starts in the column in its place.
        var order = Self.sortedOrder(column: column, ranks: ranks, offsets: offsets, radixRunLength: radixRunLength)
        // Each array is written straight into the buffer that keeps it
        // (`Buffer(count:fill:)`): a column of millions of entries is never
        // held twice while its index is built.
        let count = order.count
        // One pass finds each entry in the column, in sorted order (cache
        // misses, so they are made once): its rank, length and text start.
        var entryRank = Buffer<Int32>()
        let entryLength = Buffer<Int32>(count: count) { lengths in
            entryRank = Buffer<Int32>(count: count) { entryRanks in
                order.withUnsafeMutableBufferPointer { order in
                    for index in 0..<count {
                        let entry = Int(order[index]), rank = ranks[entry]
                        let start = column.starts[Int(rank)] + offsets[entry]
                        entryRanks[index] = rank
                        lengths[index] = column.starts[Int(rank) + 1] - start
                        order[index] = start
                    }
                }
            }
        }
        ranks = []
        offsets = []
        let textStart = order
        order = []
        let textSize = entryLength.reduce(0) { $0 + Int($1) }
        let copiesText = textSize <= textCopyLimit
        var copied = 0
        let entryStart = Buffer<Int32>(count: count) { starts in
            for index in 0..<count {
                starts[index] = copiesText ? Int32(copied) : textStart[index]
                copied += Int(entryLength[index])
            }
        }
        let text = copiesText ? Buffer<UInt8>(count: textSize) { copy in
            column.bytes.withUnsafeBufferPointer { bytes in
                for index in 0..<count {
                    let start = Int(textStart[index])
                    let from = UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(entryLength[index]))])
                    _ = UnsafeMutableBufferPointer(rebasing: copy[Int(entryStart[index])...]).initialize(from: from)
                }
            }
        } : column.bytes
        self.entryRank = entryRank
        let lcp = Self.commonPrefixes(text: text, starts: entryStart, lengths: entryLength)
        self.text = text
        self.entryStart = entryStart
        self.entryLength = entryLength
        self.lcp = lcp
        self.nextSmallerLCP = Self.nextSmaller(lcp)
        self.minimum = RangeMinimumTree(values: entryRank)
    }

    /// An index read back from a cache file, over a column of `ranks` values.
    init(reading reader: inout MappedFile.Reader, ranks: Int) throws(CacheDamage) {
        entryRank = try reader.take(Int32.self)
        let count = entryRank.count
        text = try reader.take(UInt8.self)
        entryStart = try reader.take(Int32.self, count: count)
        entryLength = try reader.take(Int32.self, count: count)
        lcp = try reader.take(UInt8.self, count: count)
        nextSmallerLCP = try reader.take(Int32.self, count: count)
        minimum = try RangeMinimumTree(values: entryRank, reading: &reader)
        // Every read below trusts these bounds, so they are checked once here.
        let textCount = Int32(clamping: text.count), rankLimit = Int32(clamping: ranks)
        let entryStart = entryStart, entryLength = entryLength, entryRank = entryRank, nextSmallerLCP = nextSmallerLCP
        try ParallelBoundsCheck.require(count: count) { entries in
            entryStart.withUnsafeBufferPointer { entryStart in
                entryLength.withUnsafeBufferPointer { entryLength in
                    entryRank.withUnsafeBufferPointer { entryRank in
                        nextSmallerLCP.withUnsafeBufferPointer { nextSmallerLCP in
                            for entry in entries {
                                let start = entryStart[entry], length = entryLength[entry]
                                let rank = entryRank[entry], next = Int(nextSmallerLCP[entry])
                                guard start >= 0, length >= 0, start <= textCount - length, rank >= 0, rank < rankLimit,
                                      next > entry, next <= count else { return false }
                            }
                            return true
                        }
                    }
                }
            }
        }
        for checked in [entryStart, entryLength, entryRank, nextSmallerLCP] { checked.releaseMappedPages() }
    }

    func write(to writer: inout CacheFile.Writer) {
        writer.add(entryRank)
        writer.add(text)
        writer.add(entryStart)
        writer.add(entryLength)
        writer.add(lcp)
        writer.add(nextSmallerLCP)
        minimum.write(to: &writer)
    }

    /// The index's arrays as raw pointers, for loops that read every entry.
    struct View {
        let bytes: UnsafeBufferPointer<UInt8>
        let entryStart: UnsafeBufferPointer<Int32>
        let entryLength: UnsafeBufferPointer<Int32>
        let lcp: UnsafeBufferPointer<UInt8>
        let nextSmallerLCP: UnsafeBufferPointer<Int32>

        @inline(__always)
        func suffix(_ entry: Int) -> UnsafeBufferPointer<UInt8> {
            let start = Int(entryStart[entry])
            return UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(entryLength[entry]))])
        }

        /// The first entry after `entry` that does not share its first
        /// `length` bytes: the end of `entry`'s subtree at that depth. (A
        /// stored 255 means "255 or more", so the walk stops there.)
        @inline(__always)
        func endOfSubtree(after entry: Int, sharing length: Int) -> Int {
            var next = entry + 1
            while next < lcp.count, Int(lcp[next]) >= length, lcp[next] < 255 { next = Int(nextSmallerLCP[next]) }
            return next
        }
    }

    func withView<Result>(_ body: (View) -> Result) -> Result {
        text.withUnsafeBufferPointer { bytes in
            entryStart.withUnsafeBufferPointer { entryStart in
                entryLength.withUnsafeBufferPointer { entryLength in
                    lcp.withUnsafeBufferPointer { lcp in
                        nextSmallerLCP.withUnsafeBufferPointer { nextSmallerLCP in
                            body(View(bytes: bytes, entryStart: entryStart, entryLength: entryLength,
                                      lcp: lcp, nextSmallerLCP: nextSmallerLCP))
                        }
                    }
                }
            }
        }
    }

    /// The entries whose text starts with `needle`.
    func range(startingWith needle: [UInt8]) -> Range<Int> {
        withView { view in
            needle.withUnsafeBufferPointer { needle in
                let low = firstEntry { Self.compare(view.suffix($0), needle) >= 0 }
                let high = firstEntry { Self.compare(view.suffix($0), needle) > 0 }
                return low..<max(low, high)
            }
        }
    }

    /// Of `range` (entries starting with a needle of `length` bytes), the
    /// leading entries that equal it: shorter texts sort first.
    func exactPart(of range: Range<Int>, length: Int) -> Range<Int> {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if Int(entryLength[middle]) > length {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return range.lowerBound..<low
    }

    /// The first entry for which `isPast` holds; it must hold for a suffix of
    /// the entries.
    private func firstEntry(where isPast: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Compares a text with a needle over the needle's length: 0 when the
    /// text starts with the needle.
    @inline(__always)
    static func compare(_ text: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = min(text.count, needle.count)
        for index in 0..<shared where text[index] != needle[index] {
            return text[index] < needle[index] ? -1 : 1
        }
        return text.count < needle.count ? -1 : 0
    }

    @inline(__always)
    private static func suffix(rank: Int32, offset: Int32, column: FoldedColumn,
                               bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(column.starts[Int(rank)] + offset)..<Int(column.starts[Int(rank) + 1])])
    }

    /// Runs at least this long are sorted by radix, shorter ones by comparison.
    static let radixRunLength = 256

    /// Sorts the entries by their text, then by entry. The text is read
    /// eight bytes at a time, packed into one integer: all entries are
    /// sorted by their first eight (a radix sort), then each run that
    /// shares them by their next eight, and so on, until a run's texts all
    /// end within the bytes it shares.
    private static func sortedOrder(column: FoldedColumn, ranks: [Int32], offsets: [Int32],
                                    radixRunLength: Int) -> [Int32] {
        column.bytes.withUnsafeBufferPointer { bytes in
            func text(_ entry: Int32) -> UnsafeBufferPointer<UInt8> {
                suffix(rank: ranks[Int(entry)], offset: offsets[Int(entry)], column: column, bytes: bytes)
            }
            func key(_ entry: Int32, from start: Int) -> UInt64 {
                let text = text(entry)
                var key: UInt64 = 0
                for index in start..<(start + 8) { key = key << 8 | UInt64(index < text.count ? text[index] : 0) }
                return key
            }
            var keyed = (0..<ranks.count).map { KeyRadixSort.Keyed(key: key(Int32($0), from: 0), entry: Int32($0)) }
            KeyRadixSort.sort(&keyed)
            // A run's entries come in entry order (each sort keeps equal
            // keys in the order they came), so a stable sort by key alone
            // orders them by key, then entry. Long runs (a street name
            // shared by a whole town) take the radix sort.
            var scratch: [KeyRadixSort.Keyed] = []
            func sortByKey(_ run: Range<Int>) {
                guard run.count >= radixRunLength else {
                    keyed[run].sort { ($0.key, $0.entry) < ($1.key, $1.entry) }
                    return
                }
                if scratch.count < run.count { scratch = Array(repeating: KeyRadixSort.Keyed(key: 0, entry: 0), count: run.count) }
                keyed.withUnsafeMutableBufferPointer { keyed in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                        KeyRadixSort.sort(UnsafeMutableBufferPointer(rebasing: keyed[run]), scratch: scratch)
                    }
                }
            }
            // Entries in `range` share their text up to `depth` + 8 bytes,
            // and `key` holds their bytes from `depth` on.
            func orderRuns(in range: Range<Int>, depth: Int) {
                var start = range.lowerBound
                while start < range.upperBound {
                    var end = start + 1
                    while end < range.upperBound, keyed[end].key == keyed[start].key { end += 1 }
                    if end - start > 1 {
                        var shortest = Int.max, longest = 0
                        for index in start..<end {
                            let length = text(keyed[index].entry).count
                            shortest = min(shortest, length)
                            longest = max(longest, length)
                        }
                        if longest <= depth + 8 {
                            // The texts all end within the shared bytes, so
                            // each is the shortest one plus NUL bytes: the
                            // shorter sorts first, and texts of one length
                            // are equal (the same address in many towns),
                            // already in entry order.
                            if shortest != longest {
                                keyed[start..<end].sort {
                                    (text($0.entry).count, $0.entry) < (text($1.entry).count, $1.entry)
                                }
                            }
                        } else {
                            for index in start..<end { keyed[index].key = key(keyed[index].entry, from: depth + 8) }
                            sortByKey(start..<end)
                            orderRuns(in: start..<end, depth: depth + 8)
                        }
                    }
                    start = end
                }
            }
            orderRuns(in: 0..<keyed.count, depth: 0)
            return keyed.map(\.entry)
        }
    }

    private static func nextSmaller(_ lcp: Buffer<UInt8>) -> Buffer<Int32> {
        Buffer<Int32>(count: lcp.count) { next in
            lcp.withUnsafeBufferPointer { lcp in
                next.update(repeating: Int32(lcp.count))
                var waiting: [Int] = []
                for entry in lcp.indices {
                    while let top = waiting.last, lcp[top] > lcp[entry] {
                        next[top] = Int32(entry)
                        waiting.removeLast()
                    }
                    waiting.append(entry)
                }
            }
        }
    }

    /// Bytes each entry shares with the one before it, read from the sorted
    /// copy of their texts.
    private static func commonPrefixes(text: Buffer<UInt8>, starts: Buffer<Int32>, lengths: Buffer<Int32>) -> Buffer<UInt8> {
        Buffer<UInt8>(count: starts.count) { lcp in
            text.withUnsafeBufferPointer { text in
                starts.withUnsafeBufferPointer { starts in
                    lengths.withUnsafeBufferPointer { lengths in
                        for entry in starts.indices.dropFirst() {
                            let a = Int(starts[entry - 1]), b = Int(starts[entry])
                            let limit = min(Int(lengths[entry - 1]), Int(lengths[entry]), 255)
                            var shared = 0
                            while shared < limit, text[a + shared] == text[b + shared] { shared += 1 }
                            lcp[entry] = UInt8(shared)
                        }
                    }
                }
            }
        }
    }
}

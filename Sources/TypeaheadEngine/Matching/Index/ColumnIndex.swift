import Dispatch

/// One column's search engine. A query's results come tier by tier (see
/// `MatchTier`; exact and prefix ranked as one), each tier in rank order
/// (see `FoldedColumn`), and each tier is read only until the limit is
/// reached:
///
/// - exact and prefix: `values`, every value from its start;
/// - word prefix: `words`, every later word start;
/// - substring: `grams`, the values holding the query's rarest gram;
/// - typo: `TypoSearch` over `values` and `words`.
///
/// A narrow filter (a few thousand records) is answered by reading just
/// its records with `TierRule`, which is faster than skipping past the
/// records it refuses.
public final class ColumnIndex: Sendable {
    public struct Hit: Equatable, Sendable {
        public var record: Int
        public var tier: MatchTier
    }

    let column: FoldedColumn
    private let values: SuffixIndex
    private let words: SuffixIndex
    private let grams: GramIndex
    /// Below this many records, reading each is faster than skipping those
    /// a filter refuses.
    public static let narrowFilterSize = 4096

    /// Records (a record with a spelled-out spelling has two ranks).
    public var count: Int { column.recordCount }

    public convenience init(values texts: [String], weights: [Double], spelling: SpellingRules = .plain) {
        self.init(count: texts.count, value: { texts[$0] }, weights: weights, spelling: spelling)
    }

    /// `value(i)` is record `i`'s text, asked once or twice for each.
    public convenience init(count: Int, value: @Sendable (Int) -> String, weights: [Double],
                            spelling: SpellingRules = .plain) {
        self.init(folded: FoldedColumn(count: count, value: value, weights: weights, spelling: spelling))
    }

    /// The index of a column already folded: what its values were read
    /// from may be gone (`DataSource` lets a parsed table go here).
    /// `partBuilt` is told as each of the three parts is done.
    init(folded column: FoldedColumn, partBuilt: @Sendable () -> Void = {}) {
        self.column = column
        // The three parts only read the folded column: they are built side
        // by side, one a core. The gram index, the longest, goes first (on
        // two cores the suffix indexes take turns beside it).
        let values = Locked<SuffixIndex?>(nil), words = Locked<SuffixIndex?>(nil), grams = Locked<GramIndex?>(nil)
        BackgroundWork.concurrentPerform(iterations: 3) { part in
            switch part {
            case 0:
                let built = GramIndex(column: column)
                grams.withLock { $0 = built }
            case 1:
                let built = SuffixIndex(column: column) { _, offsets in offsets.append(0) }
                values.withLock { $0 = built }
            default:
                let built = SuffixIndex(column: column, startingPoints: Self.laterWordStarts)
                words.withLock { $0 = built }
            }
            partBuilt()
        }
        self.values = values.withLock { $0! }
        self.words = words.withLock { $0! }
        self.grams = grams.withLock { $0! }
    }

    /// The word index's starting points in a value: each word start after
    /// its first byte.
    static func laterWordStarts(_ text: UnsafeBufferPointer<UInt8>, _ offsets: inout [Int32]) {
        for position in text.indices.dropFirst() where WordBoundary.isWordStart(text, position) {
            offsets.append(Int32(position))
        }
    }

    /// Reads an index from a cache file written by `write(to:)`, for a
    /// column of `count` records; throws when its parts do not fit.
    init(reading reader: inout MappedFile.Reader, count: Int) throws(CacheDamage) {
        column = try FoldedColumn(reading: &reader, count: count)
        values = try SuffixIndex(reading: &reader, ranks: column.rankCount)
        words = try SuffixIndex(reading: &reader, ranks: column.rankCount)
        grams = try GramIndex(reading: &reader, ranks: column.rankCount)
        guard reader.isAtEnd else { throw CacheDamage() }
    }

    func write(to writer: inout CacheFile.Writer) {
        column.write(to: &writer)
        values.write(to: &writer)
        words.write(to: &writer)
        grams.write(to: &writer)
    }

    /// The best `limit` records for the folded query `needle`. Filters that
    /// accept at most `narrowFilterSize` records are read record by record.
    /// `through`: the last tier looked for (`.prefix`: values that begin
    /// with the needle, and no more; read by the indexed path only).
    public func search(folded needle: [UInt8], limit: Int, filter: RecordFilter? = nil,
                       narrowFilterSize: Int = ColumnIndex.narrowFilterSize, through lastTier: MatchTier = .typo) -> [Hit] {
        guard !needle.isEmpty, limit > 0 else { return [] }
        let ranked: [RankedHit]
        if let filter, filter.records.count <= narrowFilterSize {
            var ranks: [Int32] = []
            ranks.reserveCapacity(filter.records.count)
            for record in filter.records {
                ranks.append(column.rankOfRecord[record])
                if let spelledOut = column.spelledOutRank(of: record) { ranks.append(spelledOut) }
            }
            ranked = scan(needle, ranks: ranks, limit: limit)
        } else {
            ranked = walk(needle, limit: limit, filter: filter, through: lastTier)
        }
        return ranked.map { Hit(record: Int(column.recordOfRank[Int($0.rank)]), tier: $0.tier) }
    }

    /// Records whose whole folded value equals the folded `text`, in its
    /// usual spelling: values equal as data (a lookup, a filter, a strict
    /// field's value), whatever the typist writes out.
    public func records(equalTo text: String) -> [Int] {
        let needle = Array(TextFolding.fold(text).utf8)
        guard !needle.isEmpty else { return [] }
        let exact = values.exactPart(of: values.range(startingWith: needle), length: needle.count)
        return exact.compactMap { entry in
            let rank = values.entryRank[entry], record = Int(column.recordOfRank[Int(rank)])
            return column.rankOfRecord[record] == rank ? record : nil
        }.sorted()
    }

    /// Records in rank order, for an empty query (the list opened by hand).
    public func topRecords(limit: Int, filter: RecordFilter? = nil) -> [Int] {
        var records: [Int] = []
        for rank in 0..<column.rankCount where records.count < limit {
            let record = Int(column.recordOfRank[rank])
            // A spelled-out spelling's rank: its record has its usual one.
            guard column.rankCount == column.recordCount || column.rankOfRecord[record] == rank else { continue }
            if filter?.contains(record) ?? true { records.append(record) }
        }
        return records
    }

    /// The indexed path: each tier reads its index in rank order.
    private func walk(_ needle: [UInt8], limit: Int, filter: RecordFilter?, through lastTier: MatchTier = .typo) -> [RankedHit] {
        var collector = HitCollector(limit: limit, recordOfRank: column.recordOfRank,
                                     acceptsRecord: filter.map { filter in { filter.contains(Int($0)) } })
        // Exact and prefix matches are one range, read in rank order (see
        // `MatchTier.rankedAs`); the exact ones are its first entries.
        let starting = values.range(startingWith: needle)
        let exact = values.exactPart(of: starting, length: needle.count)
        var startingWalk = [RankedWalk(index: values, ranges: [starting])]
        collector.take(&startingWalk) { exact.contains($0) ? .exact : .prefix }
        guard lastTier > .prefix else { return collector.hits }
        var wordWalk = [RankedWalk(index: words, ranges: [words.range(startingWith: needle)])]
        collector.take(&wordWalk, tier: .wordPrefix)
        if !collector.isFull { collectSubstrings(needle, into: &collector) }
        let maxEdits = TypoBudget.maxEdits(forQueryLength: needle.count)
        if !collector.isFull, maxEdits > 0 {
            var typoWalks = [values, words].map { index in
                RankedWalk(index: index, ranges: TypoSearch.matchingRuns(in: index, query: needle, maxEdits: maxEdits))
            }
            collector.take(&typoWalks, tier: .typo)
        }
        return collector.hits
    }

    /// Substrings: candidates from the gram lists (one byte: every value, in
    /// rank order), each checked for the needle. Ranks already taken by a
    /// better tier are skipped by the collector.
    private func collectSubstrings(_ needle: [UInt8], into collector: inout HitCollector) {
        column.bytes.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { needle in
                func check(_ rank: Int32) {
                    let text = UnsafeBufferPointer(rebasing: bytes[Int(column.starts[Int(rank)])..<Int(column.starts[Int(rank) + 1])])
                    if TierRule.exactTier(of: needle, in: text) != nil { collector.offer(rank: rank, tier: .substring) }
                }
                if needle.count == 1 {
                    for rank in 0..<Int32(column.rankCount) where !collector.isFull { check(rank) }
                } else {
                    for rank in grams.candidates(for: Array(needle)) where !collector.isFull { check(rank) }
                }
            }
        }
    }

    /// The narrow-filter path: reads each candidate with `TierRule`.
    private func scan(_ needle: [UInt8], ranks: [Int32], limit: Int) -> [RankedHit] {
        var found: [(tier: MatchTier, rank: Int32)] = []
        column.bytes.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { needle in
                for rank in ranks {
                    let text = UnsafeBufferPointer(rebasing: bytes[Int(column.starts[Int(rank)])..<Int(column.starts[Int(rank) + 1])])
                    if let tier = TierRule.tier(of: needle, in: text) { found.append((tier, rank)) }
                }
            }
        }
        found.sort { $0.tier.rankedAs != $1.tier.rankedAs ? $0.tier.rankedAs < $1.tier.rankedAs : $0.rank < $1.rank }
        // A record found in both spellings keeps the first, as the walk does.
        var seen = Set<Int32>()
        var hits: [RankedHit] = []
        for match in found where hits.count < limit && seen.insert(column.recordOfRank[Int(match.rank)]).inserted {
            hits.append(RankedHit(rank: match.rank, tier: match.tier))
        }
        return hits
    }
}

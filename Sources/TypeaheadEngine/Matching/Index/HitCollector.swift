/// Gathers a query's results tier by tier, best first: each record once
/// (by its first rank offered: a record may have two spellings), only
/// records the filter accepts, until the limit is reached.
struct HitCollector {
    let limit: Int
    private let recordOfRank: Buffer<Int32>
    /// Nil when every record is accepted (no filter).
    private let acceptsRecord: ((Int32) -> Bool)?
    private(set) var hits: [RankedHit] = []
    private var taken: Set<Int32> = []

    init(limit: Int, recordOfRank: Buffer<Int32>, acceptsRecord: ((_ record: Int32) -> Bool)?) {
        self.limit = limit
        self.recordOfRank = recordOfRank
        self.acceptsRecord = acceptsRecord
    }

    @inline(__always)
    private func acceptsRank(_ rank: Int32) -> Bool { acceptsRecord.map { $0(recordOfRank[Int(rank)]) } ?? true }

    var isFull: Bool { hits.count >= limit }

    /// Offers the next rank of a tier, in rank order.
    @inline(__always)
    mutating func offer(rank: Int32, tier: MatchTier) {
        guard !isFull else { return }
        let record = recordOfRank[Int(rank)]
        guard acceptsRecord?(record) ?? true, taken.insert(record).inserted else { return }
        hits.append(RankedHit(rank: rank, tier: tier))
    }

    /// Entries a tier takes one by one before reading the rest of its ranges
    /// in one pass. Without a filter a tier rarely needs more than the limit;
    /// with one that refuses most records, one pass is far cheaper.
    static let patience = 64

    /// Offers a tier's entries, merged by rank from one or more walks (the
    /// typo tier reads two indexes), until the limit is reached.
    mutating func take(_ walks: inout [RankedWalk], tier: MatchTier) {
        take(&walks) { _ in tier }
    }

    /// Offers entries of several tiers ranked together (exact and prefix,
    /// see `MatchTier.rankedAs`), merged by rank; `tierOf` tells an entry's
    /// tier from its position in its index.
    mutating func take(_ walks: inout [RankedWalk], tierOf: (Int) -> MatchTier) {
        var taken = 0
        while !isFull {
            // The walk whose next rank is smallest (no array per entry: this is the hot path).
            var next: Int?
            for candidate in walks.indices {
                guard let rank = walks[candidate].nextRank else { continue }
                if next.map({ rank < walks[$0].nextRank! }) ?? true { next = candidate }
            }
            guard let next else { return }
            let entry = walks[next].next()!
            offer(rank: walks[next].index.entryRank[entry], tier: tierOf(entry))
            taken += 1
            if taken == Self.patience, !isFull { return takeInOnePass(walks, tierOf: tierOf) }
        }
    }

    /// Reads every entry left in the walks, keeps the ranks the filter
    /// accepts, and offers them in rank order.
    private mutating func takeInOnePass(_ walks: [RankedWalk], tierOf: (Int) -> MatchTier) {
        var candidates: [(rank: Int32, entry: Int)] = []
        for walk in walks {
            walk.index.entryRank.withUnsafeBufferPointer { ranks in
                for range in walk.remainingRanges {
                    for entry in range where acceptsRank(ranks[entry]) { candidates.append((ranks[entry], entry)) }
                }
            }
        }
        candidates.sort { $0.rank < $1.rank }
        for candidate in candidates where !isFull { offer(rank: candidate.rank, tier: tierOf(candidate.entry)) }
    }
}

/// Gathers a query's results tier by tier, best first: each rank once, only
/// ranks the filter accepts, until the limit is reached.
struct HitCollector {
    let limit: Int
    private let accepts: (Int32) -> Bool
    private(set) var hits: [RankedHit] = []
    private var taken: Set<Int32> = []

    init(limit: Int, accepts: @escaping (Int32) -> Bool) {
        self.limit = limit
        self.accepts = accepts
    }

    var isFull: Bool { hits.count >= limit }

    /// Offers the next rank of a tier, in rank order.
    @inline(__always)
    mutating func offer(rank: Int32, tier: MatchTier) {
        guard !isFull, accepts(rank), taken.insert(rank).inserted else { return }
        hits.append(RankedHit(rank: rank, tier: tier))
    }

    /// Offers a tier's entries from a walk until the limit is reached.
    mutating func take(_ walk: inout RankedWalk, from index: SuffixIndex, tier: MatchTier) {
        while !isFull, let entry = walk.next() {
            offer(rank: index.entryRank[entry], tier: tier)
        }
    }

    /// Offers a tier found in two indexes, merging their walks by rank.
    mutating func take(_ first: inout RankedWalk, from firstIndex: SuffixIndex,
                       and second: inout RankedWalk, from secondIndex: SuffixIndex, tier: MatchTier) {
        while !isFull {
            guard let firstRank = first.nextRank else { return take(&second, from: secondIndex, tier: tier) }
            if let secondRank = second.nextRank, secondRank < firstRank {
                offer(rank: secondIndex.entryRank[second.next()!], tier: tier)
            } else {
                offer(rank: firstIndex.entryRank[first.next()!], tier: tier)
            }
        }
    }
}

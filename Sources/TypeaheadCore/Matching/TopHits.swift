/// Keeps the best `limit` hits seen so far, in order. Limits are small (a
/// popover's rows), so an insertion into a short sorted array is the fastest.
struct TopHits {
    let limit: Int
    private var hits: [RankedHit] = []

    init(limit: Int) {
        self.limit = limit
        hits.reserveCapacity(limit + 1)
    }

    /// Whether a hit ranked like `candidate` could still enter.
    func wouldAccept(_ candidate: RankedHit) -> Bool {
        hits.count < limit || candidate < hits[hits.count - 1]
    }

    mutating func offer(_ candidate: RankedHit) {
        guard limit > 0, wouldAccept(candidate) else { return }
        var index = hits.count
        while index > 0, candidate < hits[index - 1] { index -= 1 }
        hits.insert(candidate, at: index)
        if hits.count > limit { hits.removeLast() }
    }

    func sorted() -> [RankedHit] { hits }
}

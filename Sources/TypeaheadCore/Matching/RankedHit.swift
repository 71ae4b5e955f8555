/// A candidate result with everything ranking compares, best first:
/// tier, then higher weight, then shorter text, then earlier in the file.
struct RankedHit: Comparable {
    var record: Int
    var tier: MatchTier
    var weight: Double
    var length: Int

    static func < (lhs: RankedHit, rhs: RankedHit) -> Bool {
        if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
        if lhs.weight != rhs.weight { return lhs.weight > rhs.weight }
        if lhs.length != rhs.length { return lhs.length < rhs.length }
        return lhs.record < rhs.record
    }
}

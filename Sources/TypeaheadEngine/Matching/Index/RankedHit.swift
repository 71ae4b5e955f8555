/// A result inside the engine, before ranks become record numbers.
struct RankedHit: Equatable {
    var rank: Int32
    var tier: MatchTier
}

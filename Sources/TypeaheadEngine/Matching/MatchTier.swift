/// How well a text matches a query, best first. Results are ranked by tier
/// (see `rankedAs`: exact and prefix matches share one), then by weight,
/// then by shorter text, then by file order.
public enum MatchTier: Int, Sendable, Comparable, CaseIterable {
    /// The whole text equals the query.
    case exact = 0
    /// The text starts with the query.
    case prefix = 1
    /// A later word of the text starts with the query.
    case wordPrefix = 2
    /// The query occurs somewhere inside the text.
    case substring = 3
    /// A word of the text starts with the query give or take a few typos
    /// (see `TypoBudget`), its first letter typed right.
    case typo = 4

    public static func < (lhs: MatchTier, rhs: MatchTier) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The tier a match is ordered in. An exact match is ranked with the
    /// prefix matches, by weight: it comes first only when no prefix match
    /// outweighs it, and among equal weights (or none) it does, being the
    /// shortest text that starts with the query. So a tiny village named
    /// "Pa" never hides Paris, and a form without weights still puts the
    /// exact value first. Any head start for exact matches costs keys on
    /// population-weighted targets (docs/PERFORMANCE.md, "Ranking against
    /// the oracle").
    public var rankedAs: MatchTier { self == .exact ? .prefix : self }
}

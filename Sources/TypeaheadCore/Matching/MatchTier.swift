/// How well a text matches a query, best first. Results are ranked by tier,
/// then by weight, then by shorter text, then by file order.
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
}

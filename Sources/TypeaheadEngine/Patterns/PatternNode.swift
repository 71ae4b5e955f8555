/// A parsed `pattern`: what `PatternParser` reads and `PatternProgram`
/// compiles. Only what a linear-time matcher can check is here: no
/// back-references, look-arounds or possessive repeats.
indirect enum PatternNode: Equatable, Sendable {
    case empty
    /// One character that passes the test.
    case character(PatternCharacterTest)
    case assertion(PatternAssertion)
    case sequence([PatternNode])
    case alternation([PatternNode])
    /// `minimum` to `maximum` (nil: no limit) times.
    case repeated(PatternNode, minimum: Int, maximum: Int?)
}

/// A zero-width condition on where the match is.
enum PatternAssertion: Equatable, Sendable {
    case start, end, wordBoundary, notWordBoundary
}

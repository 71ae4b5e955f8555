/// Why a `pattern` is refused, and where: the character it was found at
/// (1 for the first), so the form's error can point into the pattern.
public struct PatternSyntaxError: Error, Equatable, Sendable {
    public var reason: String
    public var position: Int
}

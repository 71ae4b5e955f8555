/// A JSON text that does not parse, with the 1-based place it goes wrong.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
}

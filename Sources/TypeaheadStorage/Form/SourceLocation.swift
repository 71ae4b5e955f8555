/// Where something was written in a form file, for error messages.
public struct SourceLocation: Equatable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

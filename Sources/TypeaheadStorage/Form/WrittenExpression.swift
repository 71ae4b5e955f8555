/// An expression as a form file writes it (`relevant`, `constraint`,
/// `calculation`, a `required` that depends on other fields). The core
/// parses and checks it when the form opens (`FormRules`); `location` is
/// where its first character is, so an error inside it can be placed.
public struct WrittenExpression: Equatable, Sendable {
    public var text: String
    public var location: SourceLocation?

    public init(_ text: String, location: SourceLocation? = nil) {
        self.text = text
        self.location = location
    }

    /// The place of the expression's `column`th character (1 for the
    /// first) in the file. Exact unless the JSON string escapes a
    /// character before it (`\"`, `\u00e9`), which moves the rest along.
    public func location(ofColumn column: Int) -> SourceLocation? {
        location.map { SourceLocation(line: $0.line, column: $0.column + column - 1) }
    }
}

/// An expression as a form file writes it (`relevant`, `constraint`,
/// `calculation`, a `required` that depends on other fields). The core
/// parses and checks it when the form opens (`FormRules`); `location` is
/// where its first character is, so an error inside it can be placed.
public struct WrittenExpression: Equatable, Sendable {
    public var text: String
    public var location: SourceLocation?
    /// Written in a workbook's cell (an XLSForm): `location` is the cell's
    /// row and column, and a place within the text is the cell's.
    public var inCell: Bool

    public init(_ text: String, location: SourceLocation? = nil, inCell: Bool = false) {
        self.text = text
        self.location = location
        self.inCell = inCell
    }

    /// The place of the expression's `column`th character (1 for the
    /// first) in the file. Exact unless the JSON string escapes a
    /// character before it (`\"`, `\u00e9`), which moves the rest along;
    /// in a workbook, the cell.
    public func location(ofColumn column: Int) -> SourceLocation? {
        location.map { inCell ? $0 : SourceLocation(line: $0.line, column: $0.column + column - 1) }
    }

    /// The column (1 for the first character) where `fragment` first
    /// appears in the text, or 1: where a refusal of it points.
    public func column(of fragment: String) -> Int {
        text.range(of: fragment).map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 } ?? 1
    }
}

/// Where something was written in a form file, for error messages.
public struct SourceLocation: Equatable, Sendable {
    public var line: Int
    public var column: Int
    /// In a workbook: the sheet, whose row `line` and column `column` is
    /// the cell.
    public var sheet: String?

    public init(line: Int, column: Int, sheet: String? = nil) {
        self.line = line
        self.column = column
        self.sheet = sheet
    }
}

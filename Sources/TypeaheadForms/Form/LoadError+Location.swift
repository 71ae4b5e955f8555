import TypeaheadEngine

extension LoadError {
    /// An error at `place` in the file at `path`: its line and column, or
    /// in a workbook its cell.
    public init(path: String, at place: SourceLocation?, message: String) {
        self.init(path: path, line: place?.line, column: place?.column, sheet: place?.sheet, message: message)
    }
}

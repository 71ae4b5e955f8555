/// Why a file could not be used, and where: printed as
/// `PATH:LINE:COLUMN: message` (line and column only where known).
public struct LoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// A JSON syntax error in the file at `path`.
    init(path: String, _ syntax: JSONSyntaxError) {
        self.init(path: path, line: syntax.line, column: syntax.column, message: syntax.message)
    }

    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(message)"
    }
}

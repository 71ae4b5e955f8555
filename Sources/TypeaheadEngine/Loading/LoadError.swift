/// Why a file could not be used, and where: printed as
/// `PATH:LINE:COLUMN: message` (line and column only where known).
public struct LoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The workbook sheet `line` and `column` are a cell of (an XLSForm's
    /// "survey"): the place is then written as a spreadsheet writes it,
    /// survey!C7.
    public var sheet: String?
    /// The data files outside the form's folder it was refused for
    /// (`OutsideFiles`), which the window offers to allow.
    public var outsideFiles: [String] = []
    /// Errors found after this one in the same reading, as a compiler
    /// reports every error of a file at once (a form's rules).
    public var others: [LoadError] = []

    public init(path: String, line: Int? = nil, column: Int? = nil, sheet: String? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.sheet = sheet
        self.message = message
    }

    /// A row of a delimited file (line `line`) with `fields` values where
    /// the header names `columns`.
    static func rowLength(path: String, line: Int, fields: Int, columns: Int) -> LoadError {
        // TRANSLATORS: %1$d is how many values the row has, %2$d how many columns the header names.
        let message = translatedPlural("row has %1$d field, but the header has %2$d", "row has %1$d fields, but the header has %2$d",
                                       count: fields, fields, columns)
        return LoadError(path: path, line: line, column: 1, message: message)
    }

    /// A JSON syntax error in the file at `path`.
    public init(path: String, _ syntax: JSONSyntaxError) {
        self.init(path: path, line: syntax.line, column: syntax.column, message: syntax.message)
    }

    /// One line, whatever the file held: messages quote names from the file
    /// (columns, keys, ids), and a newline or a terminal escape in one must
    /// not start a false line or recolour the terminal.
    public var description: String {
        var location = path
        if let sheet, let line, let column {
            location += ": \(sheet)!\(Self.columnLetters(column))\(line)"
        } else if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return Self.printable("\(location): \(message)")
    }

    /// A spreadsheet's name for column `number`: 1 → A, 26 → Z, 27 → AA.
    public static func columnLetters(_ number: Int) -> String {
        var letters = "", rest = max(1, number)
        while rest > 0 {
            let digit = (rest - 1) % 26
            letters = String(UnicodeScalar(UInt8(65 + digit))) + letters
            rest = (rest - 1) / 26
        }
        return letters
    }

    /// This error and the others, one line each.
    public var lines: [String] { [description] + others.flatMap(\.lines) }

    /// The first of `errors`, carrying the rest; nil when there are none.
    public static func all(_ errors: [LoadError]) -> LoadError? {
        guard var first = errors.first else { return nil }
        first.others += errors.dropFirst()
        return first
    }

    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
                || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

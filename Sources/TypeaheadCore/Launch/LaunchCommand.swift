/// What the command line asks for.
public enum LaunchCommand: Equatable, Sendable {
    /// Open a form: `file` nil means the bundled demo form.
    case open(file: String?, output: String?)
    /// Write the live entries of a form or an entries file as CSV or JSON Lines.
    case export(file: String, format: ExportFormat, output: String?)
    case help
    case version

    public static let usage = """
        Usage: typeahead [FILE] [--output PATH]
               typeahead export FILE [--format csv|jsonl] [--output PATH]

        Fill a form fast, with suggestions from local data files.

          FILE             a form (*.form.json) or a data file (.csv, .tsv,
                           .json, .jsonl); without it, the bundled demo form
          --output PATH    append saved entries to PATH ('-' for standard
                           output); default: a file per form in
                           $XDG_DATA_HOME/typeahead/, such as trip-1f0c2a9e.jsonl
          --help           show this help
          --version        show the version

        export writes the saved entries of FILE (a form, or an entries file),
        one row per entry with its corrections, without those deleted:
          --format csv     RFC 4180, a header of field ids then id and
                           submitted (the default); or jsonl, entries lines
          --output PATH    write PATH whole, or nothing if it fails;
                           default: standard output
        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchCommand {
        if arguments.first == "export" { return try parseExport(Array(arguments.dropFirst())) }
        var file: String?
        var output: String?
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                switch argument {
                case "--help", "-h": return .help
                case "--version": return .version
                case "--": optionsEnded = true
                case "--output", "-o":
                    guard index < arguments.count else { throw UsageError(message: "\(argument) needs a path") }
                    output = arguments[index]
                    index += 1
                case _ where argument.hasPrefix("--output="):
                    output = String(argument.dropFirst("--output=".count))
                default:
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                continue
            }
            guard file == nil else { throw UsageError(message: "only one FILE may be given") }
            file = argument
        }
        if output?.isEmpty == true { throw UsageError(message: "--output needs a path") }
        return .open(file: file, output: output)
    }
}

extension LaunchCommand {
    /// `export FILE [--format csv|jsonl] [--output PATH]`.
    static func parseExport(_ arguments: [String]) throws(UsageError) -> LaunchCommand {
        var file: String?
        var output: String?
        var format = ExportFormat.csv
        var index = 0
        var optionsEnded = false
        func value(of option: String) throws(UsageError) -> String {
            guard index < arguments.count, !arguments[index].isEmpty else { throw UsageError(message: "\(option) needs a value") }
            index += 1
            return arguments[index - 1]
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                let (name, inline) = argument.hasPrefix("--") && argument.contains("=")
                    ? (String(argument.prefix { $0 != "=" }), String(argument.drop { $0 != "=" }.dropFirst()))
                    : (argument, nil as String?)
                switch name {
                case "--help", "-h": return .help
                case "--": optionsEnded = true
                case "--output", "-o":
                    output = inline
                    if inline == nil { output = try value(of: name) }
                case "--format":
                    var text = inline ?? ""
                    if inline == nil { text = try value(of: name) }
                    guard let chosen = ExportFormat(rawValue: text.lowercased()) else {
                        throw UsageError(message: "--format must be csv or jsonl, not '\(text)'")
                    }
                    format = chosen
                default:
                    throw UsageError(message: "unknown option '\(argument)' for export")
                }
                continue
            }
            guard file == nil else { throw UsageError(message: "export takes one FILE") }
            file = argument
        }
        guard let file else { throw UsageError(message: "export needs a FILE: a form or an entries file") }
        if output?.isEmpty == true { throw UsageError(message: "--output needs a path") }
        return .export(file: file, format: format, output: output == "-" ? nil : output)
    }
}

/// A command line that cannot be understood.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
}

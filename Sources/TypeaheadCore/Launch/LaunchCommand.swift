/// What the command line asks for.
public enum LaunchCommand: Equatable, Sendable {
    /// Open a form: `file` nil means the bundled demo form.
    case open(file: String?, output: String?)
    case help
    case version

    public static let usage = """
        Usage: typeahead [FILE] [--output PATH]

        Fill a form fast, with suggestions from local data files.

          FILE             a form (*.form.json) or a data file (.csv, .tsv,
                           .json, .jsonl); without it, the bundled demo form
          --output PATH    append saved entries to PATH ('-' for standard
                           output); default: a file per form in
                           $XDG_DATA_HOME/typeahead/, such as trip-1f0c2a9e.jsonl
          --help           show this help
          --version        show the version
        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchCommand {
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

/// A command line that cannot be understood.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
}

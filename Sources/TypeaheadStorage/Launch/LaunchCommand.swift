import TypeaheadEngine

/// What the command line asks for.
public enum LaunchCommand: Equatable, Sendable {
    /// Open a form: `file` nil means the bundled demo form; `allowsOutside`
    /// lets it read data files outside its folder (`OutsideFileConsent`).
    case open(file: String?, output: String?, allowsOutside: Bool = false)
    /// Write the live entries of a form or an entries file as CSV or JSON Lines.
    case export(file: String, format: ExportFormat, output: String?)
    /// Print the operator statistics of a form's or an entries file's lines.
    case stats(file: String, csv: Bool)
    /// Open a form (or the form of an entries file) to verify its entries:
    /// all not verified yet, or a percentage of each keyer's.
    case verify(file: String, output: String?, sample: EntriesToVerify.Sample)
    case help
    case version

    /// The `--help` text (and what follows a usage error): one message a
    /// paragraph or option, so a translation can keep each aligned.
    public static var usage: String {
        [
            // TRANSLATORS: the command's forms; keep "typeahead", "export" and the options, and line up the second line under the first.
            translated("Usage: typeahead [FILE] [--output PATH] [--allow-outside]\n       typeahead export FILE [--format csv|jsonl|xlsx] [--output PATH]"),
            // TRANSLATORS: the command's third form; keep "typeahead", "stats" and the option, lined up under "Usage:"'s first command.
            translated("       typeahead stats FILE [--format csv]"),
            // TRANSLATORS: the command's fourth form; keep "typeahead", "verify" and the option, lined up under "Usage:"'s first command.
            translated("       typeahead verify FILE [--sample PERCENT] [--output PATH]"),
            "",
            translated("Fill a form fast, with suggestions from local data files."),
            "",
            // TRANSLATORS: --help text: keep the option at the start and the column the words start in (19 spaces in).
            translated("  FILE             a form (*.form.json or an XLSForm's .xlsx) or a data\n                   file (.csv, .tsv, .json, .jsonl); without it, the\n                   bundled demo form"),
            // TRANSLATORS: --help text: keep the option, '-', $XDG_DATA_HOME/typeahead/ and the column the words start in.
            translated("  --output PATH    append saved entries to PATH ('-' for standard\n                   output); default: a file per form in\n                   $XDG_DATA_HOME/typeahead/, such as trip-1f0c2a9e.jsonl"),
            // TRANSLATORS: --help text: keep the option, the URI, PGPASSWORD, ~/.pgpass and the column the words start in.
            translated("  --output postgresql://USER@HOST/DATABASE\n                   share entries with a team in PostgreSQL; give the\n                   password in PGPASSWORD or ~/.pgpass, not in the URI,\n                   where the process list would show it at the start"),
            // TRANSLATORS: --help text: keep the option and the column the words start in.
            translated("  --allow-outside  let the form read data files outside its folder\n                   (the window asks first otherwise)"),
            // TRANSLATORS: --help text: keep the option and the column the words start in.
            translated("  --help           show this help"),
            // TRANSLATORS: --help text: keep the option and the column the words start in.
            translated("  --version        show the version"),
            "",
            // TRANSLATORS: --help text: keep "export" and "FILE".
            translated("export writes the saved entries of FILE (a form, or an entries file),\none row per entry with its corrections, without those deleted:"),
            // TRANSLATORS: --help text of export: keep the option, csv, jsonl, RFC 4180, "id", "submitted" and the column the words start in.
            translated("  --format csv     RFC 4180, a header of field ids then id and\n                   submitted (the default); or jsonl, entries lines"),
            // TRANSLATORS: --help text of export: keep the option, PATH and the column the words start in.
            translated("  --output PATH    write PATH whole, or nothing if it fails;\n                   default: standard output"),
            "",
            // TRANSLATORS: --help text: keep "stats", "FILE" and "--format csv".
            translated("stats prints each keyer's figures for each day from the lines of FILE:\nentries, keystrokes, keystrokes an hour, seconds an entry, keystrokes\nthe suggestions saved, corrections and deletions; --format csv for CSV."),
            "",
            // TRANSLATORS: --help text: keep "verify", "FILE" and "--sample PERCENT".
            translated("verify opens FILE's form to key its saved entries again, blind: each\nentry not verified yet, or with --sample PERCENT that share of each\nkeyer's, chosen at random."),
        ].joined(separator: "\n")
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchCommand {
        if arguments.first == "export" { return try parseExport(Array(arguments.dropFirst())) }
        if arguments.first == "stats" { return try parseStats(Array(arguments.dropFirst())) }
        if arguments.first == "verify" { return try parseVerify(Array(arguments.dropFirst())) }
        var file: String?
        var output: String?
        var allowsOutside = false
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                switch argument {
                case "--help", "-h": return .help
                case "--version": return .version
                case "--allow-outside": allowsOutside = true
                case "--": optionsEnded = true
                case "--output", "-o":
                    guard index < arguments.count else { throw UsageError(message: translated("%1$s needs a path", argument)) }
                    output = arguments[index]
                    index += 1
                case _ where argument.hasPrefix("--output="):
                    output = String(argument.dropFirst("--output=".count))
                default:
                    throw UsageError(message: translated("unknown option '%1$s'", argument))
                }
                continue
            }
            guard file == nil else { throw UsageError(message: translated("only one FILE may be given")) }
            file = argument
        }
        if output?.isEmpty == true { throw UsageError(message: translated("--output needs a path")) }
        return .open(file: file, output: output, allowsOutside: allowsOutside)
    }
}

extension LaunchCommand {
    /// `export FILE [--format csv|jsonl|xlsx] [--output PATH]`.
    static func parseExport(_ arguments: [String]) throws(UsageError) -> LaunchCommand {
        var file: String?
        var output: String?
        var format = ExportFormat.csv
        var index = 0
        var optionsEnded = false
        func value(of option: String) throws(UsageError) -> String {
            guard index < arguments.count, !arguments[index].isEmpty else { throw UsageError(message: translated("%1$s needs a value", option)) }
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
                        throw UsageError(message: translated("--format must be csv, jsonl or xlsx, not '%1$s'", text))
                    }
                    format = chosen
                default:
                    throw UsageError(message: translated("unknown option '%1$s' for export", argument))
                }
                continue
            }
            guard file == nil else { throw UsageError(message: translated("export takes one FILE")) }
            file = argument
        }
        guard let file else { throw UsageError(message: translated("export needs a FILE: a form or an entries file")) }
        if output?.isEmpty == true { throw UsageError(message: translated("--output needs a path")) }
        return .export(file: file, format: format, output: output == "-" ? nil : output)
    }
}

extension LaunchCommand {
    /// `stats FILE [--format csv]`.
    static func parseStats(_ arguments: [String]) throws(UsageError) -> LaunchCommand {
        var file: String?, csv = false, index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h": return .help
            case "--format=csv": csv = true
            case "--format":
                guard index < arguments.count, arguments[index] == "csv" else {
                    // TRANSLATORS: keep "--format" and "csv".
                    throw UsageError(message: translated("stats takes --format csv only"))
                }
                index += 1
                csv = true
            case _ where argument.hasPrefix("-") && argument != "-":
                // TRANSLATORS: %1$s is the option given; keep "stats".
                throw UsageError(message: translated("unknown option '%1$s' for stats", argument))
            default:
                // TRANSLATORS: keep "stats" and "FILE".
                guard file == nil else { throw UsageError(message: translated("stats takes one FILE")) }
                file = argument
            }
        }
        // TRANSLATORS: keep "stats" and "FILE".
        guard let file else { throw UsageError(message: translated("stats needs a FILE: a form or an entries file")) }
        return .stats(file: file, csv: csv)
    }
}

extension LaunchCommand {
    /// What a window opens on: the file (nil: the demo form), where its
    /// entries go, whether it may read outside its folder, and whether it
    /// verifies; nil for the commands that open none.
    public var window: (file: String?, output: String?, allowsOutside: Bool, verifying: EntriesToVerify.Sample?)? {
        switch self {
        case .open(let file, let output, let allowsOutside): (file, output, allowsOutside, nil)
        case .verify(let file, let output, let sample): (file, output, false, sample)
        default: nil
        }
    }

    /// `verify FILE [--sample PERCENT]`.
    static func parseVerify(_ arguments: [String]) throws(UsageError) -> LaunchCommand {
        var file: String?, output: String?, sample = EntriesToVerify.Sample.all, index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h": return .help
            case _ where argument == "--sample" || argument.hasPrefix("--sample="):
                var text = String(argument.dropFirst("--sample=".count))
                if argument == "--sample" {
                    text = index < arguments.count ? arguments[index] : ""
                    index += 1
                }
                guard let percent = Int(text.hasSuffix("%") ? String(text.dropLast()) : text), (1...100).contains(percent) else {
                    // TRANSLATORS: keep "--sample"; %1$s is what was given.
                    throw UsageError(message: translated("--sample takes a percentage from 1 to 100, not '%1$s'", text))
                }
                sample = percent == 100 ? .all : .percent(percent)
            case "--output", "-o":
                // Where the window's entries are (as `typeahead FILE --output PATH`).
                guard index < arguments.count, !arguments[index].isEmpty else { throw UsageError(message: translated("--output needs a path")) }
                output = arguments[index]
                index += 1
            case _ where argument.hasPrefix("--output="):
                output = String(argument.dropFirst("--output=".count))
                if output?.isEmpty == true { throw UsageError(message: translated("--output needs a path")) }
            case _ where argument.hasPrefix("-") && argument != "-":
                // TRANSLATORS: %1$s is the option given; keep "verify".
                throw UsageError(message: translated("unknown option '%1$s' for verify", argument))
            default:
                // TRANSLATORS: keep "verify" and "FILE".
                guard file == nil else { throw UsageError(message: translated("verify takes one FILE")) }
                file = argument
            }
        }
        // TRANSLATORS: keep "verify" and "FILE".
        guard let file else { throw UsageError(message: translated("verify needs a FILE: a form or an entries file")) }
        return .verify(file: file, output: output, sample: sample)
    }
}

/// A command line that cannot be understood.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
}

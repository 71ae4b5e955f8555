import Foundation

/// What is known of a PostgreSQL source's copy when the form opens.
public enum PostgresSourceStatus {
    /// A form that cannot open: `source` has no copy, and the server did not
    /// give one. Said at the source's `postgres`, with the server's reason.
    public static func noCopy(of source: SourceSpec, formPath: String, reason: String) -> LoadError {
        LoadError(path: formPath, line: source.location?.line, column: source.location?.column,
                  message: "source '\(source.name)' has no copy of its table yet, and the server did not give one: \(reason)")
    }

    /// The line under the form while a copy could not be brought up to date.
    public static func outOfDate(_ names: [String], reason: String) -> String {
        let list = names.sorted().joined(separator: ", ")
        return "Suggestions from \(list) may be out of date · \(reason)"
    }
}

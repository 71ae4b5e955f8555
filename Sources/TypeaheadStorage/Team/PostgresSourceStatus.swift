import Foundation
import TypeaheadEngine
import TypeaheadForms

/// What is known of a PostgreSQL source's copy when the form opens.
public enum PostgresSourceStatus {
    /// A form that cannot open: `source` has no copy, and the server did not
    /// give one. Said at the source's `postgres`, with the server's reason.
    public static func noCopy(of source: SourceSpec, formPath: String, reason: String) -> LoadError {
        // TRANSLATORS: %1$s is the name of a source in the form, %2$s the server's reason.
        let message = translated("source '%1$s' has no copy of its table yet, and the server did not give one: %2$s",
                                 source.name, reason)
        return LoadError(path: formPath, line: source.location?.line, column: source.location?.column, message: message)
    }

    /// The line under the form while a copy could not be brought up to date.
    public static func outOfDate(_ names: [String], reason: String) -> String {
        let list = names.sorted().joined(separator: ", ")
        // TRANSLATORS: %1$s names the sources (comma-separated), %2$s says why.
        // Keep " · " as it is: a screen reader says it as a sentence break.
        return translated("Suggestions from %1$s may be out of date · %2$s", list, reason)
    }
}

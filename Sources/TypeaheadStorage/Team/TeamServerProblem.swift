import TypeaheadEngine

/// Why the server did not take the entries, in words for the window. The
/// server's own words are kept when it gave some (a refused table, a
/// failed login); they never hold the password, which is sent apart.
public enum TeamServerProblem {
    /// Errors the server module defines say themselves in words.
    public static func words(for error: any Error) -> String {
        if let described = error as? TeamServerError { return described.message }
        return translated("The server could not be reached")
    }
}

/// A server failure already put in words (by the PostgreSQL module).
public struct TeamServerError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

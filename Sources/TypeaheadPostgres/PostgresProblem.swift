import PostgresNIO
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// PostgreSQL's failures in the window's words. The server's own message
/// is kept (it names a missing table or a refused login); the password is
/// never part of one, since it travels apart from the address.
enum PostgresProblem {
    static func error(_ error: any Error, connecting address: PostgresAddress) -> TeamServerError {
        if let described = error as? TeamServerError { return described }
        // The port as text: a number, not a count to group.
        let host = address.host, port = String(address.port)
        guard let error = error as? PSQLError else {
            // TRANSLATORS: %1$s:%2$s is the server's host and port, %3$s why (such as "connection refused").
            return TeamServerError(translated("The server at %1$s:%2$s cannot be reached (%3$s)", host, port, describe(error)))
        }
        if let message = error.serverInfo?[.message] {
            // TRANSLATORS: %3$s is the server's own message, in its language.
            return TeamServerError(translated("The server at %1$s:%2$s refused: %3$s", host, port, message))
        }
        switch error.code {
        case .sslUnsupported:
            return TeamServerError(translated("The server at %1$s:%2$s does not offer TLS, which sslmode=%3$s needs",
                                              host, port, address.sslMode.rawValue))
        case .authMechanismRequiresPassword:
            return TeamServerError(translated("The server at %1$s:%2$s asks for a password: put it in PGPASSWORD, ~/.pgpass or the URI",
                                              host, port))
        default:
            guard let underlying = error.underlying else {
                return TeamServerError(translated("The server at %1$s:%2$s cannot be reached", host, port))
            }
            return TeamServerError(translated("The server at %1$s:%2$s cannot be reached (%3$s)", host, port,
                                              PostgresProblem.describe(underlying)))
        }
    }

    /// A failure below PostgreSQL (a refused connection, a failed TLS
    /// check, an unknown host) in a few words.
    static func describe(_ error: any Error) -> String {
        if let connection = error as? NIOConnectionError {
            if let failure = connection.connectionErrors.first { return describe(failure.error) }
            if connection.dnsAError != nil || connection.dnsAAAAError != nil { return translated("its name is not known") }
        }
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
        if error is ChannelError, case .connectTimeout = error as! ChannelError { return translated("no answer in time") }
        if error is NIOSSLError || error is BoringSSLError { return translated("TLS failed: %1$s", String(describing: error)) }
        let text = String(describing: error)
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}

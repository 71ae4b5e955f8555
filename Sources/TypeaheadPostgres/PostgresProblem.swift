import PostgresNIO
import TypeaheadCore

/// PostgreSQL's failures in the window's words. The server's own message
/// is kept (it names a missing table or a refused login); the password is
/// never part of one, since it travels apart from the address.
enum PostgresProblem {
    static func error(_ error: any Error, connecting address: PostgresAddress) -> TeamServerError {
        if let described = error as? TeamServerError { return described }
        let server = "the server at \(address.host):\(address.port)"
        guard let error = error as? PSQLError else {
            return TeamServerError("The server at \(address.host):\(address.port) cannot be reached (\(describe(error)))")
        }
        if let message = error.serverInfo?[.message] {
            return TeamServerError("\(server.prefix(1).uppercased() + server.dropFirst()) refused: \(message)")
        }
        switch error.code {
        case .sslUnsupported: return TeamServerError("The server at \(address.host):\(address.port) does not offer TLS, which sslmode=\(address.sslMode.rawValue) needs")
        case .authMechanismRequiresPassword: return TeamServerError("The server at \(address.host):\(address.port) asks for a password: put it in PGPASSWORD, ~/.pgpass or the URI")
        default:
            let cause = error.underlying.map { " (\(PostgresProblem.describe($0)))" } ?? ""
            return TeamServerError("The server at \(address.host):\(address.port) cannot be reached\(cause)")
        }
    }

    /// A failure below PostgreSQL (a refused connection, a failed TLS
    /// check, an unknown host) in a few words.
    static func describe(_ error: any Error) -> String {
        if let connection = error as? NIOConnectionError {
            if let failure = connection.connectionErrors.first { return describe(failure.error) }
            if connection.dnsAError != nil || connection.dnsAAAAError != nil { return "its name is not known" }
        }
        if let io = error as? IOError { return String(cString: strerror(io.errnoCode)).lowercased() }
        if error is ChannelError, case .connectTimeout = error as! ChannelError { return "no answer in time" }
        if error is NIOSSLError || error is BoringSSLError { return "TLS failed: \(error)" }
        let text = String(describing: error)
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}

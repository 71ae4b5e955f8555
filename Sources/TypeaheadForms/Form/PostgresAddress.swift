import Foundation
import TypeaheadEngine

/// A PostgreSQL server as libpq's connection URI names it:
/// `postgresql://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=require`.
/// What the URI leaves out comes from libpq's variables (`PGUSER`,
/// `PGHOST`, `PGPORT`, `PGDATABASE`, `PGSSLMODE`, `PGSSLROOTCERT`) and then
/// libpq's defaults; the password from `PGPASSWORD` or `~/.pgpass`
/// (`PostgresPassword`). Only TCP: a socket path is refused.
public struct PostgresAddress: Equatable, Sendable {
    public var user: String
    public var host: String
    public var port: Int
    public var database: String
    /// The URI's own password, if it has one; `PostgresPassword.resolve` finds the rest.
    public var password: String?
    public var sslMode: PostgresSSLMode
    /// The CA file that `verify-ca` and `verify-full` check the server's certificate against.
    public var sslRootCertificate: String?

    /// The address as the window, logs and errors show it: never the password.
    public var redacted: String {
        let port = port == 5432 ? "" : ":\(port)"
        return "postgresql://\(user)@\(host.contains(":") ? "[\(host)]" : host)\(port)/\(database)"
    }

    /// The query parameters understood; libpq refuses unknown ones too.
    static let parameters: Set<String> = ["sslmode", "sslrootcert", "user", "password", "host", "port", "dbname",
                                          "application_name", "connect_timeout"]

    /// Whether `text` is meant as a PostgreSQL URI (rather than a file path).
    public static func isURI(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("postgresql://") || lower.hasPrefix("postgres://")
    }

    /// Parses `uri`; the error says what is wrong in words, never with the password.
    public static func parse(_ uri: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(PostgresAddressError) -> PostgresAddress {
        // TRANSLATORS: this and the address errors below follow what gives the
        // address ("'postgres' of source 'cities'", "--output"), so they start in lower case.
        guard isURI(uri) else { throw .init(translated("must start with postgresql:// or postgres://")) }
        guard let components = URLComponents(string: uri) else {
            throw .init(translated("is not a valid URI (a character in the password may need %%-encoding)"))
        }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] {
            // TRANSLATORS: %1$s is the name of a parameter in the address's query.
            guard parameters.contains(item.name) else { throw .init(translated("has an unknown parameter '%1$s'", item.name)) }
            query[item.name] = item.value ?? ""
        }
        let host = query["host"] ?? nonEmpty(components.percentEncodedHost.map(decoded)) ?? environment["PGHOST"] ?? "localhost"
        guard !host.hasPrefix("/") else { throw .init(translated("names a socket folder; give a host name and port (TCP)")) }
        var port = 5432
        if let text = query["port"] ?? components.port.map(String.init) ?? environment["PGPORT"] {
            // TRANSLATORS: %1$s is the port as written.
            guard let number = Int(text), (1...65535).contains(number) else { throw .init(translated("has an invalid port '%1$s'", text)) }
            port = number
        }
        let user = query["user"] ?? nonEmpty(components.percentEncodedUser.map(decoded)) ?? environment["PGUSER"] ?? systemUserName()
        let path = decoded(String(components.percentEncodedPath.drop { $0 == "/" }))
        let database = query["dbname"] ?? nonEmpty(path) ?? environment["PGDATABASE"] ?? user
        let modeText = query["sslmode"] ?? environment["PGSSLMODE"] ?? "prefer"
        guard let mode = PostgresSSLMode(rawValue: modeText) else {
            // TRANSLATORS: %1$s is the sslmode as written; keep "sslmode" and the modes' names.
            throw .init(translated("has an unknown sslmode '%1$s' (disable, allow, prefer, require, verify-ca or verify-full)", modeText))
        }
        let password = query["password"] ?? components.percentEncodedPassword.map(decoded)
        return PostgresAddress(user: user, host: host, port: port, database: database, password: password,
                               sslMode: mode, sslRootCertificate: query["sslrootcert"] ?? environment["PGSSLROOTCERT"])
    }

    /// The name of the account running the app, as libpq takes it for a missing user.
    public static func systemUserName() -> String {
        if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name { return String(cString: name) }
        return ProcessInfo.processInfo.environment["USER"] ?? "postgres"
    }

    private static func decoded(_ text: String) -> String { text.removingPercentEncoding ?? text }
    private static func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }
}

import Foundation

/// A source that is a table on a PostgreSQL server: `{"postgres": URI,
/// "table": NAME, …}`. Fields suggest from a local copy of the table (a
/// CSV file in the cache folder), so matching is the same as for a
/// file, as fast, and still there when the server is not.
public struct PostgresSourceSpec: Equatable, Sendable {
    public var address: PostgresAddress
    public var table: PostgresTableName
    /// Where the copy is kept (`SourceSpec.file` is the same path).
    public var copy: String

    public init(address: PostgresAddress, table: PostgresTableName, copy: String) {
        self.address = address
        self.table = table
        self.copy = copy
    }

    /// Server and table as the window names them, without the password.
    public var displayName: String { "\(table) on \(address.redacted)" }

    /// `$XDG_CACHE_HOME/typeahead/postgres/TABLE-HASH.csv`: one copy per server and table.
    public static func copyPath(address: PostgresAddress, table: PostgresTableName,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in "\(address.redacted)\n\(table)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100000001b3
        }
        return IndexCache.defaultFolder(environment: environment) + "/postgres/\(table)-\(String(hash, radix: 16)).csv"
    }
}

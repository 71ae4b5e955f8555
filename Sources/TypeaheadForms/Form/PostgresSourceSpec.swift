import Foundation
import TypeaheadEngine

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

    /// `$XDG_CACHE_HOME/typeahead/postgres/TABLE-HASH.csv`: one copy per server and table.
    public static func copyPath(address: PostgresAddress, table: PostgresTableName,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let hash = AppPaths.stableHash("\(address.redacted)\n\(table)")
        return IndexCache.defaultFolder(environment: environment) + "/postgres/\(table)-\(String(hash, radix: 16)).csv"
    }
}

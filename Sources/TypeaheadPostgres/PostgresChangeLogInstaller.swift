import PostgresNIO
import TypeaheadStorage
import TypeaheadForms

/// Puts the change log (`PostgresChangeLog`) on a table when the login may:
/// a source's feed and the team's entries both ask for it.
enum PostgresChangeLogInstaller {
    /// Whether the log and the table's trigger are there, after installing
    /// them if they were not; false when this login may not (an
    /// administrator installs them, the README says how).
    static func installIfMissing(table: PostgresTableName, keyColumn: String, logsInserts: Bool = true,
                                 on connection: PostgresConnection) async throws -> Bool {
        if try await isInstalled(table: table, on: connection) { return true }
        do {
            try await connection.query(PostgresQuery(unsafeSQL: PostgresChangeLog.installStatement(
                table: table, keyColumn: keyColumn, logsInserts: logsInserts)), logger: PostgresConnector.logger)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "42501" {
            return false // insufficient privilege
        }
        return try await isInstalled(table: table, on: connection)
    }

    static func isInstalled(table: PostgresTableName, on connection: PostgresConnection) async throws -> Bool {
        var bindings = PostgresBindings()
        bindings.append(table.quoted)
        let rows = try await connection.query(PostgresQuery(unsafeSQL: PostgresChangeLog.installedQuery, binds: bindings),
                                              logger: PostgresConnector.logger)
        for try await installed in rows.decode(Bool.self) { return installed }
        return false
    }
}

import Foundation
import PostgresNIO
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// The team's entries table on a PostgreSQL server. It keeps one connection
/// and opens a new one after a failure; the first connection creates the
/// table if it is missing. Every value is a bound parameter; the table's
/// name, checked when the form was read, is quoted.
public actor PostgresEntryServer: EntryServer {
    public let spec: TeamEntriesSpec
    private let connector: PostgresConnector
    private var connection: PostgresConnection?
    private var tableIsReady = false
    /// Whether the change log follows the table's updates and deletions
    /// (`PostgresChangeLog`), as last found on opening a connection.
    private var changesAreLogged = false
    /// The table's columns named after the form's fields, as last found on
    /// opening a connection (an administrator may add one meanwhile).
    private var typedColumns: [PostgresTypedColumn] = []
    private var opening: Task<(PostgresConnection, Bool, [PostgresTypedColumn]), any Error>?
    /// Closed for good: a connection opened after it is closed at once.
    private var isClosed = false

    public init(spec: TeamEntriesSpec, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.spec = spec
        connector = PostgresConnector(address: spec.address, environment: environment)
    }

    /// The table as `CREATE TABLE` makes it; `entry` is the saved line
    /// itself. `seq` numbers rows as they arrive: one clerk's in the order
    /// saved. `xid`, the transaction that stored the row, is how each
    /// window reads only the rows it has not (`entries(since:)`).
    public nonisolated var createTableSQL: [String] {
        ["""
        CREATE TABLE IF NOT EXISTS \(spec.table.quoted) (
            id uuid PRIMARY KEY,
            submitted timestamptz NOT NULL,
            entry jsonb NOT NULL,
            supersedes uuid,
            deletes uuid,
            entered_by text NOT NULL,
            received timestamptz NOT NULL DEFAULT now(),
            seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
            xid xid8 NOT NULL DEFAULT pg_current_xact_id()
        )
        """, "CREATE INDEX IF NOT EXISTS \(PostgresTableName.quote(spec.table.parts.last! + "_xid")) ON \(spec.table.quoted) (xid)"]
    }

    public func store(_ rows: [TeamEntryRow]) async throws {
        guard !rows.isEmpty else { return }
        do {
            let connection = try await ready()
            try await connection.query(insert(rows), logger: PostgresConnector.logger)
        } catch {
            await drop()
            throw PostgresProblem.error(error, connecting: spec.address)
        }
    }

    /// The team's entries stored from transaction `horizon` on (all of
    /// them when nil), in the order stored, and the horizon to read from
    /// next time (`PostgresChangeLog.horizonQuery`, taken first: a row this
    /// read misses is from that transaction on), then the rows changed or
    /// deleted there since, as corrections and deletions
    /// (`PostgresChangeLog.entryChangesQuery`). Rows read again are known
    /// by their id. `followsChanges` false: the server has no change log
    /// for the table and this login may not install it, so rows changed
    /// there are not seen.
    public func entries(since horizon: Int64?) async throws
        -> (entries: [TeamServerEntry], horizon: Int64, followsChanges: Bool) {
        do {
            let connection = try await ready()
            var next: Int64 = 0
            for try await read in try await connection.query(PostgresQuery(unsafeSQL: PostgresChangeLog.horizonQuery),
                                                             logger: PostgresConnector.logger).decode(Int64.self) {
                next = read
            }
            var bindings = PostgresBindings()
            bindings.append(String(horizon ?? 0))
            // Who entered a row is its column, whoever wrote it: a row another
            // tool inserted has no "enteredBy" in its entry.
            let query = PostgresQuery(unsafeSQL: "SELECT id::text, (entry || jsonb_build_object('enteredBy', entered_by))::text FROM "
                                          + "\(spec.table.quoted) WHERE xid >= $1::xid8 ORDER BY seq",
                                      binds: bindings)
            var entries: [TeamServerEntry] = []
            for try await (id, line) in try await connection.query(query, logger: PostgresConnector.logger).decode((String, String).self) {
                entries.append(TeamServerEntry(id: id, line: line))
            }
            if changesAreLogged {
                var changeBindings = PostgresBindings()
                changeBindings.append(spec.table.quoted)
                changeBindings.append(String(horizon ?? 0))
                let changes = PostgresQuery(unsafeSQL: PostgresChangeLog.entryChangesQuery, binds: changeBindings)
                for try await (id, line) in try await connection.query(changes, logger: PostgresConnector.logger).decode((String, String).self) {
                    entries.append(TeamServerEntry(id: id, line: line))
                }
            }
            return (entries, next, changesAreLogged)
        } catch {
            // The server refused the query (a table without `xid`, no right
            // to read it): the connection is sound, and the relay shares it.
            if (error as? PSQLError)?.serverInfo == nil { await drop() }
            throw PostgresProblem.error(error, connecting: spec.address)
        }
    }

    /// Ends the connection for good (the window is closing), and one
    /// still being opened as soon as it is.
    public func close() async {
        isClosed = true
        await drop()
        if let opening, let opened = try? await opening.value { try? await opened.0.close() }
    }

    /// The table's columns that take a field's value: named after a field
    /// of the form, of a type that holds its values, and with no default,
    /// identity or generation of their own (a NULL would override those).
    private nonisolated func typedColumns(on connection: PostgresConnection) async throws -> [PostgresTypedColumn] {
        guard !spec.fieldTypes.isEmpty else { return [] }
        var bindings = PostgresBindings()
        bindings.append(spec.table.quoted)
        let query = PostgresQuery(unsafeSQL: "SELECT attname::text, format_type(atttypid, atttypmod) FROM pg_attribute "
                                  + "WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped AND NOT atthasdef "
                                  + "AND attidentity = '' AND attgenerated = '' ORDER BY attnum", binds: bindings)
        var columns: [PostgresTypedColumn] = []
        for try await (name, type) in try await connection.query(query, logger: PostgresConnector.logger).decode((String, String).self) {
            if let fieldType = spec.fieldTypes[name], let column = PostgresTypedColumn(name: name, sqlType: type, fieldType: fieldType) {
                columns.append(column)
            }
        }
        return columns
    }

    /// One statement for the batch, so it is stored whole or not at all.
    func insert(_ rows: [TeamEntryRow]) throws -> PostgresQuery {
        var bindings = PostgresBindings(capacity: rows.count * 6)
        var tuples: [String] = []
        for (index, row) in rows.enumerated() {
            let base = index * 6
            tuples.append("($\(base + 1)::uuid, $\(base + 2)::timestamptz, $\(base + 3)::jsonb, $\(base + 4)::uuid, $\(base + 5)::uuid, $\(base + 6))")
            bindings.append(row.id)
            bindings.append(row.submitted)
            bindings.append(row.entry)
            if let supersedes = row.supersedes { bindings.append(supersedes) } else { bindings.appendNull() }
            if let deletes = row.deletes { bindings.append(deletes) } else { bindings.appendNull() }
            bindings.append(row.enteredBy)
        }
        let own = "id, submitted, entry, supersedes, deletes, entered_by"
        guard !typedColumns.isEmpty else {
            let sql = "INSERT INTO \(spec.table.quoted) (\(own)) VALUES " + tuples.joined(separator: ", ") + " ON CONFLICT (id) DO NOTHING"
            return PostgresQuery(unsafeSQL: sql, binds: bindings)
        }
        let names = typedColumns.map { ", " + PostgresTableName.quote($0.name) }.joined()
        let values = typedColumns.map { ", " + $0.value(from: "(v.entry -> 'values')") }.joined()
        let sql = "INSERT INTO \(spec.table.quoted) (\(own)\(names)) SELECT v.id, v.submitted, v.entry, v.supersedes, v.deletes, v.entered_by"
            + values + " FROM (VALUES " + tuples.joined(separator: ", ") + ") AS v(\(own)) ON CONFLICT (id) DO NOTHING"
        return PostgresQuery(unsafeSQL: sql, binds: bindings)
    }

    /// The connection, opened (and the table made) once for every caller
    /// waiting: the relay and the reading of the team's entries share it,
    /// and a second connection opened meanwhile would be dropped unclosed.
    private func ready() async throws -> PostgresConnection {
        guard !isClosed else { throw TeamServerError(translated("The connection to the server was closed")) }
        if let connection, !connection.isClosed { return connection }
        if let opening { return try await opening.value.0 }
        let makesTable = !tableIsReady, connector = connector
        let task = Task {
            let opened = try await connector.connect()
            do {
                if makesTable { try await self.createTableIfMissing(on: opened) }
                return (opened, try await self.logChangesIfMay(on: opened), try await self.typedColumns(on: opened))
            } catch {
                try? await opened.close()
                throw error
            }
        }
        opening = task
        defer { opening = nil }
        let (opened, logged, typed) = try await task.value
        changesAreLogged = logged
        typedColumns = typed
        guard !isClosed else {
            try? await opened.close()
            throw TeamServerError(translated("The connection to the server was closed"))
        }
        connection = opened
        tableIsReady = true
        return opened
    }

    /// Looked up first: a clerk who may only insert into the table an
    /// administrator made has no right to `CREATE` in its schema, which even
    /// `CREATE TABLE IF NOT EXISTS` asks for.
    private nonisolated func createTableIfMissing(on connection: PostgresConnection) async throws {
        let lookup = PostgresQuery(unsafeSQL: "SELECT to_regclass($1) IS NOT NULL", binds: {
            var bindings = PostgresBindings()
            bindings.append(spec.table.quoted)
            return bindings
        }())
        for try await exists in try await connection.query(lookup, logger: PostgresConnector.logger).decode(Bool.self) where exists {
            return
        }
        do {
            for statement in createTableSQL {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: PostgresConnector.logger)
            }
        } catch let error as PSQLError where ["23505", "42P07"].contains(error.serverInfo?[.sqlState] ?? "") {
            // Another clerk's window created it at the same moment.
        }
    }

    /// Whether the change log follows the table's updates and deletions,
    /// after installing it if it did not and this login may (the table's
    /// owner, with the right to create in `public`; an administrator
    /// otherwise, docs/FORMS.md). Another clerk's window installing it at
    /// the same moment may fail this one's statement: it is looked for again.
    private nonisolated func logChangesIfMay(on connection: PostgresConnection) async throws -> Bool {
        do {
            return try await PostgresChangeLogInstaller.installIfMissing(table: spec.table, keyColumn: "id", logsInserts: false,
                                                                         on: connection)
        } catch let error as PSQLError where error.serverInfo != nil {
            return try await PostgresChangeLogInstaller.isInstalled(table: spec.table, on: connection)
        }
    }

    private func drop() async {
        let old = connection
        connection = nil
        try? await old?.close()
    }
}

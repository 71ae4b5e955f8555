import Foundation
import PostgresNIO
import TypeaheadCore

/// The team's entries table on a PostgreSQL server. It keeps one connection
/// and opens a new one after a failure; the first connection creates the
/// table if it is missing. Every value is a bound parameter; the table's
/// name, checked when the form was read, is quoted.
public actor PostgresEntryServer: EntryServer {
    public let spec: TeamEntriesSpec
    private let connector: PostgresConnector
    private var connection: PostgresConnection?
    private var tableIsReady = false

    public init(spec: TeamEntriesSpec, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.spec = spec
        connector = PostgresConnector(address: spec.address, environment: environment)
    }

    /// The table as `CREATE TABLE` makes it; `entry` is the saved line
    /// itself. `seq` numbers rows as they arrive: one clerk's in the order saved.
    public var createTableSQL: String {
        """
        CREATE TABLE IF NOT EXISTS \(spec.table.quoted) (
            id uuid PRIMARY KEY,
            submitted timestamptz NOT NULL,
            entry jsonb NOT NULL,
            supersedes uuid,
            deletes uuid,
            entered_by text NOT NULL,
            received timestamptz NOT NULL DEFAULT now(),
            seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE
        )
        """
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

    /// Ends the connection (the window is closing).
    public func close() async {
        await drop()
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
        let sql = "INSERT INTO \(spec.table.quoted) (id, submitted, entry, supersedes, deletes, entered_by) VALUES "
            + tuples.joined(separator: ", ") + " ON CONFLICT (id) DO NOTHING"
        return PostgresQuery(unsafeSQL: sql, binds: bindings)
    }

    private func ready() async throws -> PostgresConnection {
        if let connection, !connection.isClosed { return connection }
        let opened = try await connector.connect()
        connection = opened
        if !tableIsReady {
            try await createTableIfMissing(on: opened)
            tableIsReady = true
        }
        return opened
    }

    /// Looked up first: a clerk who may only insert into the table an
    /// administrator made has no right to `CREATE` in its schema, which even
    /// `CREATE TABLE IF NOT EXISTS` asks for.
    private func createTableIfMissing(on connection: PostgresConnection) async throws {
        let lookup = PostgresQuery(unsafeSQL: "SELECT to_regclass($1) IS NOT NULL", binds: try {
            var bindings = PostgresBindings()
            bindings.append(spec.table.quoted)
            return bindings
        }())
        for try await exists in try await connection.query(lookup, logger: PostgresConnector.logger).decode(Bool.self) where exists {
            return
        }
        do {
            try await connection.query(PostgresQuery(unsafeSQL: createTableSQL), logger: PostgresConnector.logger)
        } catch let error as PSQLError where ["23505", "42P07"].contains(error.serverInfo?[.sqlState] ?? "") {
            // Another clerk's window created it at the same moment.
        }
    }

    private func drop() async {
        let old = connection
        connection = nil
        try? await old?.close()
    }
}

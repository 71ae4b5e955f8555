import Foundation
import PostgresNIO
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Brings a PostgreSQL source's table into its local copy: a CSV file (a
/// header of the table's columns in their order, then a line per row, each
/// value quoted as RFC 4180 does, NULL empty), written beside the copy and
/// renamed over it, so a copy is always whole. The copy is then read as any
/// CSV data file is: a large one after the window shows, from the index cache.
/// Beside it, `COPY.horizon` says where the change log is read from
/// (`PostgresChangeLog`) for the changes the copy misses.
public enum PostgresSourceCopier {
    /// Reads the whole table into `destination` (default: the copy itself),
    /// and its horizon into `DESTINATION.horizon`;
    /// returns how many rows it holds.
    @discardableResult
    public static func refresh(_ spec: PostgresSourceSpec, into destination: String? = nil,
                               environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> Int {
        let destination = destination ?? spec.copy
        let connection = try await PostgresConnector(address: spec.address, environment: environment).connect()
        defer { Task { try? await connection.close() } }
        let folder = URL(fileURLWithPath: spec.copy).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = destination + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let file = FileHandle(forWritingAtPath: temporary) else {
            throw TeamServerError(translated("Could not write the copy of %1$s to %2$s", spec.table, folder))
        }
        var rows = 0, horizon: Int64?
        do {
            // Taken before the rows: a change the copy misses is from this
            // transaction on, and the window reads the change log from there.
            for try await read in try await connection.query(PostgresQuery(unsafeSQL: PostgresChangeLog.horizonQuery),
                                                             logger: PostgresConnector.logger).decode(Int64.self) {
                horizon = read
            }
            let columns = try await columnNames(of: spec.table, on: connection)
            guard !columns.isEmpty else {
                throw TeamServerError(translated("The table %1$s was not found on %2$s", spec.table, spec.address.redacted))
            }
            // The server quotes each value, so a comma, a quote or a newline
            // in one arrives as CSV keeps it.
            let quoted = columns.map { column in
                "'\"' || replace(coalesce(\(PostgresTableName.quote(column)) ::text, ''), '\"', '\"\"') || '\"'"
            }
            let query = PostgresQuery(unsafeSQL: "SELECT " + quoted.joined(separator: " || ',' || ")
                + " FROM \(spec.table.quoted)")
            try file.write(contentsOf: Data((columns.map(Self.csvField).joined(separator: ",") + "\n").utf8))
            var buffer = Data()
            buffer.reserveCapacity(1 << 20)
            for try await line in try await connection.query(query, logger: PostgresConnector.logger).decode(String.self) {
                buffer.append(contentsOf: line.utf8)
                buffer.append(0x0A)
                rows += 1
                if buffer.count >= 1 << 20 {
                    try file.write(contentsOf: buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try file.write(contentsOf: buffer)
            try file.close()
        } catch {
            try? file.close()
            unlink(temporary)
            throw PostgresProblem.error(error, connecting: spec.address)
        }
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw TeamServerError(translated("Could not keep the copy of %1$s in %2$s: %3$s", spec.table, folder, reason))
        }
        try? horizon.map(String.init)?.write(toFile: destination + ".horizon", atomically: true, encoding: .utf8)
        return rows
    }

    /// What the server's statistics say of the table's changes (its rows
    /// inserted, updated and deleted since statistics began): the same
    /// fingerprint means no fetch is needed. Statistics are counted a
    /// second or so late, and start again after a crash, which only fetches
    /// once more than needed.
    public static func fingerprint(of spec: PostgresSourceSpec,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> String? {
        let connection = try await PostgresConnector(address: spec.address, environment: environment).connect()
        defer { Task { try? await connection.close() } }
        var bindings = PostgresBindings()
        bindings.append(spec.table.quoted)
        let query = PostgresQuery(unsafeSQL: "SELECT concat_ws(':', relid, n_tup_ins, n_tup_upd, n_tup_del) "
            + "FROM pg_stat_all_tables WHERE relid = to_regclass($1)", binds: bindings)
        do {
            for try await text in try await connection.query(query, logger: PostgresConnector.logger).decode(String.self) {
                return text
            }
            return nil
        } catch {
            throw PostgresProblem.error(error, connecting: spec.address)
        }
    }

    /// The table's columns in their order; none when it is not there.
    static func columnNames(of table: PostgresTableName, on connection: PostgresConnection) async throws -> [String] {
        var bindings = PostgresBindings()
        bindings.append(table.quoted)
        let query = PostgresQuery(unsafeSQL: "SELECT attname::text FROM pg_attribute WHERE attrelid = to_regclass($1) "
            + "AND attnum > 0 AND NOT attisdropped ORDER BY attnum", binds: bindings)
        var names: [String] = []
        for try await name in try await connection.query(query, logger: PostgresConnector.logger).decode(String.self) {
            names.append(name)
        }
        return names
    }

    /// A header's field, quoted as RFC 4180 does.
    static func csvField(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

import Foundation
import PostgresNIO
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Brings the rows others change in a PostgreSQL source's table to an open
/// window: it installs the change log's trigger if it may
/// (`PostgresChangeLog`), listens for its notifications, and reads the log
/// from its cursor's horizon on each one and on every (re)connection, so a
/// change made while it was cut off arrives too. It reconnects after a second.
public final class PostgresChangeFeed: Sendable {
    private let spec: PostgresSourceSpec
    private let keyColumn: String
    private let columns: [String]
    private let connector: PostgresConnector
    private let running = Locked<Task<Void, Never>?>(nil)
    /// How long to wait before connecting again, and before looking again
    /// for a trigger that could not be installed.
    static let retry = Duration.seconds(1), lookAgain = Duration.seconds(30)

    /// `columns` are the copy's, in its order; each change gives them all.
    public init(spec: PostgresSourceSpec, keyColumn: String, columns: [String],
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.spec = spec
        self.keyColumn = keyColumn
        self.columns = columns
        connector = PostgresConnector(address: spec.address, environment: environment)
    }

    /// Starts following the table from `horizon` (the copy's; nil: from now).
    /// `changed` hears each batch of changes in order; `status` nil once
    /// the feed is following, else why it is not, in the window's words.
    public func start(horizon: Int64?, changed: @escaping @Sendable ([LiveRowChange]) -> Void,
                      status: @escaping @Sendable (String?) -> Void) {
        let task = Task.detached { [self] in
            var cursor = ChangeLogCursor<LiveRowChange>(horizon: horizon)
            while !Task.isCancelled {
                let pause: Duration
                do {
                    pause = try await follow(&cursor, changed: changed, status: status)
                } catch {
                    guard !Task.isCancelled else { return }
                    status(TeamServerProblem.words(for: PostgresProblem.error(error, connecting: spec.address)))
                    pause = Self.retry
                }
                try? await Task.sleep(for: pause)
            }
        }
        running.withLock { $0 = task }
    }

    public func stop() {
        running.withLock { $0?.cancel() }
    }

    /// One connection's worth of following; how long to wait before the
    /// next when it ends without a failure (the trigger missing).
    private func follow(_ cursor: inout ChangeLogCursor<LiveRowChange>, changed: @Sendable ([LiveRowChange]) -> Void,
                        status: @Sendable (String?) -> Void) async throws -> Duration {
        let connection = try await connector.connect()
        do {
            guard try await PostgresChangeLogInstaller.installIfMissing(table: spec.table, keyColumn: keyColumn, on: connection) else {
                try? await connection.close()
                status("changes by others show after a restart: the server has no trigger for \(spec.table), "
                    + "and this login may not install it (see the README)")
                return Self.lookAgain
            }
            try await connection.listen(on: PostgresChangeLog.channel) { notifications in
                try await catchUp(&cursor, on: connection, changed: changed)
                status(nil)
                for try await _ in notifications {
                    try await catchUp(&cursor, on: connection, changed: changed)
                }
            }
        } catch {
            try? await connection.close()
            throw error
        }
        try? await connection.close()
        return Self.retry
    }

    /// Reads the log from the cursor's horizon and hands on what is new.
    private func catchUp(_ cursor: inout ChangeLogCursor<LiveRowChange>, on connection: PostgresConnection,
                         changed: @Sendable ([LiveRowChange]) -> Void) async throws {
        var newHorizon: Int64 = 0
        for try await horizon in try await connection.query(PostgresQuery(unsafeSQL: PostgresChangeLog.horizonQuery),
                                                            logger: PostgresConnector.logger).decode(Int64.self) {
            newHorizon = horizon
        }
        var entries: [ChangeLogCursor<LiveRowChange>.Entry] = []
        if let horizon = cursor.horizon {
            var bindings = PostgresBindings()
            bindings.append(spec.table.quoted)
            bindings.append(String(horizon))
            let query = PostgresQuery(unsafeSQL: PostgresChangeLog.changesQuery(table: spec.table, keyColumn: keyColumn, columns: columns), binds: bindings)
            for try await row in try await connection.query(query, logger: PostgresConnector.logger) {
                if let entry = try entry(row.makeRandomAccess()) { entries.append(entry) }
            }
        }
        let changes = cursor.take(entries, newHorizon: newHorizon)
        if !changes.isEmpty { changed(changes) }
    }

    /// One row of `PostgresChangeLog.changesQuery`.
    private func entry(_ row: PostgresRandomAccessRow) throws -> ChangeLogCursor<LiveRowChange>.Entry? {
        // A key the row no longer has (its column renamed since) names nothing.
        guard let key = try row[2].decode(String?.self) else { return nil }
        var values: [String: String]?
        if try !row[3].decode(Bool.self) {
            var read: [String: String] = [:]
            for (offset, column) in columns.enumerated() {
                read[column] = try row[4 + offset].decode(String?.self) ?? ""
            }
            values = read
        }
        return ChangeLogCursor<LiveRowChange>.Entry(sequence: try row[0].decode(Int64.self), transaction: try row[1].decode(Int64.self),
                                     change: LiveRowChange(key: key, values: values))
    }
}

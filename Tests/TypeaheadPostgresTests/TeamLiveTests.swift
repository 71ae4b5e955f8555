import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadPostgres
@testable import TypeaheadStorage

/// Rows others add, change or delete in a source's table on a real
/// PostgreSQL 15 reach an open form through the change log's trigger and
/// NOTIFY (within the window's second: the GUI scenario team_live); those made while the form was not listening
/// (before it opened, or while the server was down) are caught up on.
@Suite("Team mode: live updates from PostgreSQL", .serialized, .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct TeamLiveTests {
    /// A form open on the table, and what its feed brought.
    final class OpenForm: Sendable {
        let cities: DataSource
        let spec: PostgresSourceSpec
        let feed: PostgresChangeFeed
        let changes = Locked<[LiveRowChange]>([])
        /// When the source last took a batch: from then on every query sees it.
        /// Wall-clock time, to compare with the server's (the same machine's clock).
        let appliedAt = Locked<Date?>(nil)
        let status = Locked<[String?]>([])

        init(_ server: PostgresTestServer, database: String, uri: String? = nil) throws {
            let cache = TestForms.folder()
            var path = TeamSourceTests.form(server, database: database, cache: cache)
            if let uri {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                    .replacingOccurrences(of: server.uri(database: database), with: uri)
                path = TestForms.write(text, named: "clerk.form.json", in: TestForms.folder())
            }
            let form = try TeamSourceTests.open(path, cache: cache)
            cities = try #require(form.sources["cities"])
            spec = try #require(form.spec.sources.first?.postgres)
            feed = PostgresChangeFeed(spec: spec, keyColumn: "geonameid", columns: cities.columns)
        }

        func start() {
            feed.start(horizon: PostgresSources.horizon(of: spec), changed: { [self] batch in
                cities.apply(batch)
                appliedAt.withLock { $0 = Date() }
                changes.withLock { $0 += batch }
            }, status: { [self] line in status.withLock { $0.append(line) } })
        }

        func names(_ query: String) -> [String] {
            cities.suggestions(for: query, column: "name", limit: 10).map(\.text)
        }
    }

    static func server() throws -> (PostgresTestServer, String) {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        try server.sql(TeamSourceTests.cities, database: database)
        return (server, database)
    }

    @Test func aRowInsertedByAnotherConnectionArrivesThroughNotify() async throws {
        let (server, database) = try Self.server()
        let form = try OpenForm(server, database: database)
        defer { form.feed.stop() }
        form.start()
        try await waitUntil("the feed to follow the table") { form.status.withLock { $0.last == .some(nil) } }
        // The app installed the log and the trigger itself (it may: the owner).
        #expect(try server.sql("SELECT count(*) FROM pg_trigger WHERE tgname = 'typeahead_changed'", database: database) == "1")
        // Timed from the INSERT on the server (its clock, this machine's) to
        // the moment the source took the row, not to when this test looks.
        // Here every other suite loads the two cores (a CI run once took
        // 1.6 s; alone it takes 30-33 ms). The feed does not poll: while its
        // connection holds (its status said nothing but "following"), the
        // row comes through NOTIFY or not at all, so a loose bound still
        // proves the path. The window's second is proven end to end by the
        // GUI scenario team_live, which the app keys alone.
        let inserted = try #require(Double(try server.sql(
            "INSERT INTO cities VALUES (8, 'Zagreb', 'Croatia', 800000) RETURNING extract(epoch FROM clock_timestamp())",
            database: database).trimmingCharacters(in: .whitespacesAndNewlines)))
        try await waitUntil("Zagreb in the list") { form.names("za") == ["Zagreb"] }
        let applied = try #require(form.appliedAt.withLock { $0 }).timeIntervalSince1970
        #expect(applied > inserted)
        #expect(applied - inserted < 5 * Double(TestTimeScale.factor))
        #expect(form.status.withLock { $0 } == [nil], "one connection throughout: no catch-up on a reconnection")
        #expect(form.names("zagerb") == ["Zagreb"]) // a typo is forgiven as for the copy's rows
    }

    @Test func changesAndDeletionsArriveAsTheTableHasThem() async throws {
        let (server, database) = try Self.server()
        let form = try OpenForm(server, database: database)
        defer { form.feed.stop() }
        form.start()
        try await waitUntil("the feed to follow the table") { form.status.withLock { $0.last == .some(nil) } }
        try server.sql("""
            UPDATE cities SET name = 'Zürich City', population = NULL WHERE geonameid = 1;
            DELETE FROM cities WHERE geonameid = 2;
            UPDATE cities SET geonameid = 30 WHERE geonameid = 3;
            """, database: database)
        try await waitUntil("the three changes") { form.changes.withLock { $0.count } == 4 }
        #expect(form.names("zu") == ["Zürich City"])
        let zurich = try #require(form.cities.record(withKey: "1"))
        #expect(form.cities.value(of: zurich, column: "population") == "") // NULL, as the copy has it
        #expect(form.cities.record(withKey: "2") == nil)
        #expect(form.cities.record(withKey: "3") == nil) // its key changed
        #expect(form.cities.record(withKey: "30").map { form.cities.value(of: $0, column: "name") } == "São Paulo")
    }

    /// NOTIFY keeps nothing: what changed between the copy and the window,
    /// or while the server was down, comes from the log.
    @Test func changesMadeWhileNotListeningAreCaughtUpOn() async throws {
        let server = try PostgresTestServer()
        defer { server.remove() }
        try server.sql(TeamSourceTests.cities + PostgresChangeLog.installStatement(
            table: PostgresTableName("cities")!, keyColumn: "geonameid"))
        let form = try OpenForm(server, database: "postgres")
        defer { form.feed.stop() }
        // After the copy was taken, before the window listens.
        try server.sql("INSERT INTO cities VALUES (9, 'Zadar', 'Croatia', 75000)")
        form.start()
        try await waitUntil("Zadar, inserted before the feed started") { form.names("zad") == ["Zadar"] }
        server.stop(immediate: true)
        try await waitUntil("the feed to say the server is gone") { form.status.withLock { $0.last??.contains("cannot be reached") == true } }
        try server.start()
        try server.sql("INSERT INTO cities VALUES (10, 'Zaragoza', 'Spain', 670000)")
        try await waitUntil("Zaragoza, inserted as the feed reconnects") { form.names("zar") == ["Zaragoza"] }
        #expect(form.changes.withLock { $0.map(\.key) } == ["9", "10"]) // each once
    }

    @Test func aLoginThatMayNotInstallTheTriggerIsToldSo() async throws {
        let (server, database) = try Self.server()
        let clerk = "clerk_" + database.suffix(8)
        try server.sql("CREATE ROLE \(clerk) LOGIN PASSWORD 'clerk'; GRANT SELECT ON cities TO \(clerk)", database: database)
        let uri = "postgresql://\(clerk):clerk@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
        let form = try OpenForm(server, database: database, uri: uri)
        defer { form.feed.stop() }
        form.start()
        try await waitUntil("the feed to say why it cannot follow") { form.status.withLock { !$0.isEmpty } }
        #expect(form.status.withLock { $0.first } == "changes by others show after a restart: the server has no trigger for cities, and this login may not install it (see the README)")
    }

    /// The README's statement, run once by the table's owner, is all a clerk
    /// who may only read the table needs; whoever writes to the table needs
    /// no right on the log, and a login that may not read the table reads
    /// none of its changes.
    @Test func theReadmesStatementIsAllAnAdministratorRuns() async throws {
        let (server, database) = try Self.server()
        let suffix = database.suffix(8)
        let readme = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardized.path, encoding: .utf8)
        let statement = try #require(readme.components(separatedBy: "```sql\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(statement == PostgresChangeLog.installStatement(table: PostgresTableName("cities")!, keyColumn: "geonameid") + ";\n")
        try server.sql(statement + statement, database: database) // twice: the second changes nothing
        try server.sql("""
            CREATE ROLE clerk_\(suffix) LOGIN PASSWORD 'clerk'; GRANT SELECT ON cities TO clerk_\(suffix);
            CREATE ROLE writer_\(suffix) LOGIN PASSWORD 'writer'; GRANT INSERT ON cities TO writer_\(suffix);
            CREATE ROLE stranger_\(suffix) LOGIN PASSWORD 'stranger';
            """, database: database)
        let uri = "postgresql://clerk_\(suffix):clerk@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
        let form = try OpenForm(server, database: database, uri: uri)
        defer { form.feed.stop() }
        form.start()
        try await waitUntil("the clerk's feed to follow the table") { form.status.withLock { $0.last == .some(nil) } }
        try PostgresTestServer.run("/bin/bash", ["-c", """
            PGPASSWORD=writer psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p \(server.port) -U writer_\(suffix) -d \(database) \
                -c "INSERT INTO cities VALUES (11, 'Zadar', 'Croatia', 75000)"
            """])
        try await waitUntil("Zadar, inserted by a writer with no right on the log") { form.names("zad") == ["Zadar"] }
        let seen = try PostgresTestServer.run("/bin/bash", ["-c", """
            PGPASSWORD=stranger psql -X -qAt -h 127.0.0.1 -p \(server.port) -U stranger_\(suffix) -d \(database) \
                -c "SELECT count(*) FROM typeahead_changes_since('cities', '0')"
            """])
        #expect(seen.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(try server.sql("SELECT count(*) FROM typeahead_changes", database: database) == "1")
    }

    /// The trigger never fails a write to the table: a row without a key
    /// (or whose key column was renamed since) is written, and not logged.
    @Test func aRowWithoutAKeyIsWrittenAndNotLogged() throws {
        let (server, database) = try Self.server()
        try server.sql("CREATE TABLE codes (code text UNIQUE, name text);"
            + PostgresChangeLog.installStatement(table: PostgresTableName("codes")!, keyColumn: "code"), database: database)
        try server.sql("""
            INSERT INTO codes VALUES (NULL, 'nameless'), ('b', 'Bern');
            UPDATE codes SET name = 'still nameless' WHERE code IS NULL;
            UPDATE codes SET code = NULL WHERE code = 'b';
            DELETE FROM codes;
            """, database: database)
        // Bern inserted, then its key taken away: logged as gone, and nothing else.
        #expect(try server.sql("SELECT string_agg(key || ':' || deleted, ',' ORDER BY seq) FROM typeahead_changes", database: database)
            == "b:false,b:true")
    }
}

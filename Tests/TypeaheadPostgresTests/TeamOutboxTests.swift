import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadPostgres
@testable import TypeaheadStorage

/// Entries sent to a real PostgreSQL 15 through the outbox: in order,
/// exactly once through crashes, cuts and a stopped server, values bound
/// and the password never shown.
@Suite("Team mode: the outbox and the server", .serialized, .timeLimit(minutes: 5), .hangWatchdog)
struct TeamOutboxTests {
    /// A journal in a new folder, and a writer that appends to it as the window does.
    struct Clerk {
        let writer: SubmissionWriter
        let outbox: Outbox

        init(name: String = "Ana", folder: URL = TestForms.folder()) {
            let journal = folder.appendingPathComponent("outbox.jsonl").path
            writer = SubmissionWriter(destination: .file(journal), enteredBy: name)
            outbox = Outbox(journal: journal)
        }

        func save(_ name: String) throws {
            try writer.append(Submission(submitted: Date(), values: [("name", name)], records: []))
        }
    }

    static func spec(_ server: PostgresTestServer, database: String, table: String = "entries",
                     sslmode: String = "disable") throws -> TeamEntriesSpec {
        TeamEntriesSpec(address: try PostgresAddress.parse(server.uri(database: database, sslmode: sslmode), environment: [:]),
                        table: PostgresTableName(table)!)
    }

    static func relay(_ clerk: Clerk, _ server: any EntryServer) -> OutboxRelay {
        OutboxRelay(outbox: clerk.outbox, server: server, enteredBy: "Ana", report: { _ in })
    }

    @Test func savedEntriesArriveInOrderOnceAndLeaveTheOutbox() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let clerk = Clerk()
        for name in ["Ada", "Grace", "Edsger"] { try clerk.save(name) }
        #expect(clerk.outbox.waitingCount() == 3)
        let entries = PostgresEntryServer(spec: try Self.spec(server, database: database))
        let status = await Self.relay(clerk, entries).sendWaiting()
        #expect(status == OutboxStatus(waiting: 0))
        #expect(clerk.outbox.waitingCount() == 0)
        #expect(try server.sql("SELECT entry->'values'->>'name' FROM entries ORDER BY seq", database: database) == "Ada\nGrace\nEdsger")
        #expect(try server.sql("SELECT DISTINCT entered_by FROM entries", database: database) == "Ana")
        // Sent again (the marker lost): still once each.
        try FileManager.default.removeItem(atPath: clerk.outbox.marker)
        #expect(clerk.outbox.waitingCount() == 3)
        _ = await Self.relay(clerk, entries).sendWaiting()
        #expect(try server.sql("SELECT count(*) FROM entries", database: database) == "3")
        await entries.close()
    }

    /// The server committed, then the app died before moving the marker.
    struct CrashAfterCommit: EntryServer {
        let server: PostgresEntryServer
        func store(_ rows: [TeamEntryRow]) async throws {
            try await server.store(rows)
            throw TeamServerError("killed after the commit")
        }
    }

    @Test func aCrashBetweenTheCommitAndTheMarkerStoresNothingTwice() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let clerk = Clerk()
        try clerk.save("Ada")
        let entries = PostgresEntryServer(spec: try Self.spec(server, database: database))
        let crashed = await Self.relay(clerk, CrashAfterCommit(server: entries)).sendWaiting()
        #expect(crashed.waiting == 1)
        #expect(crashed.problem == "killed after the commit")
        try clerk.save("Grace")
        let restarted = await Self.relay(clerk, entries).sendWaiting()
        #expect(restarted == OutboxStatus(waiting: 0))
        #expect(try server.sql("SELECT entry->'values'->>'name' FROM entries ORDER BY seq", database: database) == "Ada\nGrace")
        await entries.close()
    }

    @Test func aLineCutShortWaitsForItsEnd() async throws {
        let clerk = Clerk()
        try clerk.save("Ada")
        let handle = try #require(FileHandle(forWritingAtPath: clerk.outbox.journal))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"id":"0190"#.utf8))
        try handle.close()
        #expect(try clerk.outbox.waiting().map(\.text).count == 1)
    }

    @Test func aStoppedServerQueuesEntriesAndTheyGoOnceWhenItIsBack() async throws {
        let server = try PostgresTestServer()
        defer { server.remove() }
        let clerk = Clerk()
        let entries = PostgresEntryServer(spec: try Self.spec(server, database: "postgres"))
        try clerk.save("Ada")
        #expect(await Self.relay(clerk, entries).sendWaiting() == OutboxStatus(waiting: 0))
        server.stop(immediate: true)
        try clerk.save("Grace")
        try clerk.save("Edsger")
        let down = await Self.relay(clerk, entries).sendWaiting()
        #expect(down.waiting == 2)
        let problem = try #require(down.problem)
        #expect(problem.contains("127.0.0.1:\(server.port)"))
        #expect(!problem.contains(PostgresTestServer.password))
        try server.start()
        #expect(await Self.relay(clerk, entries).sendWaiting() == OutboxStatus(waiting: 0))
        #expect(try server.sql("SELECT entry->'values'->>'name' FROM entries ORDER BY seq") == "Ada\nGrace\nEdsger")
        await entries.close()
    }

    @Test func theRunningRelaySendsWithinSecondsOfTheServersReturn() async throws {
        let server = try PostgresTestServer()
        defer { server.remove() }
        server.stop(immediate: true)
        let clerk = Clerk()
        let entries = PostgresEntryServer(spec: try Self.spec(server, database: "postgres"))
        let statuses = Locked<[OutboxStatus]>([])
        let relay = OutboxRelay(outbox: clerk.outbox, server: entries, enteredBy: "Ana",
                                report: { status in statuses.withLock { $0.append(status) } })
        relay.start()
        for name in ["Ada", "Grace", "Edsger"] {
            try clerk.save(name)
            relay.poke()
        }
        try await waitUntil("the relay to say three wait, and why", within: .seconds(10)) {
            statuses.withLock { $0.last?.waiting == 3 && $0.last?.problem != nil }
        }
        try server.start()
        let back = ContinuousClock.now
        try await waitUntil("the relay to say none wait", within: .seconds(10)) {
            statuses.withLock { $0.last == OutboxStatus(waiting: 0) }
        }
        #expect(ContinuousClock.now - back < .seconds(10))
        await relay.stop()
        #expect(try server.sql("SELECT count(*) FROM entries") == "3")
        await entries.close()
    }

    @Test func valuesAreBoundNeverSpliced() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let clerk = Clerk(name: "O'Brien\"); DROP TABLE entries; --")
        let hostile = "'); DROP TABLE entries; --"
        try clerk.save(hostile)
        let entries = PostgresEntryServer(spec: try Self.spec(server, database: database, table: "order"))
        #expect(await Self.relay(clerk, entries).sendWaiting() == OutboxStatus(waiting: 0))
        #expect(try server.sql(#"SELECT entry->'values'->>'name' FROM "order""#, database: database) == hostile)
        #expect(try server.sql(#"SELECT entered_by FROM "order""#, database: database) == "O'Brien\"); DROP TABLE entries; --")
        await entries.close()
    }

    @Test func aWrongPasswordIsToldWithoutIt() async throws {
        let server = PostgresTestServer.shared
        let clerk = Clerk()
        try clerk.save("Ada")
        var spec = try Self.spec(server, database: "postgres")
        spec.address.password = "not-the-Password-42"
        let entries = PostgresEntryServer(spec: spec, environment: [:])
        let status = await Self.relay(clerk, entries).sendWaiting()
        #expect(status.waiting == 1)
        let problem = try #require(status.problem)
        #expect(problem.contains("password authentication failed"))
        #expect(!problem.contains("not-the-Password-42"))
    }

    /// As an administrator sets it up: the table made by the SQL that
    /// docs/FORMS.md gives, for a clerk who may only read and add rows.
    @Test func aClerkWhoMayOnlyReadAndInsertSendsToTheTableAnAdministratorMade() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let role = "clerk_" + database.suffix(8)
        let forms = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/FORMS.md").standardized.path, encoding: .utf8)
        let block = try #require(forms.components(separatedBy: "```sql\n").dropFirst().first?.components(separatedBy: "```").first)
        try server.sql("CREATE ROLE \(role) LOGIN PASSWORD 'clerk'", database: database)
        try server.sql(block.replacingOccurrences(of: "TO clerks;", with: "TO \(role);"), database: database)
        var spec = try Self.spec(server, database: database)
        spec.address.user = role
        spec.address.password = "clerk"
        let clerk = Clerk()
        try clerk.save("Ada")
        let asClerk = PostgresEntryServer(spec: spec)
        let status = await Self.relay(clerk, asClerk).sendWaiting()
        #expect(status == OutboxStatus(waiting: 0))
        #expect(try server.sql("SELECT entry->'values'->>'name' FROM entries", database: database) == "Ada")
        await asClerk.close()
    }

    @Test func twoClerksSavingAtOnceLeaveEveryEntryOnce() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let spec = try Self.spec(server, database: database)
        let clerks = [Clerk(name: "Ana"), Clerk(name: "Ben")]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for clerk in clerks {
                group.addTask {
                    let entries = PostgresEntryServer(spec: spec)
                    let relay = Self.relay(clerk, entries)
                    for index in 0..<100 {
                        try clerk.save("entry \(index)")
                        if index % 7 == 0 { _ = await relay.sendWaiting() }
                    }
                    #expect(await relay.sendWaiting() == OutboxStatus(waiting: 0))
                    await entries.close()
                }
            }
            try await group.waitForAll()
        }
        #expect(try server.sql("SELECT count(*), count(DISTINCT id) FROM entries", database: database) == "200|200")
    }

    @Test func tlsIsUsedWhenRequiredAndTheCertificateChecked() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let clerk = Clerk()
        try clerk.save("Ada")
        var spec = try Self.spec(server, database: database, sslmode: "verify-full")
        spec.address.sslRootCertificate = server.certificate
        let verified = PostgresEntryServer(spec: spec)
        #expect(await Self.relay(clerk, verified).sendWaiting() == OutboxStatus(waiting: 0))
        #expect(try server.sql("SELECT bool_and(ssl) FROM pg_stat_ssl JOIN pg_stat_activity USING (pid) WHERE datname = '\(database)'") == "t")
        await verified.close()
        // A CA that did not sign the server's certificate is refused.
        let other = TestForms.folder().appendingPathComponent("other.crt").path
        try PostgresTestServer.run("/usr/bin/openssl", ["req", "-new", "-x509", "-days", "1", "-nodes", "-subj", "/CN=other",
                                                        "-keyout", other + ".key", "-out", other])
        spec.address.sslRootCertificate = other
        try clerk.save("Grace")
        let refused = await Self.relay(clerk, PostgresEntryServer(spec: spec)).sendWaiting()
        #expect(refused.waiting == 1)
        #expect(refused.problem?.contains("TLS") == true)
    }
}

import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadPostgres
@testable import TypeaheadStorage

/// The team's entries as the entries view lists them: the server's rows,
/// each once, then what this window has not sent yet; read from a real
/// PostgreSQL 15 where the server is in the test.
@Suite("Team mode: the team's entries in the entries view", .serialized, .timeLimit(minutes: 5), .hangWatchdog)
struct TeamEntriesMirrorTests {
    typealias Clerk = TeamOutboxTests.Clerk

    /// Where a clerk's copy of the team's entries is kept in these tests: beside the journal.
    static func copy(of clerk: Clerk) -> String {
        clerk.outbox.journal + ".team.jsonl"
    }

    static func names(in path: String, columns: [String] = ["name"]) throws -> [String] {
        let table = try EntryTable.read(path: path, columns: [EntryTable.enteredByColumn] + columns)
        return try table.rows(in: .saved(newestFirst: false)).map { row in
            let entry = try table.entry(at: Int(row))
            return "\(entry.enteredBy ?? "?"): \(entry.text(of: "name") ?? "?")"
        }
    }

    @Test func unsentEntriesAreListedAtOnceAndOnceTheServerHasThem() throws {
        let ana = Clerk(name: "Ana")
        try ana.save("Ada")
        let mirror = try #require(TeamEntriesMirror(outbox: ana.outbox, path: Self.copy(of: ana)))
        #expect(try mirror.update())
        #expect(try Self.names(in: mirror.path) == ["Ana: Ada"])
        // The server has Ada (sent by this window) and Ben's Bob; the marker has not moved yet.
        let lines = try String(contentsOfFile: ana.outbox.journal, encoding: .utf8).split(separator: "\n").map(String.init)
        let bob = SubmissionWriter(destination: .file("/dev/null"), enteredBy: "Ben")
            .line(of: Submission(submitted: Date(), values: [("name", "Bob")], records: []))
        let server = [TeamServerEntry(id: TeamEntriesMirror.id(of: lines[0])!, line: lines[0]),
                      TeamServerEntry(id: TeamEntriesMirror.id(of: bob)!, line: bob)]
        #expect(try mirror.update(serverEntries: server, horizon: 7))
        #expect(try Self.names(in: mirror.path) == ["Ana: Ada", "Ben: Bob"])
        // Read again past the horizon: nothing twice.
        #expect(try !mirror.update(serverEntries: server, horizon: 7))
        try ana.save("Cy")
        #expect(try mirror.update())
        #expect(try Self.names(in: mirror.path) == ["Ana: Ada", "Ben: Bob", "Ana: Cy"])
        #expect(mirror.horizon == 7)
    }

    @Test func theNextWindowGoesOnFromTheHorizonAndALostStateReadsAgainWithNothingTwice() throws {
        let ana = Clerk(name: "Ana")
        try ana.save("Ada")
        let line = try String(contentsOfFile: ana.outbox.journal, encoding: .utf8).trimmingCharacters(in: .newlines)
        let onServer = [TeamServerEntry(id: TeamEntriesMirror.id(of: line)!, line: line)]
        let path = Self.copy(of: ana)
        do {
            let mirror = try #require(TeamEntriesMirror(outbox: ana.outbox, path: path))
            #expect(TeamEntriesMirror(outbox: ana.outbox, path: path) == nil) // one window keeps it
            try mirror.update(serverEntries: onServer, horizon: 41)
        }
        // Sent since: the line stays listed, from the file.
        try ana.outbox.markSent(through: Int64(line.utf8.count + 1))
        do {
            let next = try #require(TeamEntriesMirror(outbox: ana.outbox, path: path))
            #expect(next.horizon == 41)
            #expect(try !next.update(serverEntries: onServer, horizon: 42))
            #expect(try Self.names(in: path) == ["Ana: Ada"])
        }
        // A crash cut a line short, and the state is lost.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"id": "0190"#.utf8))
        try handle.close()
        try "not a state".write(toFile: path + ".state", atomically: true, encoding: .utf8)
        let fresh = try #require(TeamEntriesMirror(outbox: ana.outbox, path: path))
        #expect(fresh.horizon == nil) // the server is read from the start again
        #expect(try !fresh.update(serverEntries: onServer, horizon: 43))
        #expect(try Self.names(in: path) == ["Ana: Ada"])
        #expect(TeamMode.teamEntries(forJournal: "/s/typeahead/outbox/f.form.json-1a.jsonl", environment: ["XDG_CACHE_HOME": "/c"])
            == "/c/typeahead/team/f.form.json-1a.jsonl")
    }

    /// Two clerks save at once; each one's list ends with all 40 entries,
    /// each once, and who entered it.
    @Test func eachClerkListsTheTeamsEntriesOnce() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let spec = try TeamOutboxTests.spec(server, database: database)
        let clerks = [Clerk(name: "Ana"), Clerk(name: "Ben")]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for clerk in clerks {
                group.addTask {
                    let entries = PostgresEntryServer(spec: spec)
                    let relay = OutboxRelay(outbox: clerk.outbox, server: entries, enteredBy: "x", report: { _ in })
                    let mirror = try #require(TeamEntriesMirror(outbox: clerk.outbox, path: Self.copy(of: clerk)))
                    for index in 0..<20 {
                        try clerk.save("entry \(index)")
                        _ = await relay.sendWaiting()
                        let read = try await entries.entries(since: mirror.horizon)
                        try mirror.update(serverEntries: read.entries, horizon: read.horizon)
                    }
                    for _ in 0..<400 {
                        let read = try await entries.entries(since: mirror.horizon)
                        try mirror.update(serverEntries: read.entries, horizon: read.horizon)
                        if try Self.names(in: mirror.path).count == 40 { break }
                        try await Task.sleep(for: .milliseconds(50))
                    }
                    let names = try Self.names(in: mirror.path)
                    #expect(Set(names).count == 40)
                    #expect(names.filter { $0.hasPrefix("Ana: ") }.count == 20 && names.filter { $0.hasPrefix("Ben: ") }.count == 20)
                    await entries.close()
                }
            }
            try await group.waitForAll()
        }
    }

    /// The relay and the reading of the team's entries share one server
    /// object: asked at once from a closed connection, both must wait for
    /// the one connection it opens (a second, dropped unclosed, crashed the app).
    @Test func sendingAndReadingAtOnceShareOneConnection() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let entries = PostgresEntryServer(spec: try TeamOutboxTests.spec(server, database: database))
        let clerk = Clerk(name: "Ana")
        try clerk.save("Ada")
        let relay = OutboxRelay(outbox: clerk.outbox, server: entries, enteredBy: "Ana", report: { _ in })
        async let sent = relay.sendWaiting()
        async let read = entries.entries(since: nil)
        #expect(await sent == OutboxStatus(waiting: 0))
        _ = try await read
        #expect(try await entries.entries(since: nil).entries.count == 1)
        await entries.close()
    }

    /// Issue 49.2: "Entered by" is the row's column, whoever wrote the row:
    /// one inserted by another tool, its entry without "enteredBy", lists it.
    @Test func aRowAnotherToolInsertedListsWhoEnteredItFromItsColumn() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let entries = PostgresEntryServer(spec: try TeamOutboxTests.spec(server, database: database))
        _ = try await entries.entries(since: nil) // the table is made
        _ = try server.sql("""
            INSERT INTO entries (id, submitted, entry, entered_by) VALUES ('019b76da-a800-7f2a-89a7-a6a36513270e', now(),
              '{"id": "019b76da-a800-7f2a-89a7-a6a36513270e", "submitted": "2026-01-01T10:00:00Z", "values": {"name": "Ada"}}', 'Carla')
            """, database: database)
        let read = try await entries.entries(since: nil)
        let line = try #require(read.entries.first?.line)
        let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(entry["enteredBy"] as? String == "Carla")
        await entries.close()
    }

    /// Issue 49.2: rows changed on the server are listed as changed: an
    /// UPDATE as a correction (with who entered it, from the column), a
    /// DELETE as a deletion, each once however often the server is read,
    /// and the same for a window that reads it all from the start.
    @Test func rowsUpdatedOrDeletedOnTheServerAreListedSo() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let entries = PostgresEntryServer(spec: try TeamOutboxTests.spec(server, database: database))
        do {
            try await Self.listChanges(from: entries, server: server, database: database)
        } catch {
            await entries.close() // a connection left open is a crash, not a failure
            throw error
        }
        await entries.close()
    }

    static func listChanges(from entries: PostgresEntryServer, server: PostgresTestServer, database: String) async throws {
        let ana = Clerk(name: "Ana")
        for name in ["Ada", "Bob", "Cy"] { try ana.save(name) }
        let relay = OutboxRelay(outbox: ana.outbox, server: entries, enteredBy: "Ana", report: { _ in })
        #expect(await relay.sendWaiting() == OutboxStatus(waiting: 0))
        let mirror = try #require(TeamEntriesMirror(outbox: ana.outbox, path: copy(of: ana)))
        func readServer(into mirror: TeamEntriesMirror) async throws {
            let read = try await entries.entries(since: mirror.horizon)
            #expect(read.followsChanges)
            try mirror.update(serverEntries: read.entries, horizon: read.horizon)
        }
        try await readServer(into: mirror)
        #expect(try Self.names(in: mirror.path) == ["Ana: Ada", "Ana: Bob", "Ana: Cy"])

        _ = try server.sql("""
            UPDATE entries SET entry = jsonb_set(entry, '{values,name}', '"Bea"'), entered_by = 'Carla'
              WHERE entry->'values'->>'name' = 'Bob';
            DELETE FROM entries WHERE entry->'values'->>'name' = 'Cy';
            """, database: database)
        try await readServer(into: mirror)
        #expect(try names(in: mirror.path) == ["Ana: Ada", "Carla: Bea"])
        let lines = try String(contentsOfFile: mirror.path, encoding: .utf8).split(separator: "\n").count
        #expect(lines == 5) // three saves, a correction, a deletion
        // Read again, and again past the horizon: nothing twice.
        try await readServer(into: mirror)
        try await readServer(into: mirror)
        #expect(try String(contentsOfFile: mirror.path, encoding: .utf8).split(separator: "\n").count == lines)

        // Another clerk's window, reading everything from the start (the
        // rows as they are now, then the changes), lists the same.
        let ben = Clerk(name: "Ben")
        let fresh = try #require(TeamEntriesMirror(outbox: ben.outbox, path: copy(of: ben)))
        try await readServer(into: fresh)
        #expect(try Self.names(in: fresh.path) == ["Ana: Ada", "Carla: Bea"])
    }

    /// A clerk who may only read and add rows cannot install the change
    /// log, and is told so (`followsChanges`); once an administrator runs
    /// the README's statement with the trigger docs/FORMS.md gives for the
    /// entries table, the clerk's list follows a DELETE on the server.
    @Test func aClerkWhoMayNotInstallTheLogFollowsOnceAnAdministratorHas() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let role = "clerk_" + database.suffix(8)
        func block(_ file: String, after marker: String = "```sql\n") throws -> String {
            let text = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../\(file)").standardized.path, encoding: .utf8)
            return try #require(text.components(separatedBy: marker).dropFirst().first?.components(separatedBy: "```").first)
        }
        try server.sql("CREATE ROLE \(role) LOGIN PASSWORD 'clerk'", database: database)
        try server.sql(try block("docs/FORMS.md").replacingOccurrences(of: "TO clerks;", with: "TO \(role);"), database: database)
        var spec = try TeamOutboxTests.spec(server, database: database)
        spec.address.user = role
        spec.address.password = "clerk"
        let clerk = Clerk(name: "Ana")
        try clerk.save("Ada")
        let asClerk = PostgresEntryServer(spec: spec)
        let before = try await asClerk.entries(since: nil)
        await asClerk.close()
        #expect(!before.followsChanges && before.entries.isEmpty)

        // The README's statement, its trigger the one FORMS.md gives for the entries table.
        let readme = try block("README.md")
        let trigger = try block("docs/FORMS.md", after: "```sql\n-- the entries table's changes\n")
        let lastStatement = try #require(readme.range(of: "  CREATE OR REPLACE TRIGGER"))
        try server.sql(String(readme[..<lastStatement.lowerBound]) + trigger + "END $typeahead$;", database: database)
        let again = PostgresEntryServer(spec: spec)
        do {
            _ = await TeamOutboxTests.relay(clerk, again).sendWaiting()
            let mirror = try #require(TeamEntriesMirror(outbox: clerk.outbox, path: Self.copy(of: clerk)))
            var read = try await again.entries(since: nil)
            #expect(read.followsChanges)
            try mirror.update(serverEntries: read.entries, horizon: read.horizon)
            #expect(try Self.names(in: mirror.path) == ["Ana: Ada"])
            try server.sql("DELETE FROM entries", database: database)
            read = try await again.entries(since: mirror.horizon)
            try mirror.update(serverEntries: read.entries, horizon: read.horizon)
            #expect(try Self.names(in: mirror.path).isEmpty)
        } catch {
            await again.close()
            throw error
        }
        await again.close()
    }
}

import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadPostgres
@testable import TypeaheadStorage

/// Verification in team mode (issue 52): Ana saves an entry; Bea, at
/// another machine, verifies it and finds one of Ana's values wrong. The
/// verification goes to a real PostgreSQL 15 like every line, and Ana's
/// list, read back from the server, shows it verified with its outcome;
/// the statistics of her copy count her error.
@Suite("Team mode: verifications", .serialized, .timeLimit(minutes: 5), .hangWatchdog)
struct TeamVerificationTests {
    typealias Clerk = TeamOutboxTests.Clerk

    @Test func aVerificationReachesTheServerAndEveryClerksList() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let spec = try TeamOutboxTests.spec(server, database: database)
        let ana = Clerk(name: "ana"), bea = Clerk(name: "bea")
        var first = Submission(submitted: Date(), values: [("name", "Ada"), ("age", "36")], records: [])
        first.keying = EntryKeying()
        first.keying?.keys = 25
        try ana.writer.append(first)
        let entries = PostgresEntryServer(spec: spec)
        _ = await OutboxRelay(outbox: ana.outbox, server: entries, enteredBy: "ana", report: { _ in }).sendWaiting()
        // Bea's copy of the team's entries holds Ana's line; she verifies it.
        let beaCopy = try #require(TeamEntriesMirror(outbox: bea.outbox, path: bea.outbox.journal + ".team.jsonl"))
        var read = try await entries.entries(since: nil)
        try beaCopy.update(serverEntries: read.entries, horizon: read.horizon)
        let table = try EntryTable.read(path: beaCopy.path, columns: ["name", "age", EntryTable.enteredByColumn])
        let target = VerificationTarget(try table.entry(at: 0))
        #expect(target.keyer == "ana" && target.keys == 25)
        var verification = Submission(supersedes: target.version, submitted: Date(), values: [("name", "Ada"), ("age", "63")], records: [])
        verification.verification = EntryVerification(keyer: target.keyer, keys: target.keys, outcomes: [("age", .keyer)])
        try bea.writer.append(verification)
        _ = await OutboxRelay(outbox: bea.outbox, server: entries, enteredBy: "bea", report: { _ in }).sendWaiting()
        // Ana's list, from the server.
        let anaCopy = try #require(TeamEntriesMirror(outbox: ana.outbox, path: ana.outbox.journal + ".team.jsonl"))
        read = try await entries.entries(since: nil)
        try anaCopy.update(serverEntries: read.entries, horizon: read.horizon)
        let listed = try EntryTable.read(path: anaCopy.path, columns: ["name", "age", EntryTable.enteredByColumn])
        #expect(listed.count == 1 && listed.isVerified(at: 0))
        let entry = try listed.entry(at: 0)
        #expect(entry.enteredBy == "bea" && entry.text(of: "age") == "63")
        #expect(entry.verification == EntryVerification(keyer: "ana", keys: 25, outcomes: [("age", .keyer)]))
        let statistics = try KeyerStatistics.read(path: anaCopy.path)
        #expect(statistics.rows.first { $0.keyer == "ana" }?.keyingErrors == 1)
        #expect(statistics.rows.first { $0.keyer == "bea" }?.verifications == 1)
        await entries.close()
    }
}

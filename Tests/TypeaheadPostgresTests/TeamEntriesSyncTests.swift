import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadPostgres
@testable import TypeaheadStorage

/// A window's entries and the team's server kept in step on a real
/// PostgreSQL 15, as the window sees it on the main thread: a line saved is
/// listed at once and sent on, others' entries come within the reading
/// interval, and a server that cannot be read is said once, not at every read.
@Suite("Team mode: the window's entries in step with the server", .serialized, .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct TeamEntriesSyncTests {
    typealias Clerk = TeamOutboxTests.Clerk

    /// A sync as the window makes it, reading often, with what it heard.
    @MainActor
    final class Window {
        let sync: TeamEntriesSync
        let warnings = Locked<[String]>([])
        var statuses: [OutboxStatus] = []
        /// What the list held each time the window was told it changed.
        var listedWhenTold: [[String]] = []

        init(_ clerk: Clerk, target: TeamEntriesSpec) {
            let warnings = warnings
            sync = TeamEntriesSync(target: target, journal: clerk.outbox.journal, teamEntries: TeamEntriesMirrorTests.copy(of: clerk),
                                   clerk: "Ana", readEvery: .milliseconds(50),
                                   warn: { message in warnings.withLock { $0.append(message) } })
            sync.statusChanged = { [unowned self] in statuses.append($0) }
            sync.entriesChanged = { [unowned self] in listedWhenTold.append((try? names()) ?? []) }
        }

        func names() throws -> [String] { try TeamEntriesMirrorTests.names(in: sync.entriesPath) }
    }

    @Test func aSavedEntryIsListedAtOnceSentOnAndOthersEntriesCome() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        let target = try TeamOutboxTests.spec(server, database: database)
        let ana = Clerk(name: "Ana")
        let window = Window(ana, target: target)
        try ana.save("Ada")
        window.sync.lineAppended() // as the writing queue calls it
        #expect(try window.names() == ["Ana: Ada"], "listed before the server has it (no reader yet)")
        window.sync.start()
        defer { window.sync.stop() }
        try await waitUntil("Ada sent") {
            (try? server.sql("SELECT entry->'values'->>'name' FROM entries", database: database)) == "Ada"
        }
        try await waitUntil("the outbox empty") { ana.outbox.waitingCount() == 0 }

        // Another clerk's entry reaches this window's list, and Ada stays listed once.
        let ben = Clerk(name: "Ben")
        try ben.save("Bob")
        let bens = PostgresEntryServer(spec: target)
        #expect(await OutboxRelay(outbox: ben.outbox, server: bens, enteredBy: "Ben", report: { _ in }).sendWaiting().waiting == 0)
        await bens.close()
        try await waitUntil("the window told of Bob") { window.listedWhenTold.last == ["Ana: Ada", "Ben: Bob"] }
        #expect(window.warnings.withLock { $0 }.isEmpty, "the owner may install the change log: nothing to say")
    }

    /// Every read fails while the server is down; the window's standard
    /// error hears it once, and the unsent entry waits, listed.
    @Test func aServerThatCannotBeReadIsSaidOnce() async throws {
        let server = try PostgresTestServer()
        defer { server.remove() }
        server.stop(immediate: true)
        let ana = Clerk(name: "Ana")
        let window = Window(ana, target: try TeamOutboxTests.spec(server, database: "postgres"))
        window.sync.start()
        defer { window.sync.stop() }
        try ana.save("Ada")
        window.sync.lineAppended()
        try await waitUntil("the failed read said") { !window.warnings.withLock { $0 }.isEmpty }
        try await waitUntil("the relay's status to say it waits") { window.statuses.last?.problem != nil }
        // A dozen more reads fail, and say nothing more.
        let readsBefore = window.sync.readsEnded.withLock { $0 }
        try await waitUntil("a dozen more reads") { window.sync.readsEnded.withLock { $0 } >= readsBefore + 12 }
        let warnings = window.warnings.withLock { $0 }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("the team's entries could not be read: ") == true)
        #expect(warnings.first?.contains("127.0.0.1:\(server.port)") == true)
        #expect(warnings.first?.contains(PostgresTestServer.password) == false)
        #expect(window.statuses.last?.waiting == 1)
        let listed = try window.names()
        #expect(listed == ["Ana: Ada"], "\(listed)")
    }
}

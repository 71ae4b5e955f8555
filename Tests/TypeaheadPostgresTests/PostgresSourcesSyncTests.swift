import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadPostgres
@testable import TypeaheadStorage

/// A window's PostgreSQL sources kept in step with their tables on a real
/// PostgreSQL 15, as the window hears it on the main thread: a row inserted
/// on the server is in the source before the window is told its source's
/// name, and a server that cannot be reached makes the source out of date,
/// with why.
@Suite("Team mode: the window's sources in step with their tables", .serialized, .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct PostgresSourcesSyncTests {
    /// A form on the cities table, and what its sync told the window.
    @MainActor
    final class Window {
        let form: LoadedForm
        let sync: PostgresSourcesSync
        var changedSources: [String] = []
        var lines: [String?] = []

        init(_ server: PostgresTestServer, database: String) throws {
            let cache = TestForms.folder()
            form = try TeamSourceTests.open(TeamSourceTests.form(server, database: database, cache: cache), cache: cache)
            sync = PostgresSourcesSync(form: form)
            sync.sourceChanged = { [unowned self] in changedSources.append($0) }
            sync.freshnessChanged = { [unowned self] in lines.append($0.line) }
        }

        func names(_ query: String) throws -> [String] {
            try #require(form.sources["cities"]).suggestions(for: query, column: "name", limit: 10).map(\.text)
        }
    }

    @Test func aRowInsertedOnTheServerIsInTheSourceWhenTheWindowHearsOfIt() async throws {
        let (server, database) = try TeamLiveTests.server()
        let window = try Window(server, database: database)
        window.sync.start()
        defer { window.sync.stop() }
        // Installed by the feed; the feed may not listen yet, but it reads
        // the log from the copy's horizon (taken at opening), so a row
        // inserted from now on reaches it either way.
        try await waitUntil("the trigger installed") {
            try server.sql("SELECT count(*) FROM pg_trigger WHERE tgname = 'typeahead_changed'", database: database) == "1"
        }
        #expect(try window.names("zag").isEmpty)
        var namesWhenTold: [String] = []
        window.sync.sourceChanged = { [unowned window] source in
            window.changedSources.append(source)
            namesWhenTold = (try? window.names("zag")) ?? []
        }
        try server.sql("INSERT INTO cities VALUES (8, 'Zagreb', 'Croatia', 800000)", database: database)
        try await waitUntil("the window told") { !window.changedSources.isEmpty }
        #expect(window.changedSources == ["cities"])
        #expect(namesWhenTold == ["Zagreb"], "the source took the row before the window heard of it")
        #expect(window.sync.freshness.line == nil)
        #expect(window.lines.isEmpty, "every source current throughout")
    }

    /// The copy cannot be brought up to date nor the feed follow: the line
    /// under the form names the source and says why, without the password.
    @Test func aServerThatCannotBeReachedMakesTheSourceOutOfDate() async throws {
        let server = try PostgresTestServer()
        defer { server.remove() }
        try server.sql(TeamSourceTests.cities)
        let window = try Window(server, database: "postgres")
        server.stop(immediate: true)
        window.sync.start()
        defer { window.sync.stop() }
        try await waitUntil("the source out of date") { window.sync.freshness.line != nil }
        let line = try #require(window.sync.freshness.line)
        #expect(line.hasPrefix("Suggestions from cities may be out of date · "))
        #expect(line.contains("127.0.0.1:\(server.port)"))
        #expect(!line.contains(PostgresTestServer.password))
        #expect(window.lines.last == .some(line))
        #expect(try window.names("zu") == ["Zürich", "Zug"], "the copy still answers")
    }
}

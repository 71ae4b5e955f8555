import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadPostgres
@testable import TypeaheadStorage

/// A source that is a table on a real PostgreSQL 15: its local copy is
/// fetched when the form first opens, matched as a file is (typos and
/// accents too), kept for when the server is down, and a newer one is
/// fetched behind the window for the next start.
@Suite("Team mode: sources on PostgreSQL", .serialized, .timeLimit(minutes: 5), .hangWatchdog)
struct TeamSourceTests {
    static let cities = """
        CREATE TABLE cities (geonameid integer PRIMARY KEY, name text NOT NULL, country text, population bigint);
        INSERT INTO cities VALUES (1, 'Zürich', 'Switzerland', 400000), (2, 'Zug', 'Switzerland', 30000),
            (3, 'São Paulo', 'Brazil', 12000000), (4, 'Springfield', NULL, 160000), (5, 'Sao Tome', 'São Tomé', 70000),
            (7, 'Spring "Creek", Lower' || chr(10) || 'Falls', 'Nowhere', 10);
        """

    /// A form of one field from the table, its copy under a cache folder of the test's own.
    static func form(_ server: PostgresTestServer, database: String, cache: URL) -> String {
        let folder = TestForms.folder()
        return TestForms.write("""
            {
              "title": "Team",
              "sources": {
                "cities": { "postgres": "\(server.uri(database: database))", "table": "cities",
                            "key": "geonameid", "weight": "population", "detail": "{country}" }
              },
              "fields": [{"id": "city", "label": "City", "source": "cities", "column": "name", "strict": true}]
            }
            """, named: "team.form.json", in: folder)
    }

    static func open(_ path: String, cache: URL) throws -> LoadedForm {
        try FormFileReader.$givenEnvironment.withValue(["XDG_CACHE_HOME": cache.path]) {
            try PostgresSources.prepareCopies(forForm: path)
            return try LoadedForm.load(formPath: path)
        }
    }

    @Test func aTableIsCopiedAndMatchedAsAFileIs() throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        try server.sql(Self.cities, database: database)
        let cache = TestForms.folder()
        let form = try Self.open(Self.form(server, database: database, cache: cache), cache: cache)
        let cities = try #require(form.sources["cities"])
        cities.buildIndex(for: "name")
        // Accents folded, ranked by population, the detail from the row.
        #expect(cities.suggestions(for: "sao", column: "name", limit: 5).map(\.text) == ["São Paulo", "Sao Tome"])
        #expect(cities.suggestions(for: "zur", column: "name", limit: 5).map(\.text) == ["Zürich"])
        // A typo is forgiven as in a file.
        #expect(cities.suggestions(for: "zurihc", column: "name", limit: 5).map(\.text).contains("Zürich"))
        // A comma, quotes and a newline in a value arrive as they are.
        #expect(cities.suggestions(for: "spring", column: "name", limit: 5).map(\.text)
            == ["Springfield", "Spring \"Creek\", Lower\nFalls"])
        #expect(FileManager.default.fileExists(atPath: cache.path + "/typeahead/postgres"))
    }

    @Test func withTheServerDownTheLastCopyServes() throws {
        let server = try PostgresTestServer()
        defer { server.remove() }
        try server.sql(Self.cities)
        let cache = TestForms.folder()
        let path = Self.form(server, database: "postgres", cache: cache)
        _ = try Self.open(path, cache: cache)
        server.stop(immediate: true)
        let form = try Self.open(path, cache: cache)
        let cities = try #require(form.sources["cities"])
        cities.buildIndex(for: "name")
        #expect(cities.suggestions(for: "zu", column: "name", limit: 5).map(\.text) == ["Zürich", "Zug"])
    }

    @Test func withNoCopyAndNoServerTheFormIsRefusedAtTheSource() throws {
        let server = try PostgresTestServer()
        let path = Self.form(server, database: "postgres", cache: TestForms.folder())
        server.remove()
        #expect {
            try Self.open(path, cache: TestForms.folder())
        } throws: { error in
            let error = error as! LoadError
            return error.line == 4 && error.message.contains("source 'cities' has no copy of its table yet")
                && error.message.contains("cannot be reached") && !error.description.contains(PostgresTestServer.password)
        }
    }

    @Test func aNewerCopyIsFetchedBehindTheWindowAndTakenAtTheNextStart() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        try server.sql(Self.cities, database: database)
        let cache = TestForms.folder()
        let path = Self.form(server, database: database, cache: cache)
        _ = try Self.open(path, cache: cache)
        try server.sql("INSERT INTO cities VALUES (6, 'Zurzach', 'Switzerland', 4000)", database: database)
        let source = try #require(FormFileReader.$givenEnvironment.withValue(["XDG_CACHE_HOME": cache.path]) {
            PostgresSources.of(formPath: path).first?.postgres
        })
        try await PostgresSourceCopier.refresh(source, into: source.copy + ".next")
        // No change, no fetch: the fingerprint stays while the table does.
        let before = try await PostgresSourceCopier.fingerprint(of: source)
        #expect(before != nil)
        #expect(try await PostgresSourceCopier.fingerprint(of: source) == before)
        try server.sql("UPDATE cities SET population = population + 1 WHERE geonameid = 6", database: database)
        #expect(try await PostgresSourceCopier.fingerprint(of: source) != before)
        let form = try Self.open(path, cache: cache)
        let cities = try #require(form.sources["cities"])
        cities.buildIndex(for: "name")
        #expect(cities.suggestions(for: "zur", column: "name", limit: 5).map(\.text) == ["Zürich", "Zurzach"])
    }
}

import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadServices
@testable import TypeaheadStorage

/// A large data file opens from its header alone: its rows are read, and
/// its errors found, on the background thread that indexes it, the focused
/// field's column first.
@Suite("Deferred loading", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct DeferredLoadingTests {
    static let places = """
        id\tname\tcountry\tpopulation
        1\tZürich\tSwitzerland\t400000
        2\tZug\tSwitzerland\t30000
        3\tYork\tUnited Kingdom\t200000

        """

    @Test func aLargeFileOpensFromItsHeaderAndIsReadWhenFirstIndexed() throws {
        let path = TestForms.write(Self.places, named: "places.tsv", in: TestForms.folder())
        let form = try LoadedForm.load(dataPath: path, deferringFrom: 0)
        let source = try #require(form.sources["places"])
        #expect(form.spec.fields.map(\.id) == ["id", "name", "country", "population"])
        #expect(!source.load.isFinished)
        #expect(!source.isIndexed("name"))
        source.buildIndex(for: "name")
        #expect(source.load.isFinished)
        #expect(source.isIndexed("name"))
        #expect(source.suggestions(for: "zu", column: "name", limit: 5).map(\.text) == ["Zug", "Zürich"]) // no weight: the shorter first
    }

    @Test func aSmallFileOrAnUnwantedDeferralIsReadAtOnce() throws {
        let path = TestForms.write(Self.places, named: "places.tsv", in: TestForms.folder())
        let now = try #require(try LoadedForm.load(dataPath: path).sources["places"])
        #expect(now.load.isFinished)
        let small = try #require(try LoadedForm.load(dataPath: path, deferringFrom: DataFileLoader.deferredFileSize).sources["places"])
        #expect(small.load.isFinished)
    }

    @Test func aMalformedRowFoundInTheBackgroundSaysWhereAsAtStart() throws {
        let text = Self.places + "4\tBern\n"
        let path = TestForms.write(text, named: "places.tsv", in: TestForms.folder())
        var atStart: LoadError?
        do { _ = try LoadedForm.load(dataPath: path) } catch { atStart = error }
        let form = try LoadedForm.load(dataPath: path, deferringFrom: 0)
        let source = try #require(form.sources["places"])
        let error = try #require(source.readTable())
        #expect(error == atStart)
        #expect(error.description == "\(path):5:1: row has 2 fields, but the header has 4")
        // Its fields never become ready, so no key acts on a file half read.
        source.buildIndexes()
        #expect(!source.isIndexed("name"))
        #expect(!LocalMatcher(sources: form.sources).isReady(for: form.spec.fields[1]))
        #expect(source.suggestions(for: "zu", column: "name", limit: 5).isEmpty)
    }

    @Test func aHeaderErrorStillEndsTheOpening() {
        let path = TestForms.write("id\tid\n1\t2\n", named: "twice.tsv", in: TestForms.folder())
        #expect(throws: LoadError.self) { try LoadedForm.load(dataPath: path, deferringFrom: 0) }
    }

    @Test func aFormChecksItsColumnsAgainstTheHeaderAlone() {
        let folder = TestForms.folder()
        _ = TestForms.write(Self.places, named: "places.tsv", in: folder)
        let path = TestForms.write("""
            {"title": "T", "sources": {"p": {"file": "places.tsv"}},
             "fields": [{"id": "city", "source": "p", "column": "town"}]}
            """, named: "t.form.json", in: folder)
        #expect(throws: LoadError.self) { try LoadedForm.load(formPath: path, deferringFrom: 0) }
    }

    @Test func theBackgroundTellsALoadErrorOnceAndBuildsNothingOfThatFile() async throws {
        let path = TestForms.write(Self.places + "4\tBern\n", named: "places.tsv", in: TestForms.folder())
        let form = try LoadedForm.load(dataPath: path, deferringFrom: 0)
        let matcher = LocalMatcher(sources: form.sources)
        var built: [IndexBuildOrder.Column] = []
        matcher.onIndexBuilt = { built.append($0) }
        let error: LoadError = try await awaitCallback("the background's load error") { told in
            matcher.onLoadFailed = { told($0) }
            matcher.buildIndexes(first: [(source: "places", column: "name")])
        }
        #expect(error.line == 5)
        #expect(built.isEmpty)
        #expect(matcher.order.remaining.isEmpty)
    }

    @Test func aLoadErrorFoundBeforeTheWindowListensIsToldWhenItDoes() async throws {
        let path = TestForms.write(Self.places + "4\tBern\n", named: "places.tsv", in: TestForms.folder())
        let form = try LoadedForm.load(dataPath: path, deferringFrom: 0)
        let matcher = LocalMatcher(sources: form.sources)
        matcher.buildIndexes(first: [(source: "places", column: "name")])
        // The reading starts before the window exists, and may fail first.
        try await waitUntil("the background to find the malformed row") { !matcher.untoldFailures.isEmpty }
        var told: [LoadError] = []
        try await awaitCallback("the error found before anyone listened") { done in
            matcher.onLoadFailed = { error in
                told.append(error)
                done(())
            }
        }
        #expect(told.map(\.line) == [5])
    }

    @Test func theFocusedFieldsColumnIsBuiltFirst() async throws {
        let path = TestForms.write(Self.places, named: "places.tsv", in: TestForms.folder())
        let form = try LoadedForm.load(dataPath: path, deferringFrom: 0)
        let matcher = LocalMatcher(sources: form.sources)
        var built: [String] = []
        try await awaitCallback("all four columns to be built") { done in
            matcher.onIndexBuilt = { column in
                built.append(column.column)
                if built.count == 4 { done(()) }
            }
            // The third field has the focus (a restored draft's, say).
            matcher.buildIndexes(first: [(source: "places", column: "country")])
        }
        #expect(built == ["country", "id", "name", "population"])
    }

    @Test func aColumnAKeyWaitsForIsBuiltNext() throws {
        let path = TestForms.write(Self.places, named: "places.tsv", in: TestForms.folder())
        let form = try LoadedForm.load(dataPath: path, deferringFrom: 0)
        let matcher = LocalMatcher(sources: form.sources)
        let columns = ["id", "name", "country", "population"].map { IndexBuildOrder.Column(source: "places", column: $0) }
        matcher.order.append(columns)
        #expect(!matcher.isReady(for: form.spec.fields[3]))
        #expect(matcher.order.remaining.map(\.column) == ["population", "id", "name", "country"])
        #expect(matcher.order.next()?.column == "population")
    }

    /// The places read behind the window, with a cache, as `LocalMatcher`
    /// sets a source up (indexes stored after the first answer).
    static func deferredPlaces(tableStoredWhileFoldingFrom size: Int64) throws -> (DataSource, IndexCache) {
        let folder = TestForms.folder()
        let path = TestForms.write(places, named: "places.tsv", in: folder)
        let cache = IndexCache(folder: folder.path + "/cache", minimumFileSize: 0, storesInBackground: false)
        let table = try DataFileLoader.open(path: path, deferringFrom: 0, cache: cache)
        let source = DataSource(name: "places", load: table, keyColumn: "id", weightColumn: "population", detail: nil,
                                searchColumns: ["name"], cache: cache, tableStoredWhileFoldingFrom: size)
        source.storeIndexesLater()
        return (source, cache)
    }

    /// A large table is stored and mapped while its first index folds the
    /// values (its parsed copy goes before the larger parts are built); the
    /// index is stored after the first answer, which must not wait for it.
    @Test func aLargeTableIsStoredWhileIndexingAndItsIndexAfterAnswering() throws {
        let (source, cache) = try Self.deferredPlaces(tableStoredWhileFoldingFrom: 0)
        source.buildIndex(for: "name")
        let answer = source.suggestions(for: "zu", column: "name", limit: 5).map(\.key)
        #expect(cache.counts == IndexCache.Counts(tablesRead: 1, tablesWritten: 1))
        #expect(source.table.isMapped) // the parsed copy gave way during the build
        source.storeBuiltIndexes() // with the key index (the source is keyed by id)
        #expect(cache.counts == IndexCache.Counts(tablesRead: 1, tablesWritten: 1, indexesRead: 1, indexesWritten: 1,
                                                  keysRead: 1, keysWritten: 1))
        #expect(source.suggestions(for: "zu", column: "name", limit: 5).map(\.key) == answer)
        #expect(answer == ["1", "2"])
    }

    /// A smaller table is stored with the index, after the first answer.
    @Test func aSmallTableIsStoredAfterTheFirstAnswer() throws {
        let (source, cache) = try Self.deferredPlaces(tableStoredWhileFoldingFrom: 1 << 20) // far above the file
        source.buildIndex(for: "name")
        let answer = source.suggestions(for: "zu", column: "name", limit: 5).map(\.key)
        #expect(cache.counts == IndexCache.Counts())
        #expect(!source.table.isMapped)
        source.storeBuiltIndexes() // with the key index (the source is keyed by id)
        #expect(cache.counts == IndexCache.Counts(tablesRead: 1, tablesWritten: 1, indexesRead: 1, indexesWritten: 1,
                                                  keysRead: 1, keysWritten: 1))
        #expect(source.table.isMapped) // the parsed copy gave way
        #expect(source.suggestions(for: "zu", column: "name", limit: 5).map(\.key) == answer)
    }

    @Test func aTableReadAtOnceIsStoredOnceWhenItIsRead() throws {
        let folder = TestForms.folder()
        let path = TestForms.write(Self.places, named: "places.tsv", in: folder)
        let cache = IndexCache(folder: folder.path + "/cache", minimumFileSize: 0, storesInBackground: false)
        let source = DataSource(name: "places", load: try DataFileLoader.open(path: path, cache: cache), keyColumn: "id",
                                weightColumn: "population", detail: nil, searchColumns: ["name"], cache: cache)
        #expect(cache.counts.tablesWritten == 1)
        source.storeIndexesLater()
        source.buildIndex(for: "name")
        source.storeBuiltIndexes()
        #expect(cache.counts == IndexCache.Counts(tablesRead: 0, tablesWritten: 1, indexesRead: 1, indexesWritten: 1,
                                                  keysRead: 1, keysWritten: 1))
    }

    @Test func theBuildOrderKeepsEachColumnOnce() {
        let order = IndexBuildOrder()
        let a = IndexBuildOrder.Column(source: "s", column: "a"), b = IndexBuildOrder.Column(source: "s", column: "b")
        let c = IndexBuildOrder.Column(source: "t", column: "c")
        order.append([b])
        order.append([a, b, c])
        #expect(order.remaining == [b, a, c])
        order.prefer([c, IndexBuildOrder.Column(source: "s", column: "gone")])
        #expect(order.remaining == [c, b, a])
        order.drop(source: "s")
        #expect(order.remaining == [c])
        #expect(order.next() == c)
        #expect(order.next() == nil)
    }
}

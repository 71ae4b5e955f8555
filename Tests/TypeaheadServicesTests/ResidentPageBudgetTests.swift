import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadServices
@testable import TypeaheadStorage

/// The pages searches read from a mapped cache are let go once the
/// process's resident file pages pass the budget, and searches then answer
/// as before, reading them back.
@Suite("Resident page budget", .timeLimit(minutes: 5), .hangWatchdog)
struct ResidentPageBudgetTests {
    let folder: String
    let dataPath: String

    init() throws {
        (folder, dataPath) = try TestPlaces.folder(named: "budget", count: 20_000)
    }

    /// A source whose table and index are read from `cache` (a first open stores them).
    func mappedSource(_ cache: IndexCache) throws -> DataSource {
        func open() throws -> DataSource {
            let source = DataSource(name: "places", table: try DataFileLoader.load(path: dataPath, cache: cache),
                                    keyColumn: "id", weightColumn: "population", detail: nil,
                                    searchColumns: ["name"], cache: cache)
            source.buildIndexes()
            return source
        }
        _ = try open()
        let source = try open()
        // The first open reads its stores back mapped too.
        #expect(cache.counts.indexesRead == 2 && cache.counts.tablesRead == 1)
        return source
    }

    func answers(_ source: DataSource) -> [[String]] {
        ["pla", "ville", "plce", "p", "e v", "x"].map { query in
            source.suggestions(for: query, column: "name", limit: 8).map { "\($0.key) \($0.text)" }
        }
    }

    /// Resident bytes of this process's mappings of files in the cache
    /// folder (those whose name ends in `suffix`, if given).
    func residentCacheBytes(endingIn suffix: String = "") throws -> Int {
        let smaps = String(decoding: try RegularFileReader.read(path: "/proc/self/smaps"), as: UTF8.self)
        var total = 0, inCache = false
        for line in smaps.split(separator: "\n") {
            if let first = line.first, first.isHexDigit, line.contains("-") {
                inCache = line.contains(folder + "/cache/") && line.hasSuffix(suffix)
            } else if inCache, line.hasPrefix("Rss:") {
                total += (line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
            }
        }
        return total
    }

    @Test func overTheBudgetTheMappedPagesGoAndSearchesAnswerTheSame() throws {
        let cache = IndexCache(folder: folder + "/cache", minimumFileSize: 0, storesInBackground: false, residentBudget: 0)
        let source = try mappedSource(cache)
        let before = answers(source)
        #expect(try residentCacheBytes() > 0, "the searches read pages of the mapped cache")
        cache.searched()
        cache.settleResidentBudget()
        #expect(try residentCacheBytes() == 0)
        #expect(answers(source) == before)
        #expect(try residentCacheBytes() > 0)
    }

    /// Within the budget an index's pages stay (its searches read them
    /// again); a table's go after every search (the next test).
    @Test func withinTheBudgetTheIndexPagesStay() throws {
        let cache = IndexCache(folder: folder + "/cache", minimumFileSize: 0, storesInBackground: false,
                               residentBudget: Int.max)
        let source = try mappedSource(cache)
        _ = answers(source)
        let resident = try residentCacheBytes(endingIn: ".index")
        #expect(resident > 0)
        cache.searched()
        cache.settleResidentBudget()
        cache.settleTableRelease()
        #expect(try residentCacheBytes(endingIn: ".index") == resident)
    }

    /// Issue 25: an answer reads a few rows of a mapped table, but each
    /// page fault can map far more of it (a large folio of the page
    /// cache); after each search the table's pages go, whatever the
    /// budget, so a day of answers does not keep the table resident.
    @Test func aMappedTablesPagesGoAfterEverySearch() throws {
        let cache = IndexCache(folder: folder + "/cache", minimumFileSize: 0, storesInBackground: false,
                               residentBudget: Int.max)
        let source = try mappedSource(cache)
        let before = answers(source)
        #expect(try residentCacheBytes(endingIn: ".table") > 0, "the answers read rows of the mapped table")
        cache.searched()
        cache.settleTableRelease()
        #expect(try residentCacheBytes(endingIn: ".table") == 0)
        #expect(answers(source) == before)
    }

    @Test func theProcessResidentFilePagesAreRead() throws {
        let resident = try #require(ResidentPageBudget.residentFileBytes())
        // At least this test's program is mapped from its file and running.
        #expect(resident > 1 << 20)
    }

    @Test @MainActor func aLocalMatchersAnswerLooksAtTheBudget() throws {
        let cache = IndexCache(folder: folder + "/cache", minimumFileSize: 0, storesInBackground: false, residentBudget: 0)
        let source = try mappedSource(cache)
        let field = FieldSpec(id: "place", label: "Place", source: "places", column: "name")
        let matcher = LocalMatcher(sources: ["places": source], services: AppServices(cache: cache))
        _ = answers(source)
        #expect(try residentCacheBytes() > 0)
        let found = matcher.answerAtOnce(SuggestionRequest(field: 0, generation: 1, query: "pla"), for: field)
        #expect(found?.isEmpty == false)
        cache.settleResidentBudget()
        #expect(try residentCacheBytes() == 0)
    }

    /// Over the budget but under one and a half times it, the pages go only
    /// once searches pause; past that, at once.
    @Test func overTheBudgetThePagesGoWhenTypingPauses() throws {
        let released = Locked(0)
        let measured = Locked(150)
        // A quiet of 3 s leaves room between "waits for the quiet" and "no
        // wait" when every other suite loads the two cores.
        let budget = ResidentPageBudget(bytes: 100, quiet: .seconds(3), resident: { measured.withLock { $0 } }) {
            released.withLock { $0 += 1 }
        }
        let typingStarted = ContinuousClock.now
        // A search every 100 ms for 1.5 s (on this thread: no scheduler's delay).
        for _ in 0..<15 {
            budget.searched()
            usleep(100_000)
        }
        #expect(released.withLock { $0 } == 0, "typing has not paused yet")
        budget.settle()
        #expect(released.withLock { $0 } == 1)
        #expect(ContinuousClock.now - typingStarted >= .milliseconds(4_400))

        measured.withLock { $0 = 151 }
        let overCeiling = ContinuousClock.now
        budget.searched()
        budget.settle()
        #expect(released.withLock { $0 } == 2)
        #expect(ContinuousClock.now - overCeiling < .milliseconds(2_500), "past 1.5 times the budget, no wait")

        measured.withLock { $0 = 100 }
        budget.searched()
        budget.settle()
        #expect(released.withLock { $0 } == 2, "within the budget nothing goes")
    }
}

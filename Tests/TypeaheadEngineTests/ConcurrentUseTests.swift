import Dispatch
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// The app builds indexes on a background thread while queries arrive on
/// others (FormWindow runs each on GCD). Run under `scripts/sanitize.sh
/// thread` this is what ThreadSanitizer checks.
@Suite("A data source shared between threads", .timeLimit(minutes: 5), .hangWatchdog)
struct ConcurrentUseTests {
    /// 5,000 records per country: more than `ColumnIndex.narrowFilterSize`, so a
    /// narrowed index is built while other threads query.
    @Test func indexingQueryingAndNarrowingAtOnceAgree() {
        let rows = (0..<15000).map { ["Place \($0) \(["Bern", "Zürich", "Zug"][$0 % 3])", ["CH", "DE", "FR"][$0 % 3], String($0 % 97)] }
        let table = DataTable(path: "t.tsv", columns: ["name", "country", "weight"], rows: rows)
        let source = DataSource(name: "t", table: table, keyColumn: nil, weightColumn: "weight", detail: nil,
                                searchColumns: ["name", "country"])
        let alone = DataSource(name: "t", table: table, keyColumn: nil, weightColumn: "weight", detail: nil,
                               searchColumns: ["name", "country"])
        let queries = ["zur", "bern", "place 1", "zgu", "plce"]
        let answers = Locked<[Int: [Suggestion]]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { task in
            if task == 0 { return source.buildIndexes() }
            let query = queries[task % queries.count]
            let filter = task % 2 == 0 ? source.filter([(column: "country", value: "ch")]) : nil
            let found = source.suggestions(for: query, column: "name", limit: 8, filter: filter, preferring: ["3"])
            answers.withLock { $0[task] = found }
        }
        for task in 1..<8 {
            let query = queries[task % queries.count]
            let filter = task % 2 == 0 ? alone.filter([(column: "country", value: "ch")]) : nil
            #expect(answers.withLock { $0[task] } == alone.suggestions(for: query, column: "name", limit: 8, filter: filter, preferring: ["3"]))
        }
    }
}

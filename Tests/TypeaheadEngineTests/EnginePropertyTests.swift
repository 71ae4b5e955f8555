import PropertyBased
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// Random small columns over a tiny alphabet (so values collide, share
/// prefixes and differ by one letter), checked against `ReferenceRanking`.
@Suite("The index agrees with the ranking rules", .timeLimit(minutes: 5), .hangWatchdog)
struct EnginePropertyTests {
    /// Each test runs with both: with letters written out, a value with
    /// "Ü" or "ø" has two spellings, and a query with "e" can write one out.
    static let spellings = [SpellingRules.plain, SpellingRules(writesOutLetters: true)]
    static let letters: [Character] = ["a", "b", "s", "é", "Ü", "ø", "e", "ß", " ", "-"]
    static let character = Gen<Character?>.element(of: letters).map { $0! }
    static let value = character.string(of: 0...9)
    static let column = zip(value, Gen.int(in: 0...2)).array(of: 1...60)
    static let query = character.string(of: 1...9)

    @Test(arguments: spellings) func resultsFollowTheRules(spelling: SpellingRules) async {
        await propertyCheck(count: 300, input: Self.column, Self.query) { rows, query in
            let values = rows.map(\.0), weights = rows.map { Double($0.1) }
            let index = ColumnIndex(values: values, weights: weights, spelling: spelling)
            let found = index.search(folded: Array(TextFolding.fold(query).utf8), limit: 10)
            let expected = ReferenceRanking.rank(query, values: values, weights: weights, limit: 10, spelling: spelling)
            #expect(found.map { ReferenceRanking.Result(record: $0.record, tier: $0.tier) } == expected)
            #expect(Set(found.map(\.record)).count == found.count)
        }
    }

    /// Queries made from a value with one letter changed reach the typo tier.
    @Test(arguments: spellings) func typedWithAMistakeFollowsTheRules(spelling: SpellingRules) async {
        await propertyCheck(count: 300, input: Self.column, Gen.int(in: 0...59), Gen.int(in: 1...8), Self.character) { rows, pick, at, letter in
            let values = rows.map(\.0), weights = rows.map { Double($0.1) }
            var typed = Array(values[pick % values.count])
            guard typed.count > 1 else { return }
            typed[min(at, typed.count - 1)] = letter
            let query = String(typed)
            let index = ColumnIndex(values: values, weights: weights, spelling: spelling)
            let found = index.search(folded: Array(TextFolding.fold(query).utf8), limit: 5)
            let expected = ReferenceRanking.rank(query, values: values, weights: weights, limit: 5, spelling: spelling)
            #expect(found.map { ReferenceRanking.Result(record: $0.record, tier: $0.tier) } == expected)
        }
    }

    /// A filter gives the same results as ranking only the records it keeps,
    /// whether it is narrow (read record by record) or wide (walked).
    @Test(arguments: spellings) func filteredResultsFollowTheRules(spelling: SpellingRules) async {
        await propertyCheck(count: 200, input: Self.column, Self.query, Gen.int(in: 0...2)) { rows, query, kept in
            Self.checkFiltered(rows, query, spelling: spelling, keeps: { $0 % 3 != kept })
        }
    }

    /// Large enough that a tier walks past `HitCollector.patience` refused
    /// records and reads the rest of its ranges in one pass.
    @Test(.shrinking(false), arguments: spellings) func aFilterThatRefusesMostRecordsFollowsTheRules(spelling: SpellingRules) async {
        let bigColumn = zip(Self.character.string(of: 1...5), Gen.int(in: 0...2)).array(of: 600...1200)
        await propertyCheck(count: 25, input: bigColumn, Self.character.string(of: 1...2), Gen.int(in: 0...2)) { rows, query, kept in
            Self.checkFiltered(rows, query, spelling: spelling, keeps: { $0 % 10 == kept })
        }
    }

    static func checkFiltered(_ rows: [(String, Int)], _ query: String, spelling: SpellingRules, keeps: (Int) -> Bool) {
        let values = rows.map(\.0), weights = rows.map { Double($0.1) }
        let index = ColumnIndex(values: values, weights: weights, spelling: spelling)
        let filter = RecordFilter(records: values.indices.filter(keeps), recordCount: values.count)
        let expected = ReferenceRanking.rank(query, values: values, weights: weights, limit: 10, spelling: spelling, accepts: keeps)
        for narrowFilterSize in [0, Int.max] {
            let found = index.search(folded: Array(TextFolding.fold(query).utf8), limit: 10,
                                     filter: filter, narrowFilterSize: narrowFilterSize)
            #expect(found.map { ReferenceRanking.Result(record: $0.record, tier: $0.tier) } == expected)
        }
    }
}

/// A wide filter from `DataSource.filter` is searched in its own narrowed
/// index; the answers must be those of ranking just the records it keeps.
@Suite("Narrowed indexes agree with the ranking rules", .timeLimit(minutes: 5), .hangWatchdog)
struct NarrowedIndexPropertyTests {
    @Test(.shrinking(false), arguments: EnginePropertyTests.spellings) func aNarrowedIndexRanksLikeTheRules(spelling: SpellingRules) async {
        let rows = zip(EnginePropertyTests.character.string(of: 1...5), Gen.int(in: 0...2)).array(of: 9000...9000)
        await propertyCheck(count: 3, input: rows, EnginePropertyTests.query) { rows, query in
            let table = DataTable(path: "t.tsv", columns: ["name", "group", "weight"],
                                  rows: rows.enumerated().map { [$0.element.0, $0.offset % 2 == 0 ? "even" : "odd", String($0.element.1)] })
            let source = DataSource(name: "t", table: table, keyColumn: nil, weightColumn: "weight", detail: nil,
                                    searchColumns: ["name", "group"], spelling: spelling)
            let filter = source.filter([(column: "group", value: "EVEN")])
            #expect(filter.records.count == 4500) // above the size read record by record
            let found = source.suggestions(for: query, column: "name", limit: 10, filter: filter)
            let expected = ReferenceRanking.rank(query, values: rows.map(\.0), weights: rows.map { Double($0.1) },
                                                 limit: 10, spelling: spelling, accepts: { $0 % 2 == 0 })
            #expect(found.map { ReferenceRanking.Result(record: $0.record, tier: $0.tier) } == expected)
        }
    }
}

import Testing
@testable import TypeaheadCore

/// An exact match is ranked with the prefix matches, by weight
/// (`MatchTier.rankedAs`): a tiny place named exactly what was typed never
/// pushes a far more popular place that starts with it out of first place.
@Suite("An exact match ranks among the prefix matches by weight")
@MainActor
struct ExactAmongPrefixTests {
    /// key, name, population
    static func source(_ rows: [(String, String, Int)], weighted: Bool = true) -> DataSource {
        let table = DataTable(path: "places.tsv", columns: ["id", "name", "population"],
                              rows: rows.map { [$0.0, $0.1, String($0.2)] })
        return DataSource(name: "places", table: table, keyColumn: "id", weightColumn: weighted ? "population" : nil,
                          detail: nil, searchColumns: ["name"], cache: nil)
    }

    static let villageAndCity = [("v", "Paris", 300), ("c", "Parisville", 2_000_000), ("s", "Parisot", 150)]

    @Test func aTinyExactVillageDoesNotHideAHugePrefixCity() {
        let found = Self.source(Self.villageAndCity).suggestions(for: "paris", column: "name", limit: 8)
        #expect(found.map(\.key) == ["c", "v", "s"])
        #expect(found.map(\.tier) == [.prefix, .exact, .prefix])
    }

    /// A filter of a few records is answered by reading each one
    /// (`ColumnIndex.scan`), not by the walk: the same order.
    @Test func aNarrowFilterRanksTheSameWay() {
        let source = Self.source(Self.villageAndCity + [("x", "Lyon", 500_000)])
        let filter = RecordFilter(records: [0, 1, 2], recordCount: 4)
        let found = source.suggestions(for: "paris", column: "name", limit: 8, filter: filter)
        #expect(found.map(\.key) == ["c", "v", "s"])
    }

    @Test func anExactMatchOfEqualWeightStillWins() {
        let source = Self.source([("long", "Bonnet", 5_000), ("exact", "Bonn", 5_000)])
        let found = source.suggestions(for: "bonn", column: "name", limit: 8)
        #expect(found.map(\.key) == ["exact", "long"])
        #expect(found.first?.tier == .exact)
    }

    @Test func aHeavierExactMatchWins() {
        let source = Self.source([("long", "Parisville", 20_000), ("exact", "Paris", 2_100_000)])
        #expect(source.suggestions(for: "paris", column: "name", limit: 8).map(\.key) == ["exact", "long"])
    }

    @Test func withoutWeightsTheExactValueComesFirst() {
        let source = Self.source([("long", "Romeoville", 40_000), ("exact", "Rome", 1)], weighted: false)
        #expect(source.suggestions(for: "rome", column: "name", limit: 8).map(\.key) == ["exact", "long"])
    }

    /// A record chosen before still comes first among the matches it is
    /// ranked with, even the tiny exact one.
    @Test func aChosenRecordStillComesFirst() {
        let source = Self.source(Self.villageAndCity)
        #expect(source.suggestions(for: "paris", column: "name", limit: 8, preferring: ["v"]).map(\.key) == ["v", "c", "s"])
        // A chosen prefix match goes first; the village stays behind the city.
        #expect(source.suggestions(for: "paris", column: "name", limit: 8, preferring: ["s"]).map(\.key) == ["s", "c", "v"])
    }
}

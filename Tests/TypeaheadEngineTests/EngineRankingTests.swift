import Testing
@testable import TestSupport
@testable import TypeaheadEngine

@Suite("Ranking suggestions the way people mean them", .timeLimit(minutes: 5), .hangWatchdog)
struct EngineRankingTests {
    /// name, country, population
    static let cities: [(String, String, Double)] = [
        ("São Paulo", "BR", 12_300_000), ("München", "DE", 1_500_000), ("Straßburg", "FR", 280_000),
        ("Zürich", "CH", 420_000), ("Paris", "FR", 2_100_000), ("Paris", "US", 25_000),
        ("Parisot", "FR", 500), ("Villeparisis", "FR", 26_000), ("Cormeilles-en-Parisis", "FR", 24_000),
        ("Parma", "IT", 190_000), ("San Francisco", "US", 870_000), ("Santa Fe", "US", 87_000),
        ("New York", "US", 8_300_000), ("York", "GB", 150_000), ("Newark", "US", 310_000),
    ]

    static func source() -> DataSource {
        let rows = cities.enumerated().map { [String($0.offset + 100), $0.element.0, $0.element.1, String(Int($0.element.2))] }
        let table = DataTable(path: "cities.tsv", columns: ["id", "name", "country", "population"], rows: rows)
        return DataSource(name: "cities", table: table, keyColumn: "id", weightColumn: "population",
                          detail: DetailTemplate("{country}"), searchColumns: ["name", "country"])
    }

    func names(_ query: String, limit: Int = 10, filter: RecordFilter? = nil) -> [String] {
        Self.source().suggestions(for: query, column: "name", limit: limit, filter: filter).map(\.text)
    }

    @Test(arguments: [("sao paulo", "São Paulo"), ("munchen", "München"), ("MÜNCHEN", "München"),
                      ("strassb", "Straßburg"), ("zurich", "Zürich")])
    func accentsCaseAndLigaturesAreIgnored(query: String, expected: String) {
        #expect(names(query).first == expected)
    }

    @Test func tiersComeInOrderExactPrefixWordSubstring() {
        let found = Self.source().suggestions(for: "paris", column: "name", limit: 10)
        #expect(found.map(\.text) == ["Paris", "Paris", "Parisot", "Cormeilles-en-Parisis", "Villeparisis"])
        #expect(found.map(\.tier) == [.exact, .exact, .prefix, .wordPrefix, .substring])
    }

    @Test func withinATierHigherWeightThenShorterThenFileOrder() {
        #expect(names("par") == ["Paris", "Parma", "Paris", "Parisot", "Cormeilles-en-Parisis", "Villeparisis"])
        let index = ColumnIndex(values: ["Bonnet", "Bonn", "Bonn", "Bonn", "Bo"], weights: [0, 0, 0, 5, 0])
        let found = index.search(folded: Array("bo".utf8), limit: 5)
        // The exact "Bo" is ranked with the prefix matches: after the heavier
        // "Bonn", before those of its weight (it is the shortest).
        #expect(found.map(\.record) == [3, 4, 1, 2, 0])
    }

    @Test func sameNamedRecordsStayDistinctByKeyWithADetailLine() {
        let found = Self.source().suggestions(for: "paris", column: "name", limit: 2)
        #expect(found.map(\.key) == ["104", "105"])
        #expect(found.map(\.detail) == ["FR", "US"])
    }

    @Test(arguments: [("zurihc", "Zürich"), ("muncen", "München"), ("san fransisco", "San Francisco"),
                      ("nwe york", "New York")])
    func typosAreForgiven(query: String, expected: String) {
        let found = Self.source().suggestions(for: query, column: "name", limit: 5)
        #expect(found.first?.text == expected)
        #expect(found.first?.tier == .typo)
    }

    @Test func theFirstLetterAndTheBudgetBoundTypos() {
        #expect(names("xurich").isEmpty, "the first letter must be typed right")
        #expect(names("zur").first == "Zürich")
        #expect(names("zyr").isEmpty, "three letters allow no typo")
        #expect(names("zxyich").isEmpty, "six letters allow one typo, not two")
        #expect(names("san frnacsico").first == "San Francisco", "thirteen letters allow two")
    }

    @Test func aLaterWordCanCarryTheTypo() {
        #expect(names("yrok").contains("York"))
        #expect(Self.source().suggestions(for: "nwe york", column: "name", limit: 1).first?.matchedRanges == [0..<8])
    }

    @Test func filtersNarrowToOneColumnValue() {
        let source = Self.source()
        let french = source.filter([(column: "country", value: "fr")])
        #expect(names("par", filter: french) == ["Paris", "Parisot", "Cormeilles-en-Parisis", "Villeparisis"])
        #expect(names("s", filter: source.filter([(column: "country", value: "US")])) == ["San Francisco", "Santa Fe", "Paris"])
        #expect(names("new", filter: source.filter([(column: "country", value: "GB")])).isEmpty)
    }

    @Test func matchedRangesPointAtTheOriginalCharacters() {
        let source = Self.source()
        func ranges(_ query: String, _ text: String) -> [Range<Int>] {
            source.suggestions(for: query, column: "name", limit: 20).first { $0.text == text }?.matchedRanges ?? []
        }
        #expect(ranges("sao", "São Paulo") == [0..<3])
        #expect(ranges("strassb", "Straßburg") == [0..<6])
        #expect(ranges("paris", "Cormeilles-en-Parisis") == [14..<19])
        #expect(ranges("paris", "Villeparisis") == [5..<10])
        #expect(ranges("zurihc", "Zürich") == [0..<6])
    }

    @Test func anEmptyQueryListsTheHeaviestFirst() {
        #expect(names("", limit: 3) == ["São Paulo", "New York", "Paris"])
    }

    @Test func exactValueLookupIgnoresCaseAndAccents() {
        let source = Self.source()
        #expect(source.records(in: "name", equalTo: "paris") == [4, 5])
        #expect(source.records(in: "name", equalTo: "SAO PAULO") == [0])
        #expect(source.records(in: "name", equalTo: "Pari").isEmpty)
    }

    @Test func recordsAreFoundByKeyOrRowNumber() {
        let source = Self.source()
        #expect(source.record(withKey: "104") == 4)
        #expect(source.record(withKey: "999") == nil)
        let table = DataTable(path: "t.csv", columns: ["id", "name"], rows: [["a", "One"], ["b", "Two"], ["a", "Three"]])
        let keyed = DataSource(name: "t", table: table, keyColumn: "id", weightColumn: nil, detail: nil, searchColumns: [])
        #expect(keyed.record(withKey: "a") == 0) // a repeated key: the first record
        let numbered = DataSource(name: "t", table: table, keyColumn: nil, weightColumn: nil, detail: nil, searchColumns: [])
        #expect(numbered.record(withKey: "3") == 2)
        #expect(numbered.record(withKey: "4") == nil)
        #expect(numbered.record(withKey: "0") == nil)
    }
}

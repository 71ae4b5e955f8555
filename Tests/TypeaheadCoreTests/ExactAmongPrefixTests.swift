import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// An exact match is ranked with the prefix matches, by weight
/// (`MatchTier.rankedAs`): a tiny place named exactly what was typed never
/// pushes a far more popular place that starts with it out of first place.
@Suite("An exact match ranks among the prefix matches by weight", .timeLimit(minutes: 5), .hangWatchdog)
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

    // The form, whose inline completion and strict values read the top rows.

    static func form(_ rows: [(String, Int)]) -> LoadedForm {
        let folder = TestForms.folder()
        let tsv = "id\tname\tpopulation\n" + rows.enumerated().map { "\($0.offset + 1)\t\($0.element.0)\t\($0.element.1)\n" }.joined()
        _ = TestForms.write(tsv, named: "places.tsv", in: folder)
        let form = """
            {
              "title": "Place",
              "sources": { "places": { "file": "places.tsv", "key": "id", "weight": "population" } },
              "fields": [
                { "id": "place", "label": "Place", "source": "places", "column": "name", "strict": true },
                { "id": "note", "label": "Note" }
              ]
            }
            """
        return try! LoadedForm.load(formPath: TestForms.write(form, named: "place.form.json", in: folder))
    }

    @Test func theInlineCompletionIsThePopularPlace() {
        let form = FormDriver(Self.form([("Paris", 300), ("Parisville", 2_000_000)]))
        form.type("Paris", in: 0)
        #expect(form.state.fields[0].rows.map(\.text) == ["Parisville", "Paris"])
        #expect(form.state.fields[0].completion == "ville")
        #expect(form.state.fields[0].highlightedRow == 0)
    }

    /// Two records of the typed value with a heavier prefix match between
    /// them: the namesakes come together, and the value is still
    /// ambiguous: nothing highlighted, and Return lists just those two.
    @Test func exactRowsApartStillWaitForAChoice() {
        let form = FormDriver(Self.form([("Springfield", 160_000), ("Springfield Gardens", 90_000), ("Springfield", 500)]))
        form.type("Springfield", in: 0)
        #expect(form.state.fields[0].rows.map(\.text) == ["Springfield", "Springfield", "Springfield Gardens"])
        #expect(form.state.fields[0].highlightedRow == nil)
        form.press(.enter, in: 0)
        #expect(form.state.focusedField == 0)
        #expect(form.state.fields[0].rows.map(\.text) == ["Springfield", "Springfield"])
        #expect(!form.state.fields[0].isChosen)
    }

    /// The list of a strict value's records is read from the records
    /// themselves, not from the top rows, which heavier prefix matches fill.
    @Test func returnListsEveryRecordOfTheValueBeyondTheTopRows() {
        let gardens = (1...20).map { ("Springfield Gardens \($0)", 100_000 + $0) }
        let form = FormDriver(Self.form([("Springfield", 500), ("Springfield", 400)] + gardens))
        form.type("Springfield", in: 0)
        #expect(!form.state.fields[0].rows.contains { $0.text == "Springfield" })
        form.type("Springfield", in: 0) // Backspace: the completion goes, the typed value stays
        form.press(.enter, in: 0)
        #expect(form.state.fields[0].rows.map(\.text) == ["Springfield", "Springfield"])
        #expect(form.state.fields[0].error == "More than one Springfield: choose one")
    }
}

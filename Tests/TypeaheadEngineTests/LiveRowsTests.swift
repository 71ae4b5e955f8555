import PropertyBased
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// Rows changed on a source's server while the window is open are taken
/// beside the table (`DataSource.apply`): every answer must be the one a
/// source read afresh with the changes would give.
@Suite("Live rows answer as a table read with them", .timeLimit(minutes: 5), .hangWatchdog)
struct LiveRowsTests {
    static let columns = ["id", "name", "group", "weight"]

    static func source(_ rows: [[String]]) -> DataSource {
        DataSource(name: "t", table: DataTable(path: "t.csv", columns: columns, rows: rows), keyColumn: "id",
                   weightColumn: "weight", detail: nil, searchColumns: ["name", "group"])
    }

    /// The table as a fresh copy would hold it: unchanged rows in their
    /// order, then the rows changed or added, in the order of their last change.
    static func afresh(_ rows: [[String]], _ changes: [LiveRowChange]) -> [[String]] {
        var table = rows
        for change in changes {
            table.removeAll { $0[0] == change.key }
            if let values = change.values { table.append(columns.map { values[$0] ?? "" }) }
        }
        return table
    }

    static let change = zip(Gen.int(in: 0...24), EnginePropertyTests.character.string(of: 1...6), Gen.int(in: 0...3), Gen.bool)
        .map { key, name, weight, deleted in
            LiveRowChange(key: String(key), values: deleted ? nil
                : ["id": String(key), "name": name, "group": weight % 2 == 0 ? "even" : "odd", "weight": String(weight)])
        }
    static let base = zip(EnginePropertyTests.character.string(of: 1...6), Gen.int(in: 0...3)).array(of: 1...20)
        .map { rows in rows.enumerated().map { [String($0.offset), $0.element.0, $0.element.1 % 2 == 0 ? "even" : "odd", String($0.element.1)] } }

    @Test func suggestionsAreThoseOfTheTableReadAfresh() async {
        await propertyCheck(count: 300, input: Self.base, Self.change.array(of: 1...12), EnginePropertyTests.query) { rows, changes, query in
            let live = Self.source(rows), fresh = Self.source(Self.afresh(rows, changes))
            live.apply(changes)
            for typed in [query, ""] {
                for group in [nil, "even"] {
                    let liveFilter = group.map { live.filter([(column: "group", value: $0)]) }
                    let freshFilter = group.map { fresh.filter([(column: "group", value: $0)]) }
                    let found = live.suggestions(for: typed, column: "name", limit: 10, filter: liveFilter)
                    let expected = fresh.suggestions(for: typed, column: "name", limit: 10, filter: freshFilter)
                    #expect(found.map { [$0.key, $0.text, "\($0.tier)"] } == expected.map { [$0.key, $0.text, "\($0.tier)"] })
                }
            }
        }
    }

    @Test func keysAndValuesAreThoseOfTheTableReadAfresh() async {
        await propertyCheck(count: 200, input: Self.base, Self.change.array(of: 1...12)) { rows, changes in
            let live = Self.source(rows), fresh = Self.source(Self.afresh(rows, changes))
            live.apply(changes)
            for key in (0...24).map(String.init) {
                let record = live.record(withKey: key), expected = fresh.record(withKey: key)
                #expect((record == nil) == (expected == nil), "key \(key)")
                guard let record, let expected else { continue }
                #expect(live.key(of: record) == key)
                #expect(Self.columns.map { live.value(of: record, column: $0) } == Self.columns.map { fresh.value(of: expected, column: $0) })
            }
            for group in ["even", "odd"] {
                let keys = live.records(in: "group", equalTo: group).map(live.key(of:)).sorted()
                #expect(keys == fresh.records(in: "group", equalTo: group).map(fresh.key(of:)).sorted())
            }
        }
    }

    @Test func anAddedCityIsFoundWithAccentsFoldedAndATypo() {
        let cities = Self.source([["1", "Zug", "even", "30000"]])
        cities.apply([LiveRowChange(key: "2", values: ["id": "2", "name": "Zürich", "group": "even", "weight": "400000"])])
        #expect(cities.suggestions(for: "zu", column: "name", limit: 10).map(\.text) == ["Zürich", "Zug"])
        #expect(cities.suggestions(for: "zurihc", column: "name", limit: 10).map(\.text) == ["Zürich"])
        #expect(cities.suggestions(for: "zurihc", column: "name", limit: 10).first?.tier == .typo)
        #expect(cities.suggestions(for: "ZÜ", column: "name", limit: 10).first?.matchedRanges == [0..<2])
    }

    @Test func aRenamedRowIsFoundByItsNewNameOnly() {
        let cities = Self.source([["1", "Bombay", "even", "10"], ["2", "Bern", "odd", "5"]])
        cities.apply([LiveRowChange(key: "1", values: ["id": "1", "name": "Mumbai", "group": "even", "weight": "10"])])
        #expect(cities.suggestions(for: "bom", column: "name", limit: 10).isEmpty)
        #expect(cities.suggestions(for: "mum", column: "name", limit: 10).map(\.key) == ["1"])
        #expect(cities.record(withKey: "1").map { cities.value(of: $0, column: "name") } == "Mumbai")
    }

    @Test func aDeletedRowIsGoneAndAnotherChangeBringsItBack() {
        let cities = Self.source([["1", "Bern", "odd", "5"]])
        cities.apply([LiveRowChange(key: "1", values: nil)])
        #expect(cities.suggestions(for: "be", column: "name", limit: 10).isEmpty)
        #expect(cities.record(withKey: "1") == nil)
        cities.apply([LiveRowChange(key: "1", values: ["id": "1", "name": "Bern", "group": "odd", "weight": "5"])])
        #expect(cities.suggestions(for: "be", column: "name", limit: 10).map(\.key) == ["1"])
    }

    @Test func aSourceWithoutKeysTakesNoChanges() {
        let rows = DataSource(name: "t", table: DataTable(path: "t.csv", columns: ["name"], rows: [["Bern"]]), keyColumn: nil,
                              weightColumn: nil, detail: nil, searchColumns: ["name"])
        rows.apply([LiveRowChange(key: "1", values: nil)])
        #expect(rows.suggestions(for: "be", column: "name", limit: 10).map(\.text) == ["Bern"])
        #expect(rows.recordCount == 1)
    }

    /// A wide filter is searched in a narrowed index built from the table's
    /// records; a change after it is built must not be answered from it.
    @Test func aNarrowedIndexBuiltBeforeAChangeIsNotUsedAfterIt() {
        let rows = (0..<5000).map { [String($0), "Bern \($0)", "even", "1"] }
        let cities = Self.source(rows)
        let before = cities.filter([(column: "group", value: "even")])
        #expect(cities.suggestions(for: "bern 42", column: "name", limit: 3, filter: before).first?.key == "42")
        cities.apply([LiveRowChange(key: "42", values: nil),
                      LiveRowChange(key: "x", values: ["id": "x", "name": "Bern 42", "group": "even", "weight": "1"])])
        let after = cities.filter([(column: "group", value: "even")])
        #expect(cities.suggestions(for: "bern 42", column: "name", limit: 3, filter: after).first?.key == "x")
    }
}

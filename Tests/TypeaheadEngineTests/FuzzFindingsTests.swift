import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// Inputs the fuzz targets (Tests/fuzz, scripts/fuzz.sh) found, kept as tests.
@Suite("Found by fuzzing", .timeLimit(minutes: 5), .hangWatchdog)
struct FuzzFindingsTests {
    func csv(_ text: String) throws -> DataTable {
        try Array(text.utf8).withUnsafeBufferPointer { try DataFileLoader.parse($0, format: .csv, path: "f.csv") }
    }

    /// A quote followed by a combining mark is one Character to Swift, but
    /// the parser reads bytes, so the doubled quote is still a quote.
    @Test func aQuoteBeforeACombiningMarkIsStillAQuote() throws {
        let table = try csv("name\n\"\"\"\u{0711},y\"\"\"\n")
        #expect(table.rows == [["\"\u{0711},y\""]])
    }

    /// A history file can hold a key twice (written by hand), and without a
    /// key column "2" and "02" are the same row: the record must still be
    /// listed once. `DataSource.preferring` (Matching) lists it once per key.
    @Test func aKeyRememberedTwiceIsSuggestedOnce() {
        let table = DataTable(path: "t.tsv", columns: ["name"], rows: [["Bern"], ["Basel"]])
        let source = DataSource(name: "t", table: table, keyColumn: nil, weightColumn: nil, detail: nil, searchColumns: ["name"])
        #expect(source.suggestions(for: "b", column: "name", limit: 10, preferring: ["2", "02"]).map(\.record) == [1, 0])
        #expect(source.suggestions(for: "b", column: "name", limit: 10, preferring: ["2", "2"]).map(\.record) == [1, 0])
    }
}

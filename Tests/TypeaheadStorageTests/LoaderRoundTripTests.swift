import Foundation
import PropertyBased
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Any table written out in each format loads back unchanged.
@Suite("Data files round trip", .timeLimit(minutes: 5), .hangWatchdog)
struct LoaderRoundTripTests {
    /// Characters that need care in each format: separators, quotes,
    /// newlines, a backslash, accents and an emoji.
    static let character = Gen<Character?>.element(of: Array("ab ,\t\"\n\r\\é🙂") as [Character]).map { $0! }
    static let table = character.string(of: 0...6).array(of: 3).array(of: 1...8)

    @Test func csvAndJsonRoundTrip() async throws {
        let folder = TestForms.folder()
        await propertyCheck(count: 100, input: Self.table) { rows in
            let columns = ["name", "note", "weight"]
            let csv = ([columns] + rows).map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\r\n")
            let objects = rows.map { row in JSONText.object(zip(columns, row).map { ($0, JSONText.quoted($1)) }) }
            let files = [("t.csv", csv), ("t.json", "[" + objects.joined(separator: ",\n") + "]"),
                         ("t.jsonl", objects.joined(separator: "\n") + "\n")]
            for (name, text) in files {
                let table = try DataFileLoader.load(path: TestForms.write(text, named: name, in: folder))
                #expect(table.columns == columns, "\(name)")
                #expect(table.rows == rows, "\(name)")
            }
        }
    }

    /// TSV has no quoting, so its values hold no tabs or line breaks.
    @Test func tsvRoundTrips() async throws {
        let folder = TestForms.folder()
        await propertyCheck(count: 100, input: Self.table) { rows in
            let clean = rows.map { $0.map { String(String.UnicodeScalarView($0.unicodeScalars.filter { !"\t\n\r".unicodeScalars.contains($0) })) } }
            let tsv = (["name\tnote\tweight"] + clean.map { $0.joined(separator: "\t") }).joined(separator: "\n")
            let table = try DataFileLoader.load(path: TestForms.write(tsv, named: "t.tsv", in: folder))
            #expect(table.rows == clean)
        }
    }

    static func csvField(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    @Test func weightsParseLeniently() {
        #expect(RecordWeight.parse(" 12.5 ") == 12.5)
        #expect(RecordWeight.parse("") == 0)
        #expect(RecordWeight.parse("many") == 0)
        #expect(RecordWeight.parse("nan") == 0)
        #expect(RecordWeight.parse("-inf") == 0)
    }
}

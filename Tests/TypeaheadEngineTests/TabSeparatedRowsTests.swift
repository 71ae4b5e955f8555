import PropertyBased
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// TSV rows are read a line at a time; the result must be the general
/// reader's, value for value and error for error.
@Suite("TSV rows a line at a time", .timeLimit(minutes: 5), .hangWatchdog)
struct TabSeparatedRowsTests {
    /// Tabs, newlines (blank lines too), a carriage return now and then
    /// (the general reader takes such a file), spaces, accents, an emoji.
    static let character = Gen<Character?>.element(of: Array("ab\t\t\n\n é🙂\r") as [Character]).map { $0! }
    static let text = character.string(of: 0...60)

    @Test func readsAsTheGeneralReader() async {
        await propertyCheck(count: 500, input: Self.text) { body in
            let text = "name\tnote\tweight\n" + body
            let byLine = Self.parse(text, byLine: true), general = Self.parse(text, byLine: false)
            #expect(byLine == general, "\(text.debugDescription)")
        }
    }

    @Test func aRowWithTheWrongCountNamesItsLine() {
        let result = Self.parse("a\tb\n1\t2\n\n3\n", byLine: true)
        #expect(result == .refused(LoadError(path: "t.tsv", line: 4, column: 1, message: "row has 1 field, but the header has 2")))
    }

    enum Outcome: Equatable {
        case table(columns: [String], rows: [[String]])
        case refused(LoadError)
    }

    static func parse(_ text: String, byLine: Bool) -> Outcome {
        var parser = DelimitedTextParser.tsv
        parser.readsTabSeparatedRows = byLine
        do {
            let table = try Array(text.utf8).withUnsafeBufferPointer { bytes throws(LoadError) in try parser.parse(bytes, path: "t.tsv") }
            return .table(columns: table.columns, rows: table.rows)
        } catch {
            return .refused(error)
        }
    }
}

import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

@Suite("Loading data files", .timeLimit(minutes: 5), .hangWatchdog)
struct DataFileLoaderTests {
    let folder = TestForms.folder()

    func load(_ text: String, as name: String) throws(LoadError) -> DataTable {
        try DataFileLoader.load(path: TestForms.write(text, named: name, in: folder))
    }

    func refusal(_ text: String, as name: String) -> LoadError? {
        do {
            _ = try load(text, as: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func csvFollowsRFC4180() throws {
        let table = try load("\u{FEFF}name,note\r\n\"Sydney, NSW\",\"says \"\"hi\"\"\"\r\nBern,\"two\nlines\"\r\n", as: "a.csv")
        #expect(table.columns == ["name", "note"])
        #expect(table.rows == [["Sydney, NSW", "says \"hi\""], ["Bern", "two\nlines"]])
    }

    @Test func tsvSplitsOnTabsOnly() throws {
        let table = try load("name\tnote\nZürich\t\"quoted\" stays\n", as: "a.tsv")
        #expect(table.rows == [["Zürich", "\"quoted\" stays"]])
    }

    @Test func jsonArrayAndJsonLinesUseObjectKeysAsColumns() throws {
        let array = try load(#"[{"name": "Bern", "pop": 140000}, {"name": "Zug", "canton": "ZG"}]"#, as: "a.json")
        #expect(array.columns == ["name", "pop", "canton"])
        #expect(array.rows == [["Bern", "140000", ""], ["Zug", "", "ZG"]])
        let lines = try load("{\"name\": \"Bern\"}\n\n{\"name\": \"Zug\", \"ok\": true}\n", as: "a.jsonl")
        #expect(lines.rows == [["Bern", ""], ["Zug", "true"]])
    }

    @Test func anUnterminatedQuoteIsReportedWhereItOpened() {
        #expect(refusal("a,b\n1,2\n3,\"open\n4,5\n", as: "q.csv")?.description.hasSuffix("q.csv:3:3: quoted field is never closed") == true)
    }

    @Test func aRaggedRowIsRefused() {
        let error = refusal("a,b\n1,2\n3\n", as: "r.csv")
        #expect(error?.line == 3)
        #expect(error?.message == "row has 1 field, but the header has 2")
    }

    @Test func duplicateAndEmptyHeadersAreRefused() {
        #expect(refusal("a,b,a\n1,2,3\n", as: "d.csv")?.message == "duplicate column name 'a' in the header")
        #expect(refusal("a,,c\n1,2,3\n", as: "e.csv")?.column == 3)
    }

    @Test func invalidUTF8IsRefusedWithItsPlace() {
        let path = TestForms.writeBytes(Array("name\nZ".utf8) + [0xFC] + Array("rich\n".utf8), named: "latin1.csv", in: folder)
        #expect(throws: LoadError(path: path, line: 2, column: 2, message: "invalid UTF-8 (byte 0xFC at offset 6); save the file as UTF-8")) {
            try DataFileLoader.load(path: path)
        }
    }

    @Test func binaryEmptyMissingAndDirectoryAreRefused() {
        let binary = TestForms.writeBytes([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01], named: "bin.csv", in: folder)
        #expect(throws: LoadError(path: binary, line: 1, column: 5, message: "binary data (a NUL byte); expected a text file")) {
            try DataFileLoader.load(path: binary)
        }
        #expect(refusal("", as: "empty.csv")?.message == "the file is empty")
        #expect(refusal("\n\n", as: "blank.tsv")?.message == "the file is empty")
        let missing = folder.appendingPathComponent("none.csv").path
        #expect(throws: LoadError(path: missing, message: "no such file")) { try DataFileLoader.load(path: missing) }
        #expect(throws: LoadError(path: folder.path + "/", message: "is a directory, not a file")) {
            try DataFileLoader.load(path: folder.path + "/", format: .csv)
        }
    }

    @Test func aHugeSingleLineIsRefusedQuickly() {
        let line = String(repeating: "x", count: 50 << 20)
        let error = refusal(line, as: "huge.csv")
        #expect(error?.message == "a value is longer than 1 MiB; is this really a data file?")
    }

    @Test func badJSONIsReportedAtItsLineAndColumn() {
        #expect(refusal("[{\"a\": 1},\n {\"a\": }]", as: "bad.json").map { "\($0.line!):\($0.column!)" } == "2:8")
        #expect(refusal("[{\"a\": [1]}]", as: "nested.json")?.message == "values must be text or numbers, found an array")
        #expect(refusal("{\"a\": 1} {\"a\": 2}\n", as: "two.jsonl")?.message == "unexpected text after the value; JSON Lines has one value per line")
        #expect(refusal(String(repeating: "[", count: 100_000), as: "deep.json")?.message == "values are nested too deeply")
    }
}

import Foundation
import Testing
@testable import TypeaheadCore

@Suite("Saving entries")
struct SubmissionWriterTests {
    let entry = Submission(submitted: Date(timeIntervalSince1970: 0),
                           values: [("city", "Zürich \"ZH\"\n"), ("note", "")], records: [("city", "7")])

    @Test func entriesAreAppendedOneJSONLineEach() throws {
        let path = TestForms.folder().appendingPathComponent("out.jsonl").path
        let writer = SubmissionWriter(outputArgument: path)
        try writer.append(entry)
        try writer.append(entry)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0] == #"{"submitted": "1970-01-01T00:00:00Z", "values": {"city": "Zürich \"ZH\"\n", "note": ""}, "records": {"city": "7"}}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
        #expect((decoded?["values"] as? [String: String])?["city"] == "Zürich \"ZH\"\n")
    }

    @Test func anUnwritableOutputSaysWhy() {
        let writer = SubmissionWriter(outputArgument: "/nonexistent-folder/out.jsonl")
        #expect(throws: SaveError(path: "/nonexistent-folder/out.jsonl", reason: "No such file or directory")) {
            try writer.append(entry)
        }
    }
}

import Foundation
import Testing
@testable import TypeaheadCore

@Suite("Saving entries")
@MainActor
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

    /// /dev/full accepts the open and refuses the write, as a full disk does.
    @Test func aFullDiskSaysWhy() {
        let writer = SubmissionWriter(outputArgument: "/dev/full")
        #expect(throws: SaveError(path: "/dev/full", reason: "No space left on device")) {
            try writer.append(entry)
        }
    }

    @Test func aFailedSaveKeepsTheValuesAndCanBeRetried() throws {
        var form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.choose(typing: "zug", in: 1)
        form.storage.failure = SaveError(path: "/dev/full", reason: "No space left on device")
        form.press(.save, in: 2)
        #expect(form.state.banner == "Could not save to /dev/full: No space left on device")
        #expect(form.state.fields[1].text == "Zug")
        form.storage.failure = nil
        form.press(.save, in: 2)
        #expect(form.saved.count == 2) // asked to save again, with the same values
        #expect(form.saved[1].values.map(\.text) == form.saved[0].values.map(\.text))
        #expect(form.state.banner == nil)
    }
}

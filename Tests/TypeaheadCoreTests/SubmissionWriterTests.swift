import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

@Suite("Saving entries", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct SubmissionWriterTests {
    let entry = Submission(id: .uuid("00000000-0000-7000-8000-000000000001"), submitted: Date(timeIntervalSince1970: 0),
                           values: [("city", "Zürich \"ZH\"\n"), ("note", "")], records: [("city", "7")])

    @Test func entriesAreAppendedOneJSONLineEach() throws {
        let path = TestForms.folder().appendingPathComponent("out.jsonl").path
        let writer = SubmissionWriter(outputArgument: path)
        try writer.append(entry)
        try writer.append(entry)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0] == #"{"id": "00000000-0000-7000-8000-000000000001", "submitted": "1970-01-01T00:00:00Z", "values": {"city": "Zürich \"ZH\"\n", "note": ""}, "records": {"city": "7"}}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
        #expect((decoded?["values"] as? [String: String])?["city"] == "Zürich \"ZH\"\n")
    }

    @Test func eachLineNamesItsForm() throws {
        let folder = TestForms.folder()
        let path = folder.appendingPathComponent("out.jsonl").path
        let trip = SubmittedForm(title: "Book a \"trip\"", file: folder.path + "/x/../trip.form.json")
        let writer = SubmissionWriter(outputArgument: path, form: trip)
        try writer.append(entry)
        var other = entry
        other.form = SubmittedForm(title: "Built in memory", file: nil)
        try writer.append(other) // an entry that knows its form keeps it
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines[0] == #"{"id": "00000000-0000-7000-8000-000000000001", "submitted": "1970-01-01T00:00:00Z", "form": {"title": "Book a \"trip\"", "file": "\#(folder.path)/trip.form.json"}, "values": {"city": "Zürich \"ZH\"\n", "note": ""}, "records": {"city": "7"}}"#)
        #expect(lines[1].contains(#""form": {"title": "Built in memory"}, "values""#))
    }

    @Test func theSubmissionOfAFormSpecNamesItsTitleAndFile() {
        let spec = TestForms.tripForm().spec
        #expect(SubmittedForm(spec) == SubmittedForm(title: "Trip", file: spec.path))
        #expect(SubmittedForm(spec).file?.hasSuffix("/trip.form.json") == true)
    }

    /// "Saved entry N" goes on from the entries already in the file; a cut
    /// last line is ended first, so the new entry is a whole line of its own.
    @Test func theEntryNumberContinuesFromTheFile() throws {
        let folder = TestForms.folder()
        let path = TestForms.write("{\"a\": 1}\n{\"a\": 2}\n{\"a\": 3}\n{\"cut", named: "out.jsonl", in: folder)
        let writer = SubmissionWriter(outputArgument: path)
        #expect(writer.entriesSaved == 3)
        #expect(try writer.append(entry) == 5) // the cut line, ended, counts as one
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 5 && lines[3] == #"{"cut"#)
        #expect(try JSONSerialization.jsonObject(with: Data(lines[4].utf8)) is [String: Any])
        // Another writer (another window) saves in between: the numbers stay true.
        let other = SubmissionWriter(outputArgument: path)
        #expect(try other.append(entry) == 6)
        #expect(try writer.append(entry) == 7)
        #expect(writer.entriesSaved == 7)
        #expect(SubmissionWriter(outputArgument: "-").entriesSaved == 0)
        #expect(SubmissionWriter(outputArgument: folder.path + "/new.jsonl").entriesSaved == 0)
    }

    /// Corrections and deletions change entries saved before: they are not
    /// new entries, so the next save's number does not count them, however
    /// the file's reads cut their keys (a key is found across two reads
    /// once). A text holding such a key, escaped, is not mistaken for one.
    @Test func theEntryNumberCountsSavesNotCorrectionsOrDeletions() throws {
        let path = TestForms.folder().appendingPathComponent("out.jsonl").path
        let writer = SubmissionWriter(outputArgument: path)
        let tricky = Submission(submitted: Date(timeIntervalSince1970: 0), values: [("note", #""deletes": "supersedes":"#)], records: [])
        #expect(try writer.append(tricky) == 1)
        for step in 0..<300 {
            // Lines of many lengths, so that keys fall across the 64 KiB reads.
            let padding = String(repeating: "x", count: 97 + step % 13)
            let first = EntryID.make(at: Date())
            #expect(try writer.append(Submission(id: first, submitted: Date(timeIntervalSince1970: 0),
                                                 values: [("pad", padding)], records: [])) == step * 2 + 2)
            try writer.append(Submission(supersedes: first, submitted: Date(timeIntervalSince1970: 1), values: [("pad", padding)], records: []))
            try writer.append(line: EntryDeletion(deletes: first, submitted: Date(timeIntervalSince1970: 2)).jsonLine)
            try writer.append(Submission(supersedes: first, submitted: Date(timeIntervalSince1970: 3), values: [], records: []))
            #expect(try writer.append(tricky) == step * 2 + 3)
        }
        #expect(SubmissionWriter(outputArgument: path).entriesSaved == 601)
    }

    /// Eight writers, as eight windows, save 200 entries each at once: every
    /// line parses whole, and every entry gets a number of its own.
    @Test func entriesSavedAtOnceNeverMix() throws {
        let path = TestForms.folder().appendingPathComponent("out.jsonl").path
        let long = Submission(submitted: Date(timeIntervalSince1970: 0),
                              values: [("note", String(repeating: "é", count: 5000))], records: [])
        let numbers = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let writer = SubmissionWriter(outputArgument: path)
            for _ in 0..<200 {
                let number = try! writer.append(long)
                numbers.withLock { $0.append(number) }
            }
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1600)
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
        #expect(numbers.withLock { $0.sorted() } == Array(1...1600))
    }

    @Test func anUnwritableOutputSaysWhy() {
        let writer = SubmissionWriter(outputArgument: "/nonexistent-folder/out.jsonl")
        #expect(throws: SaveError(path: "/nonexistent-folder/out.jsonl", errno: ENOENT)) {
            try writer.append(entry)
        }
    }

    /// /dev/full accepts the open and refuses the write, as a full disk does.
    @Test func aFullDiskSaysWhy() {
        let writer = SubmissionWriter(outputArgument: "/dev/full")
        #expect(throws: SaveError(path: "/dev/full", errno: ENOSPC)) {
            try writer.append(entry)
        }
    }

    @Test func aFailedSaveKeepsTheValuesAndCanBeRetried() throws {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.choose(typing: "zug", in: 1)
        form.storage.failure = SaveError(path: "/dev/full", errno: ENOSPC)
        form.press(.save, in: 2)
        #expect(form.state.banner == "The entry was not saved: the disk that holds “full” is full. It stays in the form.")
        #expect(form.state.fields[1].text == "Zug")
        form.storage.failure = nil
        form.press(.save, in: 2)
        #expect(form.saved.count == 2) // asked to save again, with the same values
        #expect(form.saved[1].values.map(\.text) == form.saved[0].values.map(\.text))
        #expect(form.state.banner == nil)
    }
}

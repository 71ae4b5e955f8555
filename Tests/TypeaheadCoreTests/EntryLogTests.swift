import Foundation
import Testing
@testable import TypeaheadCore

/// Entries have ids, and their history is never rewritten: a correction or
/// a deletion is a new line naming the entry it changes.
@Suite("Entry log", .timeLimit(.minutes(5)), .hangWatchdog)
struct EntryLogTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func entry(_ name: String, city: String = "Zürich", supersedes: EntryID? = nil, at seconds: Double = 0) -> Submission {
        Submission(supersedes: supersedes, submitted: start.addingTimeInterval(seconds),
                   values: [("name", name), ("city", city)], records: [("city", "2657896")])
    }

    static func log(_ text: String, path: String = "out.jsonl") throws -> EntryLog {
        let lines = try Array(text.utf8).withUnsafeBufferPointer { try EntryFileReader(path: path).read($0) }
        return EntryLog(lines: lines)
    }

    static func names(_ log: EntryLog) -> [String] {
        log.entries.map { $0.text(of: "name") ?? "?" }
    }

    static func output() -> String {
        TestForms.folder().appendingPathComponent("out.jsonl").path
    }

    @Test func eachSavedLineGetsATimeOrderedUUIDv7() throws {
        let writer = SubmissionWriter(destination: .file(Self.output()))
        let first = writer.line(of: Self.entry("Ada")), again = writer.line(of: Self.entry("Ada"))
        let later = writer.line(of: Self.entry("Ada", at: 0.002))
        let ids = try [first, again, later].map { line in
            try #require(line.firstMatch(of: /^\{"id": "([0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})", "submitted"/)?.1)
        }
        #expect(ids[0] != ids[1], "each save is a new entry")
        #expect(ids[0] < ids[2] && ids[1] < ids[2], "an id made later sorts after")
        // The first 48 bits are the time in milliseconds.
        let milliseconds = UInt64(ids[0].replacingOccurrences(of: "-", with: "").prefix(12), radix: 16)
        #expect(milliseconds == UInt64(Self.start.timeIntervalSince1970 * 1000))
    }

    @Test func linesWrittenBeforeIDsAreKnownByTheirLineNumber() throws {
        let log = try Self.log("""
            {"submitted": "2027-01-15T08:00:00Z", "values": {"name": "Ada"}, "records": {}}

            {"submitted": "2027-01-15T08:01:00Z", "values": {"name": "Bob"}, "records": {}}
            {"supersedes": 1, "id": "0191d7a0-0000-7000-8000-000000000001", "submitted": "2027-01-15T09:00:00Z", "values": {"name": "Ada L"}}
            """)
        #expect(Self.names(log) == ["Bob", "Ada L"]) // newest first; the correction keeps Ada's place
        #expect(log.entries.map(\.original) == [.line(3), .line(1)])
        #expect(log.entries[1].current == .uuid("0191d7a0-0000-7000-8000-000000000001"))
    }

    @Test func aCorrectionReplacesTheVersionItNamesAndADeletionTakesTheEntryOut() throws {
        let path = Self.output()
        let writer = SubmissionWriter(destination: .file(path))
        for name in ["Ada", "Bob", "Cy"] { try writer.append(Self.entry(name)) }
        var log = try EntryLog.read(path: path)
        #expect(Self.names(log) == ["Cy", "Bob", "Ada"])
        let bob = log.entries[1]
        try writer.append(Self.entry("Bob B", city: "Genève", supersedes: bob.current, at: 60))
        log = try EntryLog.read(path: path)
        #expect(Self.names(log) == ["Cy", "Bob B", "Ada"])
        #expect(log.entries[1].original == bob.original)
        #expect(log.entries[1].text(of: "city") == "Genève")
        #expect(log.entries[1].corrected == Self.start.addingTimeInterval(60))
        #expect(log.entries[1].otherCorrections == 0)

        let deletion = EntryDeletion(deletes: log.entries[1].current, submitted: Self.start.addingTimeInterval(120))
        try writer.append(line: deletion.jsonLine)
        log = try EntryLog.read(path: path)
        #expect(Self.names(log) == ["Cy", "Ada"])
        // Undoing the deletion is a correction of it: Bob comes back where he was.
        try writer.append(Self.entry("Bob B", city: "Genève", supersedes: deletion.id, at: 130))
        log = try EntryLog.read(path: path)
        #expect(Self.names(log) == ["Cy", "Bob B", "Ada"])
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 6, "no line rewritten")
    }

    @Test func twoWindowsCorrectingOneEntryBothKeepTheirLines() throws {
        let path = Self.output()
        let first = SubmissionWriter(destination: .file(path)), second = SubmissionWriter(destination: .file(path))
        try first.append(Self.entry("Ada"))
        let ada = try #require(EntryLog.read(path: path).entries.first)
        // Both windows opened Ada's entry before either saved.
        try first.append(Self.entry("Ada Lovelace", supersedes: ada.current, at: 10))
        try second.append(Self.entry("Ada King", supersedes: ada.current, at: 20))
        let log = try EntryLog.read(path: path)
        #expect(Self.names(log) == ["Ada King"]) // the newer
        #expect(log.entries[0].otherCorrections == 1)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("Ada Lovelace") && text.contains("Ada King"))
    }

    @Test func whatIsSavedIsWhatIsReadBack() throws {
        let path = Self.output()
        let form = SubmittedForm(title: "Trip", file: "/forms/trip.form.json")
        let writer = SubmissionWriter(destination: .file(path), form: form)
        let saved = Submission(submitted: Self.start, values: [("name", "Zoë \"Z\"\n"), ("note", "")],
                               records: [("city", "7")])
        try writer.append(saved)
        let read = try #require(EntryLog.read(path: path).entries.first)
        #expect(read.values.map { "\($0.id)=\($0.text)" } == ["name=Zoë \"Z\"\n", "note="])
        #expect(read.records.map { "\($0.id)=\($0.key)" } == ["city=7"])
        #expect(read.form == form)
        #expect(read.submitted == Self.start)
    }

    @Test(arguments: [
        (#"{"submitted": "yesterday", "values": {}}"#, 1, 15, "'submitted' must be a time such as 2027-01-15T08:00:00Z, found 'yesterday'"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "values": {"a": {"b": 1}}}"#, 1, 55, "'values' holds text, found an object for 'a'"),
        (#"{"submitted": "2027-01-15T08:00:00Z"}"#, 1, 1, "a saved entry needs 'values' (or 'deletes', for a deletion)"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "deletes": 0}"#, 1, 50, "'deletes' must be an entry's id or a line number, found 0"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "deletes": 1, "values": {}}"#, 1, 53, "a deletion has no 'values'"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "values": {}, "colour": "red"}"#, 1, 53,
         "unknown property 'colour' in a saved entry (known: deletes, form, id, records, submitted, supersedes, values)"),
        ("[1, 2]", 1, 1, "a saved entry must be an object, found an array"),
    ])
    func aLineTypeaheadDidNotWriteIsRefusedWhereItIs(line: String, row: Int, column: Int, message: String) {
        #expect(throws: LoadError(path: "out.jsonl", line: row, column: column, message: message)) {
            try Self.log(line)
        }
    }
}

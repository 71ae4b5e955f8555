import Foundation
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Issue 24.2: a kill between the save and the draft's removal left the
/// entry saved and its draft restored, to be saved twice. The draft now
/// says which line it is being saved as before the line is appended.
@MainActor
@Suite("A save and its draft", .timeLimit(minutes: 5), .hangWatchdog)
struct SaveAndDraftTests {
    let state = ["XDG_STATE_HOME": TestForms.folder().path]
    /// With its id given, as a window's line is made once and kept.
    let entry = Submission(id: .uuid("01900000-0000-7000-8000-000000000001"), submitted: Date(timeIntervalSince1970: 1_800_000_000),
                           values: [(id: "city", text: "Zürich")], records: [(id: "city", key: "3")])

    func drafts() -> DraftStore { DraftStore(formPath: "/forms/trip.form.json", environment: state) }

    /// Killed after the line reached the output, before the draft went:
    /// the next start drops the draft.
    @Test func aDraftWhoseLineWasSavedIsDropped() throws {
        let output = TestForms.folder().path + "/out.jsonl"
        let writer = SubmissionWriter(destination: .file(output))
        var killed: DraftStore? = drafts()
        let line = writer.line(of: entry)
        try killed!.store(Draft(saving: entry, as: line))
        try writer.append(line: line)
        killed = nil // the kill: the draft's lock goes, its file stays
        let next = drafts()
        #expect(try next.loadUnsaved(output: writer) == nil)
        #expect(!FileManager.default.fileExists(atPath: next.path))
        #expect(try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").count == 1)
    }

    /// Killed before the line reached the output (or the append failed):
    /// the entry comes back to be saved, as it was.
    @Test func aDraftWhoseLineWasNotSavedComesBack() throws {
        let folder = TestForms.folder().path
        #expect(FileManager.default.createFile(atPath: folder + "/out.jsonl", contents: Data("{\"other\": 1}\n".utf8)))
        let writer = SubmissionWriter(destination: .file(folder + "/out.jsonl"))
        var killed: DraftStore? = drafts()
        try killed!.store(Draft(saving: entry, as: writer.line(of: entry)))
        killed = nil
        let restored = try drafts().loadUnsaved(output: writer)
        #expect(restored == Draft(values: ["city": "Zürich"], records: ["city": "3"]))
    }

    /// The line is found wherever it is, across the reader's chunks too.
    @Test func theOutputIsSearchedFromItsEnd() throws {
        let output = TestForms.folder().path + "/out.jsonl"
        let writer = SubmissionWriter(destination: .file(output))
        let filler = String(repeating: "x", count: 700_000)
        try writer.append(line: "{\"a\": \"\(filler)\"}")
        let line = writer.line(of: entry)
        try writer.append(line: line)
        try writer.append(line: "{\"b\": \"\(filler)\"}")
        try writer.append(line: "{\"c\": \"\(filler)\"}")
        #expect(writer.holds(line: line) == true)
        #expect(writer.holds(line: "{\"a\": \"\(filler)\"}") == true) // the first line
        #expect(writer.holds(line: String(line.dropLast())) == false) // not a whole line
        #expect(SubmissionWriter(destination: .standardOutput).holds(line: line) == nil)
    }
}

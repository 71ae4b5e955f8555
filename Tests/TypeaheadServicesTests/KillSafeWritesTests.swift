import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadServices
@testable import TypeaheadStorage

/// Issue 49.1: a correction and Ctrl+Z after a save each survive a kill at
/// every step of their writes. The steps are those `FileStorage` takes, in
/// its order, against real files: after each one the app is "killed" (its
/// draft store let go) and the form opened again, as the next start does.
/// The GUI scenarios fault_kill_each_step_correction and
/// fault_kill_each_step_undo kill the real app at each of them.
@Suite("Corrections and undo survive a kill", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct KillSafeWritesTests {
    static let form = "/forms/trip.form.json"
    static let version = EntryID.uuid("019b76da-a800-7f2a-89a7-a6a36513270e")
    static let pending = Draft(values: ["name": "Pend", "city": "", "country": ""], records: [:], focus: "name")

    let state = ["XDG_STATE_HOME": TestForms.folder().path]
    let output = TestForms.folder().path + "/out.jsonl"

    func open() -> DraftStore { DraftStore(formPath: Self.form, environment: state) }

    /// The next start: the drafts of the killed window's slot, once its
    /// lock is free (a child process may share it for a moment).
    func reopen(slot: String) async throws -> (entry: Draft?, correction: Draft?) {
        var store: DraftStore?
        try await waitUntil("the killed window's slot", within: .seconds(5)) {
            store = open()
            return store!.path == slot
        }
        let writer = SubmissionWriter(outputArgument: output)
        return (try store!.loadUnsaved(output: writer), try store!.loadUnsaved(.correction, output: writer))
    }

    /// A kill after each step of a correction's save: the entry being typed
    /// always comes back; the correction comes back, still a correction,
    /// until its line is in the output, and never after.
    @Test(arguments: 0...3) func aCorrectionKilledAtAnyStepLosesNothingAndSavesNothingTwice(steps: Int) async throws {
        var store: DraftStore? = open()
        try store!.store(Self.pending)
        let corrected = Submission(id: .uuid("019b76da-b000-7000-8000-000000000001"), supersedes: Self.version,
                                   submitted: Date(timeIntervalSince1970: 1_800_000_000),
                                   values: [("name", "Corr"), ("city", ""), ("country", "")], records: [])
        var correction = Draft(saving: corrected, as: "")
        correction.savingLine = nil
        try store!.store(correction, as: .correction) // kept while it was typed
        let writer = SubmissionWriter(outputArgument: output)
        let line = writer.line(of: corrected)
        let path: [() throws -> Void] = [
            { try store!.store(Draft(saving: corrected, as: line), as: .correction) },
            { _ = try writer.append(line: line) },
            { try store!.store(nil, as: .correction) },
        ]
        for step in path.prefix(steps) { try step() }
        let slot = store!.path
        store = nil // killed
        let back = try await reopen(slot: slot)
        #expect(back.entry == Self.pending, "the entry being typed is never lost")
        let lineWritten = steps >= 2
        let saved = FileManager.default.fileExists(atPath: output) ? try String(contentsOfFile: output, encoding: .utf8) : ""
        #expect(saved.split(separator: "\n").count == (lineWritten ? 1 : 0))
        if lineWritten {
            #expect(back.correction == nil, "a correction in the output is not brought back to be saved twice")
        } else {
            #expect(back.correction?.corrects == Self.version, "it comes back as a correction, not a new entry")
            #expect(back.correction?.values["name"] == "Corr" && back.correction?.savingLine == nil)
        }
    }

    /// Ctrl+Z after a save: the draft that holds the values waits for the
    /// deletion line. Killed before the line, the entry is still saved and
    /// the draft is dropped; after it, the values come back.
    @Test(arguments: 0...2) func ctrlZKilledAtAnyStepLeavesTheEntryOnceEitherSavedOrInTheForm(steps: Int) async throws {
        var store: DraftStore? = open()
        let entry = Submission(id: .uuid("019b76da-b000-7000-8000-000000000002"), submitted: Date(timeIntervalSince1970: 1_800_000_000),
                               values: [("name", "Ada"), ("city", ""), ("country", "")], records: [])
        let writer = SubmissionWriter(outputArgument: output)
        _ = try writer.append(entry)
        let deletion = EntryDeletion(deletes: entry.id!, submitted: Date(timeIntervalSince1970: 1_800_000_001))
        let line = writer.line(of: deletion)
        var waiting = Draft(values: ["name": "Ada", "city": "", "country": ""], records: [:])
        waiting.withdrawingLine = line
        let path: [() throws -> Void] = [
            { try store!.store(waiting) },
            { _ = try writer.append(line: line) },
        ]
        for step in path.prefix(steps) { try step() }
        let slot = store!.path
        store = nil // killed
        let back = try await reopen(slot: slot)
        let table = try EntryTable.read(path: output)
        if steps == 2 {
            #expect(table.count == 0 && back.entry?.values["name"] == "Ada", "taken back: the values are the draft")
            #expect(back.entry?.withdrawingLine == nil)
        } else {
            #expect(table.count == 1 && back.entry == nil, "still saved: no draft to save it twice")
        }
    }
}

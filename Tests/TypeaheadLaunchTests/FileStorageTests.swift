import Foundation
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// The app's storage: drafts written behind the person's typing, only the
/// newest of a burst, and never in place of a save.
@MainActor
@Suite("Storage on disk", .timeLimit(minutes: 5), .hangWatchdog)
struct FileStorageTests {
    let state = ["XDG_STATE_HOME": TestForms.folder().path]

    func storage(output: String) -> (FileStorage, DraftStore) {
        let drafts = DraftStore(formPath: "/forms/trip.form.json", environment: state)
        let writer = SubmissionWriter(destination: .file(output))
        return (FileStorage(writer: writer, drafts: drafts, histories: nil), drafts)
    }

    func draft(_ text: String) -> Draft { Draft(values: ["city": text], records: [:]) }

    func onDisk(_ drafts: DraftStore) throws -> Draft? {
        guard FileManager.default.fileExists(atPath: drafts.path) else { return nil }
        do {
            return try DraftFile.read(path: drafts.path)
        } catch where !FileManager.default.fileExists(atPath: drafts.path) {
            return nil // dropped between the look and the read
        }
    }

    /// Waits for the background writes to leave `expected` on disk.
    func settle(_ drafts: DraftStore, until expected: Draft?, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        try await waitUntil("the draft on disk to become \(String(describing: expected))", sourceLocation: sourceLocation) {
            try onDisk(drafts) == expected
        }
    }

    @Test func aBurstOfDraftsLeavesTheNewestOnDisk() async throws {
        let (storage, drafts) = storage(output: TestForms.folder().path + "/out.jsonl")
        let typed = "Zürich Airport"
        for end in typed.indices.dropFirst() {
            storage.keep(draft: draft(String(typed[..<end])), as: .entry) { _ in Issue.record("a draft write failed") }
        }
        storage.keep(draft: draft(typed), as: .entry) { _ in Issue.record("a draft write failed") }
        try await settle(drafts, until: draft(typed))
        storage.keep(draft: nil, as: .entry) { _ in }
        try await settle(drafts, until: nil)
    }

    @Test func aSaveRightAfterABurstLeavesNoDraft() async throws {
        let output = TestForms.folder().path + "/out.jsonl"
        let (storage, drafts) = storage(output: output)
        for text in ["Z", "Zu", "Zur", "Zuri", "Zurich"] {
            storage.keep(draft: draft(text), as: .entry) { _ in Issue.record("a draft write failed") }
        }
        _ = try await storage.saveAndWait(Submission(submitted: Date(), values: [(id: "city", text: "Zürich")], records: []))
        // The save waited for the queued draft write, then dropped the draft.
        #expect(try onDisk(drafts) == nil)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("Zürich"))
    }

    /// Undo of a deletion in the entries view appends its line and leaves
    /// the draft of the entry being typed in the form where it is.
    @Test func bringingAnEntryBackKeepsTheDraftOfTheOneBeingTyped() async throws {
        let output = TestForms.folder().path + "/out.jsonl"
        let (storage, drafts) = storage(output: output)
        storage.keep(draft: draft("Zug"), as: .entry) { _ in Issue.record("a draft write failed") }
        var written: SaveError??
        storage.restore(Submission(supersedes: .line(2), submitted: Date(), values: [(id: "city", text: "Zürich")], records: [])) {
            written = $0
        }
        storage.finishWriting()
        try await waitUntil("the restoring line", sourceLocation: #_sourceLocation) { written != nil }
        #expect(written! == nil)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains(#""supersedes": 2"#))
        try await settle(drafts, until: draft("Zug"))
    }
}

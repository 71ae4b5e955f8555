import Foundation
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadServices
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

    /// An entry with its id given, as a window's line is made once and kept.
    static let entry = Submission(id: .uuid("01900000-0000-7000-8000-000000000001"), submitted: Date(timeIntervalSince1970: 1_800_000_000),
                                  values: [(id: "city", text: "Zürich")], records: [(id: "city", key: "3")])

    /// The storage writes the saving draft before it appends: an append that
    /// fails leaves it, and the next start brings the entry back.
    @Test func theStorageKeepsTheSavingDraftBeforeItAppends() async throws {
        let folder = TestForms.folder().path
        let output = folder + "/out.jsonl"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) // the append fails
        var store: DraftStore? = DraftStore(formPath: "/forms/trip.form.json", environment: state)
        var storage: FileStorage? = FileStorage(writer: SubmissionWriter(destination: .file(output)), drafts: store, histories: nil)
        await #expect(throws: SaveError.self) { try await storage!.saveAndWait(Self.entry) }
        let kept = try DraftFile.read(path: store!.path)
        #expect(kept.savingLine == SubmissionWriter(destination: .file(output)).line(of: Self.entry))
        // What the next start reads of this slot brings the entry back. Asked
        // of this store: a new store's choice of slot, while the storage's
        // queue lets this one go, is DraftStoreTests' to check (under load a
        // new store here once took a second slot and found nothing).
        storage?.finishWriting()
        #expect(try store!.loadUnsaved(output: SubmissionWriter(destination: .file(output)))?.values == ["city": "Zürich"])
        storage = nil
        store = nil
    }

    /// A whole save leaves no draft, and the line once.
    @Test func aSaveLeavesTheLineOnceAndNoDraft() async throws {
        let output = TestForms.folder().path + "/out.jsonl"
        let store = DraftStore(formPath: "/forms/trip.form.json", environment: state)
        let writer = SubmissionWriter(destination: .file(output))
        let storage = FileStorage(writer: writer, drafts: store, histories: nil)
        _ = try await storage.saveAndWait(Self.entry)
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(writer.holds(line: writer.line(of: Self.entry)) == true)
        #expect(try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").count == 1)
    }

    /// The errors the disk really gives, in the words the banner uses.
    @Test func theSystemsRefusalsInPlainWords() async throws {
        let folder = TestForms.folder()
        let file = TestForms.write("", named: "a-file", in: folder)
        let cases: [(String, String)] = [
            (folder.path + "/missing/out.jsonl", "the folder “missing” does not exist"),
            (file + "/out.jsonl", "“a-file” or a folder above it is a file, not a folder"),
            ("/dev/full", "the disk that holds “full” is full"),
        ]
        for (path, words) in cases {
            let storage = FileStorage(writer: SubmissionWriter(outputArgument: path), drafts: nil, histories: nil)
            let error = await #expect(throws: SaveError.self) {
                _ = try await storage.saveAndWait(Submission(submitted: Date(), values: [(id: "city", text: "Zug")], records: []))
            }
            #expect(error?.plainWords == words, "\(path)")
        }
    }
}

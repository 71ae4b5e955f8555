import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

@Suite("Drafts on disk", .timeLimit(minutes: 5), .hangWatchdog)
struct DraftStoreTests {
    let form = "/forms/trip.form.json"
    let state = ["XDG_STATE_HOME": TestForms.folder().path]
    var draftsFolder: String { state["XDG_STATE_HOME"]! + "/typeahead/drafts" }

    func open() -> DraftStore { DraftStore(formPath: form, environment: state) }
    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: draftsFolder).sorted() }

    /// Opens the form once `isReady` holds (`openedOnceReady` says why it
    /// may take more than one try).
    @MainActor
    func openOnce(_ what: String, _ isReady: (DraftStore) throws -> Bool) async throws -> DraftStore {
        try await openedOnceReady(what, open, until: isReady)
    }

    @Test func theDraftStoreWritesWholeFilesAndReadsThemBack() throws {
        let store = open()
        #expect(store.path.hasPrefix(draftsFolder + "/trip.form.json-"))
        #expect(try store.load() == nil)
        let draft = Draft(values: ["city": "Zürich \"centre\"", "notes": "two\nlines"], records: ["city": "2657896"], focus: "notes")
        try store.store(draft)
        #expect(try DraftFile.read(path: store.path) == draft)
        #expect(try !files().contains { $0.contains(".tmp-") }) // no temporary file left
        try store.store(nil)
        #expect(!FileManager.default.fileExists(atPath: store.path))
        try store.store(nil) // nothing to remove is fine
    }

    /// Issue 14.1: A and B type in one form; A saves; both are killed.
    /// Before, they shared one file: B's draft overwrote A's, A's save
    /// deleted it, and B's text was gone.
    @Test @MainActor func twoWindowsNeverLoseEachOthersDraft() async throws {
        var a: DraftStore? = open()
        var b: DraftStore? = open()
        #expect(a!.path != b!.path)
        try a!.store(Draft(values: ["name": "Ada"], records: [:]))
        try b!.store(Draft(values: ["name": "Bob"], records: [:]))
        try a!.store(nil) // A saved its entry
        a = nil // killed: the lock goes with the process, the files stay
        b = nil
        let reopened = try await openOnce("a killed window's draft") { try $0.load() != nil }
        #expect(try reopened.load() == Draft(values: ["name": "Bob"], records: [:]))
        #expect(reopened.waitingDrafts == 0)
    }

    @Test func aRunningWindowsDraftIsNeverTakenByAnother() throws {
        let a = open()
        try a.store(Draft(values: ["name": "Ada"], records: [:]))
        let b = open()
        #expect(try b.load() == nil)
        try b.store(Draft(values: ["name": "Bob"], records: [:]))
        #expect(try DraftFile.read(path: a.path).values["name"] == "Ada")
    }

    /// Two windows killed: the next window takes the newer draft, says one
    /// more waits, and the window after takes that one.
    @Test @MainActor func draftsOfKilledWindowsComeBackNewestFirst() async throws {
        var a: DraftStore? = open()
        var b: DraftStore? = open()
        try a!.store(Draft(values: ["name": "older"], records: [:]))
        try b!.store(Draft(values: ["name": "newer"], records: [:]))
        backdate(a!.path)
        a = nil
        b = nil
        let c = try await openOnce("the newer draft, the older waiting") {
            try $0.load()?.values["name"] == "newer" && $0.waitingDrafts == 1
        }
        #expect(try c.load()?.values["name"] == "newer")
        #expect(c.waitingDrafts == 1)
        let d = try await openOnce("the older draft") { try $0.load()?.values["name"] == "older" }
        #expect(try d.load()?.values["name"] == "older")
        #expect(d.waitingDrafts == 0)
        #expect(try open().load() == nil) // both are held now
    }

    /// A damaged draft is moved aside, not overwritten, and the window starts empty.
    @Test func aDamagedDraftIsKeptAsideAndReported() throws {
        var first: DraftStore? = open()
        try first!.store(Draft(values: ["a": "b"], records: [:]))
        let damaged = "{\"values\": {\"a\": 1}}"
        try damaged.write(toFile: first!.path, atomically: true, encoding: .utf8)
        first = nil
        let store = open()
        let error = try #require(throws: DamagedFile.self) { try store.load() }
        let keptAs = try #require(error.keptAs)
        #expect(keptAs.hasPrefix(store.path + ".damaged-"))
        #expect(try String(contentsOfFile: keptAs, encoding: .utf8) == damaged)
        #expect(error.description == "\(store.path):1:18: 'a' must be a string (the draft is not used; it is kept as \(keptAs))")
        #expect(try store.load() == nil)
        try store.store(Draft(values: ["a": "c"], records: [:]))
        #expect(try String(contentsOfFile: keptAs, encoding: .utf8) == damaged)
    }

    /// Temporary files of a crashed write go at opening; not one another
    /// process is writing (its lock is held), nor a fresh one (a write just
    /// starting), nor another form's.
    @Test func staleTemporaryFilesAreRemovedAtOpening() throws {
        try StateFolder.create(draftsFolder)
        let stem = DraftSlots(formPath: form, environment: state).stem
        func make(_ name: String, old: Bool) -> String {
            let path = TestForms.write("{", named: name, in: URL(fileURLWithPath: draftsFolder))
            if old { backdate(path) }
            return path
        }
        _ = make(stem + ".json.tmp-4242", old: true)
        _ = make(stem + ".json.tmp-4243", old: false)
        let beingWritten = make(stem + ".2.json.tmp-4244", old: true)
        _ = make("other.form.json-1.json.tmp-4245", old: true)
        _ = make(stem + ".3.json.lock", old: true) // a lock whose window ended, with no draft
        let writer = try #require(try FileLock.tryAcquire(beingWritten, creating: false))
        _ = open()
        #expect(try files() == ["other.form.json-1.json.tmp-4245", stem + ".2.json.tmp-4244",
                            stem + ".json.lock", stem + ".json.tmp-4243"])
        writer.release(removingFile: false)
    }

    /// Root ignores permissions, so the folder is made unusable by a regular
    /// file where a folder should be.
    @Test(arguments: ["typeahead", "typeahead/drafts"])
    func anUnwritableFolderSaysWhereAndWhy(fileInTheWay: String) throws {
        let blocker = state["XDG_STATE_HOME"]! + "/" + fileInTheWay
        try StateFolder.create(URL(fileURLWithPath: blocker).deletingLastPathComponent().path)
        _ = TestForms.write("not a folder", named: fileInTheWay, in: URL(fileURLWithPath: state["XDG_STATE_HOME"]!))
        let store = open()
        let expected = SaveError(path: blocker, reason: "it is a file, not a folder", action: "keep the unsaved entry in")
        #expect(store.openingProblem == expected)
        #expect(try store.load() == nil)
        #expect(throws: expected) { try store.store(Draft(values: ["a": "b"], records: [:])) }
        #expect(expected.description == "Could not keep the unsaved entry in \(blocker): it is a file, not a folder")
        try store.store(nil) // nothing was kept, so nothing to remove
        // Once the way is clear, the next change is kept.
        try FileManager.default.removeItem(atPath: blocker)
        try store.store(Draft(values: ["a": "b"], records: [:]))
        #expect(try DraftFile.read(path: store.path).values == ["a": "b"])
    }
}

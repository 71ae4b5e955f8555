import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadStorage

/// What a window reads of its form's past when it opens: the draft and the
/// correction a killed window left, the choices of earlier entries, and
/// what it must tell the person about files it could not use.
@Suite("Drafts and history at opening", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct DraftsAndHistoryTests {
    let form = "/forms/clinic.form.json"
    let state = ["XDG_STATE_HOME": TestForms.folder().path]
    let output = SubmissionWriter(destination: .file(TestForms.folder().appendingPathComponent("entries.jsonl").path))

    func open() -> DraftsAndHistory { DraftsAndHistory(formPath: form, output: output, environment: state) }

    /// Opens once `isReady` holds (`openedOnceReady` says why it may take
    /// more than one try).
    func openOnce(_ what: String, _ isReady: (DraftsAndHistory) -> Bool) async throws -> DraftsAndHistory {
        try await openedOnceReady(what, open, until: isReady)
    }

    @Test func aFormWithoutAFileRemembersNothing() {
        let remembered = DraftsAndHistory(formPath: nil, output: output, environment: state)
        #expect(remembered.drafts == nil && remembered.histories == nil)
        #expect(remembered.draft == nil && remembered.correction == nil)
        #expect(remembered.history == ChoiceHistory() && remembered.notices.isEmpty)
    }

    /// The entry being typed and the correction open beside it come back
    /// each in its place, with the choices made before.
    @Test func aKilledWindowsDraftAndCorrectionComeBackApart() async throws {
        var window: DraftStore? = DraftStore(formPath: form, environment: state)
        try window!.store(Draft(values: ["name": "Pend"], records: [:], focus: "name"))
        try window!.store(Draft(values: ["name": "Corr"], records: [:]), as: .correction)
        var choices = ChoiceHistory()
        choices.record("2657896", for: "city")
        try ChoiceHistoryStore(formPath: form, environment: state).store(choices)
        window = nil // killed: the lock goes, the files stay

        let remembered = try await openOnce("the killed window's draft") { $0.draft != nil }
        #expect(remembered.draft == Draft(values: ["name": "Pend"], records: [:], focus: "name"))
        #expect(remembered.correction?.values == ["name": "Corr"])
        #expect(remembered.history.keys(for: "city") == ["2657896"])
        #expect(remembered.notices.isEmpty)
    }

    /// A history file that cannot be read is set aside and named; the form
    /// starts with no history rather than not at all.
    @Test func aDamagedHistoryIsToldOfAndLeftOut() throws {
        let histories = ChoiceHistoryStore(formPath: form, environment: state)
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: histories.path).deletingLastPathComponent().path,
                                                withIntermediateDirectories: true)
        try "{\"city\": [1".write(toFile: histories.path, atomically: true, encoding: .utf8)
        let remembered = open()
        #expect(remembered.history == ChoiceHistory())
        #expect(remembered.notices.count == 1)
        #expect(remembered.notices.first?.hasPrefix(histories.path + ":1:") == true, "names the file, its line and column")
        #expect(remembered.notices.first?.contains("kept as " + histories.path + ".damaged-") == true)
    }

    /// Two windows killed: the next takes the newer draft and says the other waits.
    @Test func anotherWaitingDraftIsToldOfOnce() async throws {
        var a: DraftStore? = DraftStore(formPath: form, environment: state)
        var b: DraftStore? = DraftStore(formPath: form, environment: state)
        try a!.store(Draft(values: ["name": "Ada"], records: [:]))
        try b!.store(Draft(values: ["name": "Bob"], records: [:]))
        backdate(a!.path) // Ada's is the older
        a = nil
        b = nil
        let remembered = try await openOnce("one draft taken, one waiting") { $0.drafts?.waitingDrafts == 1 }
        #expect(remembered.draft?.values == ["name": "Bob"])
        #expect(remembered.notices == ["Another unsaved entry of this form is kept: open the form again to get it back"])
        #expect(DraftsAndHistory.waitingNotice(3) == "3 more unsaved entries of this form are kept: open the form again for each")
    }
}

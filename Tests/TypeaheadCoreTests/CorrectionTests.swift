import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// Correcting a saved entry: its values come into the form with their
/// records, it is checked as when it was entered, and its save is a line
/// that supersedes it. The entry being typed before comes back after.
@Suite("Correcting a saved entry", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct CorrectionTests {
    static let version = EntryID.uuid("019b76da-a800-7f2a-89a7-a6a36513270e")
    /// Ada in Zürich, as saved: Zürich's record (key 3) filled Switzerland.
    static let saved = Draft(values: ["name": "Ada", "city": "Zürich", "country": "Switzerland"],
                             records: ["city": "3", "country": "3"])

    func chosen(_ form: FormDriver) -> [String] {
        form.state.fields.map { ($0.isChosen ? "✓" : "") + $0.text }
    }

    @Test func aCorrectionOpensWithItsRecordsAndSavesAsALineThatSupersedesIt() throws {
        let form = FormDriver(TestForms.tripForm())
        form.type("Bo", in: 0) // an entry being typed
        let draftsBefore = form.drafts.count
        form.send(.correct(version: Self.version, values: Self.saved))
        #expect(form.state.isCorrecting)
        #expect(chosen(form) == ["Ada", "✓Zürich", "✓Switzerland"])
        #expect(form.state.focusedField == 0)
        form.type("Ada Lovelace", in: 0)
        form.press(.save, in: 0)
        let correction = try #require(form.saved.first)
        #expect(correction.supersedes == Self.version && correction.id != nil && correction.id != Self.version)
        #expect(correction.values.map { "\($0.id)=\($0.text)" } == ["name=Ada Lovelace", "city=Zürich", "country=Switzerland"])
        #expect(correction.records.map { "\($0.id)=\($0.key)" } == ["city=3", "country=3"])
        #expect(form.drafts.count == draftsBefore, "no draft is kept of a correction")
        // Back to the entry being typed, and to the entries.
        #expect(!form.state.isCorrecting)
        #expect(form.state.fields.map(\.text) == ["Bo", "", ""])
        #expect(form.state.toast?.text == "Entry corrected")
        #expect(form.toldWindow.filter { $0 == .correctionSaved }.count == 1)
    }

    @Test func aCorrectionIsCheckedAsAnEntryIs() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.correct(version: Self.version, values: Self.saved))
        form.press(.clear, in: 0)
        form.press(.save, in: 0)
        #expect(form.saved.isEmpty)
        #expect(form.state.fields[0].error == "Name is required")
        #expect(form.state.isCorrecting)
    }

    @Test func cancellingBringsBackTheEntryBeingTypedAndWritesNothing() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Bo", in: 0)
        form.send(.correct(version: Self.version, values: Self.saved))
        form.type("Changed", in: 0)
        form.send(.cancelCorrection)
        #expect(!form.state.isCorrecting)
        #expect(form.state.fields.map(\.text) == ["Bo", "", ""])
        #expect(form.saved.isEmpty)
        #expect(form.drafts.last??.values["name"] == "Bo")
    }

    /// The machine keeps a correction's draft apart from the window's, and
    /// gives Ctrl+Z's values to the deletion's write, not after it.
    @Test func theMachineKeepsACorrectionApartAndUndoWithItsDeletion() throws {
        let form = FormDriver(TestForms.tripForm())
        form.type("Pend", in: 0)
        let windowDrafts = form.storage.drafts.count
        form.send(.correct(version: Self.version, values: Draft(values: ["name": "Ada", "city": "", "country": ""], records: [:])))
        form.type("Corr", in: 0)
        #expect(form.storage.drafts.count == windowDrafts, "the window's draft is left as it was")
        #expect(form.storage.corrections.last??.values["name"] == "Corr")
        #expect(form.storage.corrections.last??.corrects == Self.version)
        form.send(.cancelCorrection)
        #expect(form.storage.corrections.last == .some(nil), "left, the correction's draft goes")
        #expect(form.state.fields[0].text == "Pend")

        let saved = UndoBelongsToTheFormTests.savedForm()
        saved.storage.log.removeAll()
        saved.press(.undo, in: 0)
        #expect(saved.storage.withdrawnDrafts.last??.values["name"] == "Ada")
        #expect(saved.storage.log == ["withdraw"], "no draft written after the deletion: it went with it")
    }
}

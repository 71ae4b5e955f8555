import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// A restored draft goes on in the field the person was in, not the first.
@Suite("A draft keeps where the person was", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct RestoredFocusTests {
    @Test func theDraftNamesTheFieldThePersonIsIn() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        #expect(form.drafts.last??.focus == "name")
        form.press(.enter, in: 0)
        #expect(form.drafts.last??.focus == "city")
    }

    @Test func aRestoredDraftIsFocusedWhereItWasLeft() {
        let draft = Draft(values: ["name": "Ada", "city": "Zürich"], records: [:], focus: "country")
        let form = FormDriver(TestForms.tripForm(), draft: draft)
        #expect(form.state.focusedField == 2)
        #expect(form.window.focusedField == 2)
        #expect(form.state.fields.map(\.text) == ["Ada", "Zürich", ""])
    }

    @Test func aFieldTheFormNoLongerHasGoesToTheFirst() {
        let form = FormDriver(TestForms.tripForm(), draft: Draft(values: ["name": "Ada"], records: [:], focus: "airport"))
        #expect(form.state.focusedField == 0)
    }

    @Test func aFocusThatIsNotTextIsADamagedDraft() throws {
        let path = TestForms.folder().appendingPathComponent("draft.json").path
        try "{\"values\": {}, \"focus\": 2}".write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: LoadError.self) { try DraftFile.read(path: path) }
        #expect(error.description == "\(path):1:25: 'focus' must be a string")
    }
}

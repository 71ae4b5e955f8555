import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

@Suite("A typed value is saved in its record's own spelling", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct OwnSpellingTests {
    func savedCity(_ form: FormDriver) -> (text: String?, key: String?) {
        let saved = form.saved.last
        return (saved?.values.first { $0.id == "city" }?.text, saved?.records.first { $0.id == "city" }?.key)
    }

    @Test func returnTakesTheRecordsSpelling() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("zurich", in: 1)
        form.press(.escape, in: 1) // nothing highlighted: the typed text itself
        form.press(.enter, in: 1)
        form.press(.enter, in: 2)
        #expect(savedCity(form) == ("Zürich", "3"))
    }

    @Test func tabTakesTheRecordAndFillsItsFields() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("ZURICH", in: 1)
        form.press(.escape, in: 1)
        form.press(.tab, in: 1)
        #expect(form.state.fields[1].text == "Zürich")
        #expect(form.state.fields[2].text == "Switzerland")
    }

    @Test func ctrlReturnFromAnotherFieldSavesTheRecordsSpelling() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("sao paulo", in: 1)
        form.send(.listDismissed(field: 1)) // a click elsewhere…
        form.send(.focusLeft(field: 1)) // …leaves the field with the text as typed
        form.send(.focusEntered(field: 0))
        form.type("Ada", in: 0)
        form.press(.save, in: 0)
        #expect(savedCity(form) == ("São Paulo", "5"))
        #expect(form.saved.last?.values.first { $0.id == "country" }?.text == "Brazil")
    }
}

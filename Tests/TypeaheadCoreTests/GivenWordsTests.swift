import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// The core words what it says in the `Words` it is given, never in a
/// process-wide catalogue: here a small German one, while the tests'
/// process has no catalogue at all (every message as written).
@Suite("Words given to the core", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct GivenWordsTests {
    static let german = Words(name: "German for the tests", message: { message in
        [
            "%1$s is required": "%1$s fehlt",
            "a field, as a screen reader says it\u{4}required": "Pflichtfeld",
            "Saved entry %1$d to %2$s": "Eintrag %1$d in %2$s gespeichert",
            "_Undo": "_Rückgängig",
            "column title\u{4}Saved": "Gespeichert",
        ][message] ?? message
    }, plural: { singular, plural, count in count == 1 ? singular : plural })

    @Test func aFieldsErrorIsInTheFormsWords() {
        let form = FormDriver(TestForms.tripForm(), words: Self.german)
        form.press(.save, in: 0)
        #expect(form.state.fields[0].error == "Name fehlt")
        // The same form given no words of its own speaks the catalogue's.
        let plain = FormDriver(TestForms.tripForm())
        plain.press(.save, in: 0)
        #expect(plain.state.fields[0].error == "Name is required")
    }

    @Test func theToastAndItsButtonAreInTheFormsWords() {
        let form = FormDriver(TestForms.tripForm(), words: Self.german)
        form.type("Ada", in: 0)
        form.press(.save, in: 0)
        #expect(form.state.toast?.text == "Eintrag 1 in out.jsonl gespeichert")
        #expect(form.state.toast?.action?.label(form.machine.words) == "_Rückgängig")
    }

    @Test func whatAScreenReaderHearsIsInTheFormsWords() {
        let form = FormDriver(TestForms.tripForm(), words: Self.german)
        #expect(form.state.announcement?.text == "Pflichtfeld")
    }

    @Test func theEntriesColumnsAreTitledInTheirWords() {
        let columns = EntriesColumns(fieldIDs: ["name"], clockStyle: .twentyFourHour, words: Self.german)
        #expect(columns.titles.first == "Gespeichert")
        #expect(EntriesColumns(fieldIDs: ["name"], clockStyle: .twentyFourHour).titles.first == "Saved")
    }
}

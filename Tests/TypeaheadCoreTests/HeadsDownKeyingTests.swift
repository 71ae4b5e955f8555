import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Heads-down keying (`"keying": "heads-down"`): Return takes a suggestion
/// only when what was typed names one record; every other Return in a
/// strict field stops with the bell, and keys typed after it go nowhere
/// until the keyer answers.
@Suite("Heads-down keying", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct HeadsDownKeyingTests {
    static let clerk = 0, place = 1, country = 2, note = 3
    static let headsDown = #", "keying": "heads-down""#

    func form(_ options: String = Self.headsDown) -> FormDriver {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces, formOptions: options))
        form.send(.focusEntered(field: Self.place))
        return form
    }

    /// Types as a keyer does: each character an edit, Return a key.

    @Test func aPrefixThatNamesNoOneRecordStopsWithTheBell() {
        for typed in ["port", "hamilton", "ham"] {
            let form = form()
            form.key(typed + "\n")
            #expect(form.state.focusedField == Self.place, "\(typed)")
            #expect(form.window.bells == 1, "\(typed)")
            #expect(!form.state.fields[Self.place].isChosen)
            #expect(form.state.fields[Self.place].isListOpen)
            #expect(form.state.fields[Self.place].highlightedRow == nil)
            #expect(form.state.fields[Self.country].text.isEmpty)
        }
    }

    @Test func theWholeValueOfOneRecordIsTakenAndTheKeyerMovesOn() {
        let form = form()
        form.key("zurich\n")
        #expect(form.state.fields[Self.place].text == "Zürich")
        #expect(form.state.fields[Self.country].text == "Switzerland")
        #expect(form.state.focusedField == Self.country)
        #expect(form.window.bells == 0)
        // "portland" is one record's whole value, though Port Harcourt outweighs it.
        let other = self.form()
        other.key("portland\n")
        #expect(other.state.fields[Self.country].text == "United States")
    }

    /// The rest of the record, typed past the stop, is poured nowhere and
    /// saved nowhere; the keyer answers, and a toast says what was dropped.
    @Test func keysTypedPastAStopAreHeldUntilItIsAnswered() throws {
        let form = form()
        form.key("hamilton\n" + "UK\nnote\n")
        #expect(form.state.fields.map(\.text) == ["", "hamilton", "", ""])
        #expect(form.saved.isEmpty)
        #expect(form.state.focusedField == Self.place)
        #expect(form.window.bells == 2) // the stop, and the first key past it
        #expect(form.state.fields[Self.place].error == "More than one hamilton: choose one (8 keys held: choose a row, or press Escape to edit)")
        // The keyer looks up and chooses the United Kingdom's.
        let rows = form.state.fields[Self.place].rows.map(\.detail)
        let uk = try #require(rows.firstIndex(of: "United Kingdom"))
        for _ in 0...uk { form.hit(.field(.down)) }
        form.hit(.field(.enter))
        #expect(form.state.fields.map(\.text) == ["", "Hamilton", "United Kingdom", ""])
        #expect(form.state.focusedField == Self.country)
        #expect(form.state.toast?.text == "8 keys typed after the stop were not used")
    }

    @Test func escapeAnswersTheStopAndTheFieldIsTheKeyersToEdit() {
        let form = form()
        form.key("port\nxyz")
        #expect(form.state.fields[Self.place].text == "port")
        form.hit(.field(.escape))
        #expect(!form.state.fields[Self.place].isListOpen)
        form.key("land\n")
        #expect(form.state.fields[Self.place].text == "Portland")
        #expect(form.state.focusedField == Self.country)
    }

    @Test func tabAndSavePastAStopAreHeldToo() {
        let form = form()
        form.key("ham\n")
        form.hit(.field(.tab))
        form.hit(.field(.save))
        #expect(form.state.focusedField == Self.place)
        #expect(form.saved.isEmpty)
        #expect(form.state.fields[Self.place].error?.hasSuffix("(2 keys held: choose a row, or press Escape to edit)") == true)
    }

    /// Heads-down the order never learns: a record chosen before does not
    /// move ahead, so the same keys pick the same rows every time.
    @Test func theOrderDoesNotLearn() throws {
        let history = ChoiceHistory(keysByField: ["place": ["2"]]) // the United Kingdom's Hamilton, chosen before
        let headsDown = FormDriver(TestForms.placesForm(TestForms.namesakePlaces, formOptions: Self.headsDown), history: history)
        headsDown.send(.focusEntered(field: Self.place))
        headsDown.key("ham")
        #expect(headsDown.state.fields[Self.place].rows.first?.detail == "Canada")
        #expect(headsDown.effects.allSatisfy { if case .requestSuggestions(let request) = $0 { request.preferred.isEmpty } else { true } })
        // Attentive, the learned order is the form's choice ("learnOrder").
        let learning = FormDriver(TestForms.placesForm(TestForms.namesakePlaces), history: history)
        learning.choose(typing: "ham", in: Self.place)
        #expect(learning.state.fields[Self.country].text == "United Kingdom")
        let fixed = FormDriver(TestForms.placesForm(TestForms.namesakePlaces, formOptions: #", "learnOrder": false"#), history: history)
        fixed.choose(typing: "ham", in: Self.place)
        #expect(fixed.state.fields[Self.country].text == "Canada")
    }

    /// Attentive keying rings the bell at its stops too.
    @Test func anAttentiveStopRingsTheBell() {
        let form = form("")
        form.key("atlantis\n")
        #expect(form.state.focusedField == Self.place)
        #expect(form.window.bells == 1)
    }

    @Test func aFieldMayBeHeadsDownInAnAttentiveForm() {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces, placeOptions: Self.headsDown))
        form.send(.focusEntered(field: Self.place))
        form.key("ham\n")
        #expect(form.window.bells == 1)
        #expect(form.state.focusedField == Self.place)
    }

    @Test func aBadKeyingIsRefusedWhereItIsWritten() {
        let path = TestForms.write(#"{"title": "t", "fields": [{"id": "a", "keying": "fast"}]}"#,
                                   named: "k.form.json", in: TestForms.folder())
        #expect {
            _ = try LoadedForm.load(formPath: path)
        } throws: { error in
            "\((error as? LoadError)?.line ?? 0):\((error as? LoadError)?.column ?? 0): \((error as? LoadError)?.message ?? "")"
                == #"1:49: 'keying' must be "attentive" or "heads-down""#
        }
    }
}

import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

/// Ctrl+' fills the focused field from the same field of the last entry
/// saved in this window, as Microsoft Access does, taking its record.
@Suite("Ctrl+' repeats the last entry's value", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct RepeatPreviousValueTests {
    func chosen(_ form: FormDriver) -> [String] {
        form.state.fields.map { ($0.isChosen ? "✓" : "") + $0.text }
    }

    @Test func ctrlApostropheIsTheKey() {
        #expect(KeyPress(KeySymbol.apostrophe, control: true).meaning(isComposing: false) == .field(.repeatPrevious))
        // A shifted key on German and other layouts.
        #expect(KeyPress(KeySymbol.apostrophe, shift: true, control: true).meaning(isComposing: false) == .field(.repeatPrevious))
        #expect(KeyPress(KeySymbol.apostrophe).meaning(isComposing: false) != .field(.repeatPrevious))
        #expect(KeyPress(KeySymbol.apostrophe, control: true).meaning(isComposing: true) == .entry)
    }

    @Test func aChosenValueComesWithItsRecordAndFillsWhatItLinks() throws {
        let form = UndoBelongsToTheFormTests.savedForm() // Ada, Zürich (chosen), Switzerland (filled)
        form.type("Bea", in: 0)
        form.press(.enter, in: 0)
        #expect(form.press(.repeatPrevious, in: 1).handled)
        #expect(chosen(form) == ["Bea", "✓Zürich", "✓Switzerland"])
        #expect(form.state.fields[1].list == .hidden)
        form.press(.save, in: 1)
        let records = try #require(form.saved.last?.records.map { "\($0.id)=\($0.key)" })
        #expect(records == form.saved[0].records.map { "\($0.id)=\($0.key)" })
        #expect(form.saved.last?.values.map(\.text) == ["Bea", "Zürich", "Switzerland"])
    }

    @Test func aTypedValueComesAsText() {
        let form = UndoBelongsToTheFormTests.savedForm()
        form.press(.repeatPrevious, in: 0)
        #expect(chosen(form) == ["Ada", "", ""])
        // And kept as a draft, as typing is.
        #expect(form.drafts.last??.values["name"] == "Ada")
    }

    @Test func itReplacesWhatTheFieldHeldAndCtrlZPutsThatBack() {
        let form = UndoBelongsToTheFormTests.savedForm()
        form.send(.focusEntered(field: 1))
        form.type("Spr", in: 1)
        form.press(.repeatPrevious, in: 1)
        #expect(chosen(form) == ["", "✓Zürich", "✓Switzerland"])
        form.press(.undo, in: 1)
        #expect(form.state.fields[1].text == "Spr")
        #expect(form.state.fields[2].text == "")
    }

    @Test func beforeAnySaveItSaysThereIsNothingToRepeat() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        #expect(form.press(.repeatPrevious, in: 0).handled)
        #expect(form.state.fields[0].text == "Ada")
        #expect(form.state.toast?.text == "No entry saved yet to repeat a value from")
    }

    @Test func aSaveTakenBackIsNoLongerTheLastEntry() {
        let form = UndoBelongsToTheFormTests.savedForm() // Ada in Zürich
        form.press(.clear, in: 0)
        form.type("Bea", in: 0)
        form.press(.save, in: 0) // Bea, no city
        #expect(form.saved.count == 2)
        form.press(.undo, in: 0) // Bea's entry taken back
        form.press(.clear, in: 0)
        form.press(.repeatPrevious, in: 0)
        #expect(form.state.fields[0].text == "Ada")
    }

    /// A key that waits for an answer is replayed after it, Ctrl+' among them.
    @Test func itWaitsItsTurnBehindAKeyWaitingForAnAnswer() {
        let form = UndoBelongsToTheFormTests.savedForm()
        form.answersAtOnce = false
        form.type("Bea", in: 0)
        form.press(.enter, in: 0)
        form.type("spr", in: 1)
        form.hit(.field(.escape)) // waits for the answer to "spr"
        form.hit(.field(.repeatPrevious))
        #expect(form.state.fields[1].text == "spr")
        form.answerAll()
        #expect(chosen(form) == ["Bea", "✓Zürich", "✓Switzerland"])
    }
}

import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

/// The autocomplete field: inline completion, the keyboard, the list's
/// states, late answers and the spinner, dimming and the check icon.
@Suite("The autocomplete field", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct FieldBehaviourTests {
    func cityForm(_ options: String = "", dim: Bool = true) -> FormDriver {
        let form = FormDriver(TestForms.tripForm(cityOptions: options, dim: dim))
        form.send(.focusEntered(field: 1))
        return form
    }

    // MARK: Inline completion

    @Test func theTopRowCompletesTheTextInlineAndIsHighlighted() {
        let form = cityForm()
        form.type("zu", in: 1)
        #expect(form.state.fields[1].completion == "rich")
        #expect(form.state.fields[1].highlightedRow == 0)
        #expect(form.state.fields[1].text == "zu") // what was typed stays as typed
    }

    @Test func typingTheNextLetterKeepsTheCompletionBeforeTheAnswer() {
        let form = cityForm()
        form.type("zu", in: 1)
        form.answersAtOnce = false
        form.type("zur", in: 1)
        #expect(form.state.fields[1].completion == "ich")
        #expect(form.state.fields[1].highlightedRow == 0)
        form.answer()
        #expect(form.state.fields[1].completion == "ich")
    }

    @Test func backspaceRemovesTheCompletionFirst() {
        let form = cityForm()
        form.type("zu", in: 1)
        form.type("zu", in: 1) // the entry after Backspace deleted the selected "rich"
        #expect(form.state.fields[1].completion == nil)
        #expect(form.state.fields[1].highlightedRow == nil)
        #expect(form.state.fields[1].isListOpen)
        form.type("z", in: 1) // a second Backspace edits the text, and offers no completion
        #expect(form.state.fields[1].completion == nil)
    }

    @Test func returnAcceptsTheCompletion() {
        let form = cityForm()
        form.type("zu", in: 1)
        form.press(.enter, in: 1)
        #expect(form.state.fields[1].text == "Zürich")
        #expect(form.state.fields[2].text == "Switzerland")
        #expect(form.state.focusedField == 2)
    }

    @Test func aTopRowThatDoesNotBeginWithTheTextIsNotHighlighted() {
        let form = cityForm()
        form.type("ork", in: 1) // York, New York: substrings
        #expect(form.state.fields[1].rows.count == 2)
        #expect(form.state.fields[1].highlightedRow == nil)
        #expect(form.state.fields[1].completion == nil)
        form.press(.down, in: 1)
        #expect(form.state.fields[1].highlightedRow == 0)
    }

    @Test func escapeDropsTheCompletionAndTabThenKeepsWhatWasTyped() {
        let form = cityForm()
        form.type("zu", in: 1)
        #expect(form.press(.escape, in: 1).handled)
        #expect(form.state.fields[1].completion == nil)
        #expect(form.state.fields[1].text == "zu")
        #expect(!form.state.fields[1].isListOpen)
        form.type("zug", in: 1) // typing after a close reopens the list
        #expect(form.state.fields[1].isListOpen)
        form.type("zü", in: 1)
        form.press(.escape, in: 1)
        #expect(form.press(.tab, in: 1).handled) // Tab moves on
        #expect(form.state.fields[1].completion == nil)
        #expect(form.state.fields[1].text == "zü")
    }

    // MARK: Keyboard and mouse

    @Test func altDownOpensTheListForTheTextOrTheFirstValues() {
        let form = cityForm()
        #expect(form.press(.openList, in: 1).handled)
        #expect(form.state.fields[1].isListOpen)
        #expect(form.state.fields[1].rows.first?.text == "São Paulo") // heaviest first
        form.press(.escape, in: 1)
        form.type("york", in: 1)
        form.press(.escape, in: 1)
        form.press(.openList, in: 1)
        #expect(form.state.fields[1].isListOpen)
        #expect(form.state.fields[1].rows.map(\.text) == ["York", "New York"])
        #expect(!form.press(.openList, in: 0).handled) // a field without a source
    }

    @Test func pageDownAndPageUpMoveByMaxRows() {
        let form = cityForm(#", "maxRows": 2"#)
        form.press(.openList, in: 1) // 7 cities: the two pages it can show are fetched
        #expect(form.state.fields[1].rows.count == 4)
        form.press(.pageDown, in: 1)
        #expect(form.state.fields[1].highlightedRow == 1)
        form.press(.pageDown, in: 1)
        #expect(form.state.fields[1].highlightedRow == 3)
        form.press(.pageDown, in: 1)
        #expect(form.state.fields[1].highlightedRow == 3) // stops at the last row
        form.press(.pageUp, in: 1)
        #expect(form.state.fields[1].highlightedRow == 1)
        #expect(form.state.fields[1].maxRows == 2)
    }

    @Test func hoverHighlightsARow() {
        let form = cityForm()
        form.type("s", in: 1)
        form.send(.rowHovered(field: 1, row: 2))
        #expect(form.state.fields[1].highlightedRow == 2)
        #expect(form.state.fields[1].completion == nil)
    }

    // MARK: The list

    @Test func noMatchesShowsARowSaying() {
        let form = cityForm()
        form.type("qqq", in: 1)
        #expect(form.state.fields[1].isListOpen)
        #expect(form.state.fields[1].showsNoMatches)
        #expect(form.state.fields[1].rows.isEmpty)
        form.press(.down, in: 1) // nothing to highlight
        #expect(form.state.fields[1].highlightedRow == nil)
    }

    @Test func theListWaitsForMinChars() {
        let form = cityForm(#", "minChars": 3"#)
        form.type("zu", in: 1)
        #expect(form.matcher.requests.isEmpty) // two letters ask for nothing
        #expect(!form.state.fields[1].isListOpen)
        form.type("zur", in: 1)
        #expect(form.matcher.requests.map(\.query) == ["zur"])
        #expect(form.state.fields[1].isListOpen)
        #expect(form.state.fields[1].rows.map(\.text) == ["Zürich"])
    }

    // MARK: Late answers and the spinner

    @Test func aLateAnswerForOlderTextIsDropped() throws {
        let form = cityForm()
        form.answersAtOnce = false
        form.type("z", in: 1)
        form.type("y", in: 1)
        try #require(form.pending.map(\.request.query) == ["z", "y"])
        form.pending.swapAt(0, 1) // the answer for "y" comes back first
        form.answer()
        form.answer()
        #expect(form.state.fields[1].rows.map(\.text) == ["York", "New York"])
    }

    // The spinner's timer is the session's own, set on the test clock:
    // it shows 150 ms after a request that has no answer yet.

    @Test func anOverdueAnswerShowsASpinnerOverThePreviousRows() {
        let form = cityForm()
        form.type("z", in: 1)
        form.answersAtOnce = false
        form.type("zy", in: 1)
        form.clock.advance(by: .milliseconds(149))
        #expect(!form.state.fields[1].isLoading) // not yet: a fast answer shows no spinner
        form.clock.advance(by: .milliseconds(1))
        #expect(form.state.fields[1].isLoading)
        #expect(form.state.fields[1].rows.map(\.text) == ["Zürich", "Zug"]) // the previous rows stay
        form.answer()
        #expect(!form.state.fields[1].isLoading)
        #expect(form.state.fields[1].showsNoMatches)
    }

    @Test func aFastAnswerShowsNoSpinnerAndNoEmptyList() {
        let form = cityForm()
        form.answersAtOnce = false
        form.type("z", in: 1)
        #expect(!form.state.fields[1].isListOpen) // nothing to show yet: no empty flash
        form.clock.advance(by: .milliseconds(100))
        form.answer()
        form.clock.advance(by: .milliseconds(100)) // the spinner's timer falls due after the answer
        #expect(!form.state.fields[1].isLoading)
        #expect(form.state.fields[1].rows.map(\.text) == ["Zürich", "Zug"])
    }

    @Test func aSpinnerShowsWhileTheFirstAnswerIsLate() {
        let form = cityForm()
        form.answersAtOnce = false
        form.type("z", in: 1)
        form.clock.advance(by: .milliseconds(150))
        #expect(form.state.fields[1].isListOpen && form.state.fields[1].isLoading)
        #expect(!form.state.fields[1].showsNoMatches)
    }

    @Test func escapeWhileAnAnswerIsOnItsWayKeepsTheListClosed() {
        let form = cityForm()
        form.answersAtOnce = false
        form.type("z", in: 1)
        #expect(form.press(.escape, in: 1).handled)
        form.answer()
        #expect(!form.state.fields[1].isListOpen)
    }

    // MARK: Dimming and selection state

    @Test func theFormDimsWhileAListIsOpenUnlessTheFormSaysNot() {
        let form = cityForm()
        form.type("zu", in: 1)
        #expect(form.state.isDimmed)
        form.send(.listDismissed(field: 1)) // a click on the dimmed form
        #expect(!form.state.isDimmed)
        #expect(form.state.fields[1].text == "zu")
        #expect(form.state.fields[1].completion == nil)

        let plain = cityForm(dim: false)
        plain.type("zu", in: 1)
        #expect(plain.state.fields[1].isListOpen)
        #expect(!plain.state.isDimmed)
    }

    @Test func aKnownValueShowsTheCheckUntilEdited() {
        let form = cityForm()
        form.type("zurich", in: 1)
        #expect(form.state.fields[1].isChosen) // typed exactly
        form.type("zuric", in: 1)
        #expect(!form.state.fields[1].isChosen)
        form.press(.down, in: 1) // after a Backspace nothing is completed: Down picks the row
        form.press(.enter, in: 1)
        form.send(.focusEntered(field: 1))
        #expect(form.state.fields[1].isChosen)
        form.type("Zürichx", in: 1)
        #expect(!form.state.fields[1].isChosen)
    }

    @Test func aChosenDuplicateKeepsItsOwnRecord() throws {
        let form = cityForm()
        form.type("Ada", in: 0)
        form.choose(typing: "springfield", row: 1, in: 1) // the second, key 2
        form.press(.enter, in: 2)
        let saved = try #require(form.saved.first)
        #expect(saved.records.first { $0.0 == "city" }?.1 == "2")
    }
}

import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine

@Suite("The form state machine", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct FormMachineTests {
    @Test func typingOpensTheListRankedByTierThenWeight() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("york", in: 1)
        let city = form.state.fields[1]
        #expect(city.isListOpen)
        #expect(city.rows.map(\.text) == ["York", "New York"]) // exact before a later word
        #expect(city.rows[0].detail == "United Kingdom")
        #expect(city.highlightedRow == 0) // the top row begins with the text
        #expect(city.completion == nil) // and there is nothing left to complete
        #expect(form.state.isDimmed)
    }

    @Test func matchingIgnoresCaseAndAccents() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("SAO P", in: 1)
        #expect(form.state.fields[1].rows.map(\.text) == ["São Paulo"])
        #expect(form.state.fields[1].rows[0].matchedRanges == [0..<5])
    }

    @Test func downAndUpMoveTheHighlightAndWrapThroughNone() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("z", in: 1) // Zürich (completed inline, so highlighted), Zug
        #expect(form.state.fields[1].highlightedRow == 0)
        #expect(form.press(.down, in: 1).handled)
        #expect(form.state.fields[1].highlightedRow == 1)
        form.press(.down, in: 1)
        #expect(form.state.fields[1].highlightedRow == nil) // past the last row
        form.press(.up, in: 1)
        #expect(form.state.fields[1].highlightedRow == 1) // up from none: the last row
        form.press(.up, in: 1)
        form.press(.up, in: 1)
        #expect(form.state.fields[1].highlightedRow == nil)
    }

    @Test func escapeClosesTheListAndKeepsTheText() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("zu", in: 1)
        #expect(form.press(.escape, in: 1).handled)
        #expect(!form.state.fields[1].isListOpen)
        #expect(form.state.fields[1].text == "zu")
        #expect(!form.press(.escape, in: 1).handled) // a closed list leaves Escape to the window
    }

    @Test func returnAcceptsTheHighlightedRowFillsTheRecordAndMovesOn() {
        let form = FormDriver(TestForms.tripForm())
        form.choose(typing: "zur", in: 1)
        let state = form.state
        #expect(state.fields[1].text == "Zürich")
        #expect(state.fields[1].isChosen)
        #expect(state.fields[2].text == "Switzerland")
        #expect(state.focusedField == 2)
        #expect(!state.fields[1].isListOpen)
    }

    @Test func aClickAcceptsARow() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("spring", in: 1)
        form.send(.rowClicked(field: 1, row: 1))
        #expect(form.state.fields[1].text == "Springfield")
        #expect(form.state.focusedField == 1)
    }

    @Test func returnWithNothingHighlightedTakesAnExactlyMatchingRecord() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("zurich", in: 1)
        form.press(.enter, in: 1)
        #expect(form.state.fields[1].text == "Zürich")
        #expect(form.state.fields[1].isChosen)
        #expect(form.state.fields[2].text == "Switzerland")
        #expect(form.state.focusedField == 2)
    }

    @Test func anAmbiguousTypedTextTakesNoRecord() {
        let form = FormDriver(TestForms.tripForm(strictCity: false))
        form.send(.focusEntered(field: 1))
        form.type("springfield", in: 1) // two records have this name
        form.press(.enter, in: 1)
        #expect(form.state.fields[1].text == "springfield") // taking a record would write "Springfield"
        #expect(form.state.fields[1].isChosen) // still a known value, typed exactly
        #expect(form.state.focusedField == 2)
    }

    @Test func returnHoldsAnUnknownValueInAStrictField() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("Atlantis", in: 1)
        form.press(.enter, in: 1)
        #expect(form.state.focusedField == 1)
        #expect(form.state.fields[1].error == "Choose one of the suggested values")
        form.type("Zug", in: 1)
        #expect(form.state.fields[1].error == nil) // fixed as they type
    }

    @Test func returnOnTheLastFieldSavesTheEntryAndClearsTheForm() throws {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("spring", in: 1) // completed inline to the first Springfield
        form.press(.down, in: 1) // the second Springfield, key 2
        form.press(.enter, in: 1)
        form.press(.enter, in: 2)
        var submission = try #require(form.saved.first)
        #expect(submission.id.map { "\($0)" }?.hasPrefix("01a3185c-5000-7") == true) // a UUIDv7 of the save's time
        submission.id = nil
        #expect(submission.jsonLine == """
            {"submitted": "2027-01-15T08:00:00Z", "values": {"name": "Ada", "city": "Springfield", "country": "United States"}, \
            "records": {"city": "2", "country": "2"}, \
            "keying": {"keys": 6, "seconds": 0, "accepted": 1, "saved": 18, "fields": {}}}
            """, "six keys; the second Springfield taken put in 5 letters of it and 13 of its country")
        #expect(form.state.fields.allSatisfy { $0.text.isEmpty })
        #expect(form.state.focusedField == 0)
        #expect(form.state.toast == Toast(text: "Saved entry 1 to out.jsonl", action: .undo))
    }

    @Test func aSaveWithAnInvalidFieldGoesToTheFirstInvalidField() {
        let form = FormDriver(TestForms.tripForm())
        form.press(.enter, in: 0)
        form.press(.enter, in: 1)
        form.press(.enter, in: 2)
        #expect(form.saved.isEmpty)
        #expect(form.state.focusedField == 0)
        #expect(form.state.fields[0].error == "Name is required")
    }

    /// The storage refuses the save; what the banner says is the session's
    /// and the machine's wording of that refusal.
    @Test func aFailedSaveKeepsTheValuesAndShowsWhy() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.choose(typing: "zug", in: 1)
        form.storage.failure = SaveError(path: "/x/out.jsonl", reason: "Permission denied")
        form.press(.enter, in: 2) // the last field: saves
        #expect(form.saved.count == 1) // the save was tried
        #expect(form.state.banner == "The entry was not saved: “out.jsonl” could not be written (Permission denied). It stays in the form.")
        #expect(form.state.toast == nil)
        #expect(form.state.fields.map(\.text) == ["Ada", "Zug", "Switzerland"])
        #expect(form.drafts.last??.values["name"] == "Ada") // the entry is still kept as a draft
    }

    @Test func aLateAnswerIsDropped() throws {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("s", in: 1)
        let older = try #require(form.matcher.requests.last) // the request for "s", as the machine tagged it
        form.type("zu", in: 1)
        let stale = Suggestion(record: 0, key: "1", text: "Springfield", detail: nil, tier: .prefix, matchedRanges: [])
        form.send(.suggestionsArrived(field: 1, generation: older.generation, suggestions: [stale]))
        #expect(form.state.fields[1].rows.map(\.text) == ["Zürich", "Zug"])
    }

    @Test func editingTheChosenValueClearsWhatItFilled() {
        let form = FormDriver(TestForms.tripForm())
        form.choose(typing: "zur", in: 1)
        form.send(.focusEntered(field: 1))
        form.type("Züric", in: 1)
        #expect(!form.state.fields[1].isChosen)
        #expect(form.state.fields[2].text == "")
    }

    @Test func aRecordNeverOverwritesWhatThePersonTyped() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Helvetia", in: 2)
        form.choose(typing: "zur", in: 1)
        #expect(form.state.fields[2].text == "Helvetia")
    }

    @Test func tabKeepsWhatWasTypedAndMovesOnThenLeavesTheLastFieldToGtk() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("zu", in: 1)
        form.press(.escape, in: 1) // nothing shown beyond the typed text
        #expect(form.press(.tab, in: 1).handled)
        #expect(!form.state.fields[1].isListOpen)
        #expect(form.state.fields[1].text == "zu")
        #expect(form.state.focusedField == 2)
        #expect(form.press(.backTab, in: 2).handled)
        #expect(form.state.focusedField == 1)
        form.press(.tab, in: 1)
        #expect(!form.press(.tab, in: 2).handled) // past the last field: the window's own focus chain
    }

    @Test func fieldsWithoutASourceIgnoreListKeys() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        // Taken, so a replayed Down means the same as a typed one (GTK would
        // move the focus with it), but it asks for nothing.
        #expect(form.press(.down, in: 0).handled)
        #expect(form.effects.allSatisfy { if case .requestSuggestions = $0 { false } else { true } })
    }
}

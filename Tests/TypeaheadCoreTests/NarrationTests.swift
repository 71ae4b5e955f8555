import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// What a screen reader hears: `FormViewState.announcement`, decided by
/// `FormNarrator` inside the session, as the app would set it.
@Suite("What a screen reader hears", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct NarrationTests {
    /// The announcements made since the last call, as the app would set them
    /// (one per new serial).
    @MainActor
    final class Ear {
        var lastSerial = 0
        func heard(_ form: FormDriver) -> String? {
            guard let announcement = form.state.announcement, announcement.serial != lastSerial else { return nil }
            lastSerial = announcement.serial
            return announcement.text
        }
    }

    /// Lets time pass until every timer (pause timers among them) has fired.
    func pause(_ form: FormDriver, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        form.clock.runAll(sourceLocation: sourceLocation)
    }

    @Test func enteringAFieldSaysWhatTheReaderCannot() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        #expect(ear.heard(form) == "required")
        form.send(.focusEntered(field: 1))
        #expect(ear.heard(form) == "has suggestions")
    }

    @Test func anAnnouncementNotSaidYetIsKeptWhenAnotherFollows() {
        let restored = Announcement(text: "Restored the entry you had not saved", serial: 1)
        let entered = Announcement(text: "required", serial: 2)
        #expect(restored.followed(by: entered) == Announcement(text: "Restored the entry you had not saved. required", serial: 2))
        #expect(restored.followed(by: Announcement(text: "", serial: 3)) == Announcement(text: restored.text, serial: 3))
        #expect(Announcement(text: "", serial: 1).followed(by: entered) == entered)
        #expect(Announcement(text: "Saved entry 3.", serial: 4).followed(by: entered).text == "Saved entry 3. required")
    }

    @Test func anInlineCompletionSaysTheCompletedText() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.send(.focusEntered(field: 1))
        _ = ear.heard(form)
        form.type("zu", in: 1)
        #expect(form.state.fields[1].completion == "rich")
        #expect(ear.heard(form) == "Zürich")
        form.type("zur", in: 1) // the same value: not said again
        #expect(form.state.fields[1].completion == "ich")
        #expect(ear.heard(form) == nil)
    }

    @Test func theNumberOfSuggestionsIsSaidOncePerPauseNeverPerLetter() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.send(.focusEntered(field: 1))
        _ = ear.heard(form)
        form.type("s", in: 1)
        form.type("sp", in: 1)
        form.type("spr", in: 1)
        _ = ear.heard(form) // the completion
        #expect(form.clock.timers.count == 3)
        form.clock.fire(0)
        form.clock.fire(0)
        #expect(ear.heard(form) == nil) // earlier letters' pauses are stale
        form.clock.fire(0)
        #expect(ear.heard(form) == "2 suggestions")
        pause(form)
        #expect(ear.heard(form) == nil) // said once
    }

    @Test func noMatchesIsSaidAfterThePause() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.send(.focusEntered(field: 1))
        _ = ear.heard(form)
        form.type("qqq", in: 1)
        #expect(ear.heard(form) == nil)
        pause(form)
        #expect(ear.heard(form) == "No matches")
    }

    @Test func arrowsSayTheHighlightedRowItsDetailAndPlaceEveryTime() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.send(.focusEntered(field: 1))
        form.type("spring", in: 1)
        #expect(ear.heard(form) == "Springfield") // completed inline, row 1 highlighted
        form.press(.down, in: 1)
        #expect(ear.heard(form) == "Springfield, United States · population: 110000, 2 of 2")
        form.press(.down, in: 1) // past the last row: the typed text
        #expect(ear.heard(form) == "spring")
        form.press(.up, in: 1)
        #expect(ear.heard(form) == "Springfield, United States · population: 110000, 2 of 2")
        form.press(.up, in: 1)
        #expect(ear.heard(form) == "Springfield, United States · population: 160000, 1 of 2")
        pause(form)
        #expect(ear.heard(form) == nil) // moving through the rows made the count moot
    }

    @Test func theSameRowSaidAgainIsANewAnnouncement() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.send(.focusEntered(field: 1))
        form.type("zu", in: 1)
        form.press(.down, in: 1)
        #expect(form.state.fields[1].highlightedRow == 1)
        #expect(ear.heard(form) == "Zug, Switzerland, 2 of 2")
        form.press(.pageDown, in: 1) // at the end: the highlight stays, and is said again
        #expect(form.state.fields[1].highlightedRow == 1)
        #expect(ear.heard(form) == "Zug, Switzerland, 2 of 2")
    }

    @Test func closingTheListClearsWhatWasSaid() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.send(.focusEntered(field: 1))
        form.type("zu", in: 1)
        _ = ear.heard(form)
        form.press(.escape, in: 1)
        #expect(form.state.fields[1].isListOpen == false)
        #expect(ear.heard(form) == "")
    }

    @Test func anErrorIsSaidWithItsDidYouMean() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("Zurihc", in: 1)
        form.press(.escape, in: 1)
        _ = ear.heard(form)
        form.press(.enter, in: 1)
        #expect(ear.heard(form) == "Choose one of the suggested values. Did you mean Zürich?")
    }

    @Test func aRefusedSaveSaysTheErrorOfTheFieldItGoesTo() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.send(.focusEntered(field: 2))
        _ = ear.heard(form)
        form.press(.save, in: 2)
        #expect(form.state.focusedField == 0)
        #expect(ear.heard(form) == "required. Name is required")
    }

    @Test func toastsAndBannersAreSaid() {
        let form = FormDriver(TestForms.tripForm()), ear = Ear()
        form.type("Ada", in: 0)
        _ = ear.heard(form)
        form.press(.save, in: 0)
        #expect(ear.heard(form) == "Saved entry 1 to out.jsonl. Press Ctrl+Z to undo.")
        form.type("Bea", in: 0)
        form.press(.clear, in: 0)
        #expect(ear.heard(form) == "Form cleared. Press Ctrl+Z to undo.")
        form.type("Cy", in: 0)
        form.storage.failure = SaveError(path: "out.jsonl", reason: "disk full")
        form.press(.save, in: 0)
        #expect(ear.heard(form) == "The entry was not saved: “out.jsonl” could not be written (disk full). It stays in the form.")
    }

    @Test func aRestoredDraftIsSaidWithTheFirstField() {
        let draft = Draft(values: ["name": "Ada"], records: [:])
        let form = FormDriver(TestForms.tripForm(), draft: draft), ear = Ear()
        #expect(ear.heard(form) == "required. Restored the entry you had not saved")
    }

    @Test func sentencesEndBeforeTheNext() {
        #expect(FormNarrator.sentences(["required", "Saved."]) == "required. Saved.")
        #expect(FormNarrator.sentences(["Did you mean Zug?", "x"]) == "Did you mean Zug? x")
    }
}

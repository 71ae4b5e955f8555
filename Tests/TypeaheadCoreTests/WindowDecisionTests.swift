import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

@Suite("What the window offers: toast actions, where an opened file goes, its size", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct WindowDecisionTests {
    @Test func theSaveToastsUndoSendsCtrlZToTheFocusedField() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.save, in: 0)
        #expect(form.state.toast == Toast(text: "Saved entry 1 to out.jsonl", action: .undo))
        #expect(form.state.toast?.action?.label(.catalogue) == "_Undo")
        #expect(form.state.toast?.action?.event(inField: 0) == .key(field: 0, .undo))
    }

    @Test func theClearToastsUndoSendsCtrlZToTheFocusedField() throws {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.clear, in: 0)
        let action = try #require(form.state.toast?.action)
        #expect(action.label(.catalogue) == "_Undo")
        // The field is the window's choice (WindowFocus.actionField): the
        // one with the focus, else the form's, else the first.
        let field = WindowFocus().actionField(formFocus: form.state.focusedField)
        #expect(field == 0)
        #expect(action.event(inField: field) == .key(field: 0, .undo))
        #expect(WindowFocus().actionField(formFocus: nil) == 0)
        form.send(action.event(inField: field))
        #expect(form.state.fields[0].text == "Ada")
        #expect(form.state.toast == nil)
    }

    @Test func theWriterNamesItsFileAndFolder() {
        let file = SubmissionWriter(outputArgument: "/tmp/entries/trip-1f0c2a9e.jsonl")
        #expect(file.toastName == "trip-1f0c2a9e.jsonl")
        #expect(file.folder == "/tmp/entries")
        let standardOutput = SubmissionWriter(outputArgument: "-")
        #expect(standardOutput.toastName == "standard output")
        #expect(standardOutput.folder == nil)
        // The form's own file, named by the app with a hash: the toast leaves its name out.
        let own = SubmissionWriter(outputArgument: "/data/typeahead/trip.form.json-1f0c2a9e.jsonl", isFormsOwnFile: true)
        #expect(own.toastName == nil)
        #expect(own.folder == "/data/typeahead")
    }

    @Test func aSaveToTheFormsOwnFileSaysItsNumberAlone() {
        var machine = FormMachine(form: TestForms.tripForm())
        _ = machine.handle(.focusEntered(field: 0))
        _ = machine.handle(.textEdited(field: 0, text: "Ada"))
        _ = machine.handle(.key(field: 0, .save))
        _ = machine.handle(.saveSucceeded(entryNumber: 12, destination: nil))
        #expect(machine.viewState.toast?.text == "Saved entry 12")
    }

    @Test func anUntouchedFormIsReplacedAndATypedOneKept() {
        let form = FormDriver(TestForms.tripForm())
        #expect(OpenPlacement.placement(over: form.machine.currentDraft) == .replaceWindow)
        form.type("Ada", in: 0)
        #expect(OpenPlacement.placement(over: form.machine.currentDraft) == .newWindow)
        form.press(.save, in: 0)
        #expect(OpenPlacement.placement(over: form.machine.currentDraft) == .replaceWindow) // saved: nothing to lose
    }

    @Test func aFileThatCannotBeOpenedIsNamedWithItsPosition() {
        let failure = OpenFailure(LoadError(path: "/data/bad.csv", line: 12, column: 7, message: "quoted field is never closed"))
        #expect(failure.heading == "Could not open “bad.csv”")
        #expect(failure.body == "/data/bad.csv:12:7: quoted field is never closed")
    }

    @Test func theErrorOffersTheClosestValueInOneWordingForEyesAndEars() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("Zurick", in: 1)
        form.press(.escape, in: 1)
        form.press(.enter, in: 1) // a strict field: an unknown value is refused
        let field = form.state.fields[1]
        guard let parts = field.errorParts(.catalogue) else {
            Issue.record("no error under the refused value")
            return
        }
        #expect(parts.closest == "Zürich")
        #expect(parts.lead.hasSuffix(". Did you mean "))
        #expect(parts.trail == "?")
        #expect(FormNarrator.spokenError(field, words: .catalogue) == parts.lead + "Zürich?")
    }

    @Test func theProgramEndsRefusedOnlyWhenAFileWasRefused() {
        #expect(ExitStatus.afterRun(loopStatus: 0, fileRefused: false) == 0)
        #expect(ExitStatus.afterRun(loopStatus: 0, fileRefused: true) == 2)
        #expect(ExitStatus.afterRun(loopStatus: 1, fileRefused: false) == 1)
    }

    @Test func aToastStaysLongEnoughToReachItsButton() {
        #expect(Toast(text: "Saved entry 1", action: .undo).seconds >= 4)
    }
}

/// A file refused at start is said where the person is.
struct StartFailureReportTests {
    static let desktop = ["GIO_LAUNCHED_DESKTOP_FILE": "/usr/share/applications/org.typeahead.Typeahead.desktop"]

    @Test func launchedFromTheDesktopItIsShownInAWindow() {
        #expect(StartFailureReport.showsWindow(environment: Self.desktop, standardErrorIsTerminal: false))
        #expect(StartFailureReport.showsWindow(environment: ["GIO_LAUNCHED_DESKTOP_FILE_PID": "4242"], standardErrorIsTerminal: false))
    }

    @Test func onATerminalTheLineIsEnough() {
        #expect(!StartFailureReport.showsWindow(environment: Self.desktop, standardErrorIsTerminal: true))
        #expect(!StartFailureReport.showsWindow(environment: [:], standardErrorIsTerminal: true))
    }

    @Test func aScriptReadingStandardErrorGetsNoWindow() {
        #expect(!StartFailureReport.showsWindow(environment: [:], standardErrorIsTerminal: false))
        #expect(!StartFailureReport.showsWindow(environment: ["GIO_LAUNCHED_DESKTOP_FILE": ""], standardErrorIsTerminal: false))
    }
}

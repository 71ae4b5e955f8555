import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

/// Whether a field's popover shows, and with what: decided here, gated on focus.
@Suite("The list shown", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct ListShownTests {
    @Test func onlyTheFocusedFieldsOpenListShows() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("zu", in: 1)
        let field = form.state.fields[1]
        #expect(field.list(isFocused: true) == .rows)
        #expect(field.list(isFocused: false) == .hidden)
        form.press(.escape, in: 1)
        #expect(form.state.fields[1].list(isFocused: true) == .hidden)
    }

    @Test func aLateAnswerShowsLoadingNotNoMatches() {
        let form = FormDriver(TestForms.tripForm())
        form.answersAtOnce = false
        form.send(.focusEntered(field: 1))
        form.type("qq", in: 1)
        #expect(form.state.fields[1].list(isFocused: true) == .hidden) // nothing to show yet
        form.clock.runAll() // the answer is overdue: the spinner
        #expect(form.state.fields[1].list(isFocused: true) == .loading)
        form.answer()
        #expect(form.state.fields[1].list(isFocused: true) == .noMatches)
    }
}

import Testing
@testable import TestSupport
@testable import TypeaheadCore

/// A field's model can hold only states the screen can show.
@Suite("Field model states", .timeLimit(minutes: 5), .hangWatchdog)
struct FieldModelStatesTests {
    @Test func aCompletionAlwaysHasItsTopRowHighlighted() {
        var model = FieldModel()
        model.completion = "rich"
        #expect(model.highlighted == 0)
        model.highlighted = 0 // the top row again: the completion stays
        #expect(model.completion == "rich")
        model.highlighted = 2 // another row: the completion goes
        #expect(model.completion == nil && model.highlight == .row(2))
        model.completion = "ich"
        model.completion = nil // taken as typed: the top row stays highlighted
        #expect(model.highlight == .row(0))
        model.highlighted = nil
        #expect(model.highlight == .none)
    }

    @Test func onlyARequestOnItsWayCanBeOverdue() {
        var model = FieldModel()
        #expect(!model.isAwaiting && !model.isLoading)
        model.wait = .overdue
        #expect(model.isAwaiting && model.isLoading)
        model.dropPendingAnswer()
        #expect(model.wait == .none && !model.isLoading)
    }
}

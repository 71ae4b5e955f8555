import Testing
@testable import TestSupport
@testable import TypeaheadCore

/// Which of GTK's focus moves the form hears as leaving and entering fields.
@Suite("Window focus", .timeLimit(minutes: 5), .hangWatchdog)
struct WindowFocusTests {
    @Test func movingBetweenFieldsLeavesOneAndEntersTheOther() {
        var focus = WindowFocus()
        #expect(focus.moved(to: .field(0)) == [.focusEntered(field: 0)])
        #expect(focus.moved(to: .field(1)) == [.focusLeft(field: 0), .focusEntered(field: 1)])
        #expect(focus.moved(to: .field(1)) == [])
        #expect(focus.moved(to: .elsewhere) == [.focusLeft(field: 1)])
    }

    @Test func openingAndClosingTheMenuIsNotLeavingTheField() {
        var focus = WindowFocus()
        _ = focus.moved(to: .field(2))
        #expect(focus.moved(to: .popover) == [])
        #expect(focus.moved(to: .menuButton) == []) // the menu closing hands its button the focus
        #expect(focus.field == 2)
        #expect(focus.menuClosed(focusAt: .menuButton) == 2) // given back to the field
        #expect(focus.menuClosed(focusAt: .menuButton) == nil) // once
    }

    @Test func theMenuMayCloseBeforeItHandsOverTheFocus() {
        var focus = WindowFocus()
        _ = focus.moved(to: .field(0))
        _ = focus.moved(to: .popover)
        #expect(focus.menuClosed(focusAt: .popover) == 0)
    }

    @Test func theMenuButtonItselfTabbedToIsLeavingTheField() {
        var focus = WindowFocus()
        _ = focus.moved(to: .field(0))
        #expect(focus.moved(to: .menuButton) == [.focusLeft(field: 0)])
        #expect(focus.menuClosed(focusAt: .menuButton) == nil)
    }

    @Test func aWindowActionActsInTheFocusedFieldElseTheFormsElseTheFirst() {
        var focus = WindowFocus()
        #expect(focus.actionField(formFocus: nil) == 0)
        #expect(focus.actionField(formFocus: 2) == 2)
        _ = focus.moved(to: .field(1))
        #expect(focus.actionField(formFocus: 2) == 1)
    }
}

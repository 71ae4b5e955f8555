import Testing
@testable import TestSupport
@testable import TypeaheadCore

/// Only a pointer that moved may highlight a row.
@Suite("Pointer at rest", .timeLimit(minutes: 5), .hangWatchdog)
struct PointerRestTests {
    @Test func aListOpeningUnderARestingPointerHighlightsNothing() {
        var rest = PointerRest()
        rest.listOpened(pointerAt: (100, 200))
        let asRowsAppear = rest.moved(to: (100, 200)) // GTK's motion as the rows appear under it
        let moved = rest.moved(to: (101, 200))
        let again = rest.moved(to: (101, 200))
        #expect(!asRowsAppear)
        #expect(moved)
        #expect(!again)
    }

    @Test func aPointerOffTheWindowWhenTheListOpenedMovesOnItsFirstMotion() {
        var rest = PointerRest()
        rest.listOpened(pointerAt: nil)
        let moved = rest.moved(to: (5, 5))
        #expect(moved)
    }
}

import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

@Suite("A choice that replaces filled values says so, with Undo", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct ReplacedValuesToastTests {
    @Test func fillingEmptyFieldsNeedsNoToast() {
        let form = FormDriver(TestForms.tripForm())
        form.choose(typing: "zur", in: 1)
        #expect(form.state.fields[2].text == "Switzerland")
        #expect(form.state.toast == nil)
    }

    @Test func replacingAFilledValueShowsAToastThatUndoes() {
        let form = FormDriver(TestForms.tripForm())
        form.choose(typing: "zur", in: 1)
        form.choose(typing: "york", in: 1)
        #expect(form.state.fields[2].text == "United Kingdom")
        #expect(form.state.toast == Toast(text: "Filled 1 field from York", action: .undo))
        form.press(.undo, in: 2) // what the toast's Undo sends
        #expect(form.state.fields[1].text == "Zürich")
        #expect(form.state.fields[2].text == "Switzerland")
        #expect(form.state.toast == nil)
    }

    @Test func aChoiceThatChangesNoFilledValueNeedsNoToast() {
        let form = FormDriver(TestForms.tripForm())
        form.choose(typing: "zur", in: 1)
        form.choose(typing: "zug", in: 1) // Switzerland again
        #expect(form.state.toast == nil)
    }

    @Test func looked_upFieldsCountAndASharedNameSaysWhichRecord() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.choose(typing: "zur", in: 0)
        form.choose(typing: "paris", in: 0) // Paris, France: one of two Parises
        #expect(form.state.fields.map(\.text) == ["Paris", "France", "FR", ""])
        #expect(form.state.toast == Toast(text: "Filled 2 fields from Paris (FR)", action: .undo))
    }

    @Test func inADataFileTheRowNumberTellsWhichRecord() {
        let form = FormDriver(TestForms.airportsDataFile())
        form.choose(typing: "zürich airport", in: 0)
        form.choose(typing: "newcastle airport", row: 2, in: 0)
        #expect(form.state.fields.map(\.text) == ["Newcastle Airport", "Newcastle", "South Africa", "NCS"])
        #expect(form.state.toast == Toast(text: "Filled 3 fields from Newcastle Airport (row 3)", action: .undo))
    }

    @Test func anEditRemovesTheOfferToUndo() {
        let form = FormDriver(TestForms.tripForm())
        form.choose(typing: "zur", in: 1)
        form.choose(typing: "york", in: 1)
        form.send(.focusEntered(field: 0))
        form.type("A", in: 0)
        #expect(form.state.toast == nil)
    }
}

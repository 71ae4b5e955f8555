import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

/// After a save the keys go where keying starts: past a sticky field that
/// holds its value. With `skipFilled`, Return passes over what a record filled.
@Suite("Where the keys go after a save, and Return past filled fields", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct FocusAfterSaveTests {
    static let clerk = 0, place = 1, country = 2, note = 3

    @Test func theNextRecordBeginsPastTheStickyClerk() throws {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces))
        form.type("AB", in: Self.clerk)
        form.press(.enter, in: Self.clerk)
        form.choose(typing: "zur", in: Self.place)
        form.press(.save, in: Self.country)
        #expect(form.saved.count == 1)
        #expect(form.state.fields.map(\.text) == ["AB", "", "", ""])
        #expect(form.state.focusedField == Self.place)
        #expect(form.window.focusedField == Self.place)
    }

    @Test func anEmptyStickyFieldIsWhereKeyingStarts() throws {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces))
        form.choose(typing: "zur", in: Self.place)
        form.press(.save, in: Self.country)
        #expect(form.saved.count == 1)
        #expect(form.state.focusedField == Self.clerk)
    }

    @Test func returnPassesOverWhatARecordFilledWhenTheFormAsks() throws {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces, formOptions: #", "skipFilled": true"#))
        form.choose(typing: "zur", in: Self.place)
        #expect(form.state.fields[Self.country].text == "Switzerland")
        #expect(form.state.focusedField == Self.note) // Country, filled, passed over
        form.type("ok", in: Self.note)
        form.press(.enter, in: Self.note)
        #expect(form.saved.count == 1)
    }

    @Test func withoutSkipFilledReturnStopsOnTheFilledField() {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces))
        form.choose(typing: "zur", in: Self.place)
        #expect(form.state.focusedField == Self.country)
    }

    /// A field the person typed in is not passed over: only a record's filling is.
    @Test func aTypedFieldIsNotPassedOver() {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces, formOptions: #", "skipFilled": true"#))
        form.send(.focusEntered(field: Self.country))
        form.type("Helvetia", in: Self.country)
        form.choose(typing: "zur", in: Self.place)
        #expect(form.state.focusedField == Self.country)
    }
}

import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

@Suite("A strict value several records share", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct AmbiguousValueTests {
    @Test func returnOpensJustTheRecordsOfThatValueAndStays() {
        let form = FormDriver(TestForms.airportForm())
        form.type("newcastle airport", in: 0) // three airports, and "… Parking" beginning so
        #expect(form.state.fields[0].rows.count == 4)
        form.press(.enter, in: 0)
        let airport = form.state.fields[0]
        #expect(form.state.focusedField == 0) // does not move on
        #expect(airport.isListOpen)
        #expect(airport.rows.map(\.text) == ["Newcastle Airport", "Newcastle Airport", "Newcastle Airport"])
        #expect(airport.rows.map(\.detail) == ["United Kingdom", "Australia", "South Africa"])
        #expect(airport.highlightedRow == nil) // waits for a choice
        #expect(!airport.isChosen)
        #expect(airport.error == "More than one newcastle airport: choose one")
        #expect(form.state.fields[1].text.isEmpty) // no record, so nothing filled
    }

    @Test func choosingOneOfThemTakesItsRecordAndMovesOn() throws {
        let form = FormDriver(TestForms.airportForm())
        form.type("newcastle airport", in: 0)
        form.press(.enter, in: 0)
        form.press(.down, in: 0)
        form.press(.down, in: 0) // Australia
        form.press(.enter, in: 0)
        #expect(form.state.fields[0].text == "Newcastle Airport")
        #expect(form.state.fields[1].text == "NTL")
        #expect(form.state.focusedField == 1)
        form.press(.save, in: 1)
        let saved = try #require(form.saved.first)
        #expect(saved.records.first { $0.0 == "airport" }?.1 == "2")
    }

    @Test func returnAgainWithoutAChoiceStillWaits() {
        let form = FormDriver(TestForms.airportForm())
        form.type("Newcastle Airport", in: 0)
        form.press(.enter, in: 0)
        form.press(.enter, in: 0)
        #expect(form.state.focusedField == 0)
        #expect(form.state.fields[0].rows.count == 3)
        #expect(form.state.fields[0].isListOpen)
    }

    @Test func ctrlReturnOnSuchAValueOpensTheListAndDoesNotSave() {
        let form = FormDriver(TestForms.airportForm())
        form.type("Newcastle Airport", in: 0)
        form.press(.save, in: 0)
        #expect(form.saved.isEmpty)
        #expect(form.state.focusedField == 0)
        #expect(form.state.fields[0].isListOpen)
        #expect(form.state.fields[0].rows.count == 3)
    }

    @Test func savingFromAnotherFieldGoesBackToItsList() {
        let form = FormDriver(TestForms.airportForm())
        form.type("Newcastle Airport", in: 0)
        form.press(.tab, in: 0) // left without a choice
        form.send(.focusLeft(field: 0))
        form.send(.focusEntered(field: 2))
        form.type("window seat", in: 2)
        form.press(.save, in: 2)
        #expect(form.saved.isEmpty)
        #expect(form.state.focusedField == 0)
        #expect(form.state.fields[0].rows.count == 3)
        #expect(form.state.fields[0].isListOpen)
    }

    /// Decided: a field that is not strict keeps such a text as typed,
    /// without a record, and saves it so.
    @Test func aFieldThatIsNotStrictSavesTheTextWithoutARecord() throws {
        let form = FormDriver(TestForms.tripForm(strictCity: false))
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("springfield", in: 1)
        form.press(.save, in: 1)
        let saved = try #require(form.saved.first)
        #expect(saved.values.first { $0.0 == "city" }?.1 == "springfield")
        #expect(saved.records.isEmpty)
    }
}

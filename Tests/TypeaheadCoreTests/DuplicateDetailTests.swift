import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

@Suite("Rows that share a text say what tells them apart", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct DuplicateDetailTests {
    @Test func aDataFileShowsTheColumnsThatDiffer() {
        let form = FormDriver(TestForms.airportsDataFile())
        form.type("newcastle", in: 0)
        let rows = form.state.fields[0].rows
        #expect(rows.map(\.text) == ["Newcastle Airport", "Newcastle Airport", "Newcastle Airport", "Newcastle Airport Parking"])
        #expect(rows.map(\.detail) == [
            "country: United Kingdom, iata: NCL", "country: Australia, iata: NTL", "country: South Africa, iata: NCS",
            nil, // its text is its own: no detail needed
        ])
    }

    @Test func rowsAlikeInEveryColumnShowTheirRowNumbers() {
        let form = FormDriver(TestForms.airportsDataFile())
        form.type("heli", in: 0)
        #expect(form.state.fields[0].rows.map(\.detail) == ["row 6", "row 7"])
    }

    @Test func aSourceDetailThatIsTheSameGetsWhatDiffersAfterIt() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("springf", in: 1)
        #expect(form.state.fields[1].rows.map(\.detail) == [
            "United States · population: 160000", "United States · population: 110000",
        ])
    }

    @Test func aSourceDetailThatDiffersIsKeptAsItIs() {
        let form = FormDriver(TestForms.airportForm())
        form.type("newcastle", in: 0)
        #expect(form.state.fields[0].rows.map(\.detail) == ["United Kingdom", "Australia", "South Africa", "United Kingdom"])
    }

    /// The bundled cities carry their region, and the demo shows it.
    @Test func theDemoTellsTheTwoSaoPedrosOfBrazilApart() throws {
        let form = FormDriver(try LoadedForm.load(formPath: "data/demo.form.json"))
        form.send(.focusEntered(field: 1))
        form.type("São Pedro", in: 1)
        let details = form.state.fields[1].rows.filter { $0.text == "São Pedro" }.map(\.detail)
        #expect(details.count == 2)
        #expect(Set(details) == ["São Paulo, Brazil", "Rio de Janeiro, Brazil"])
        form.type("Singapore", in: 1) // a city without a region: no dangling comma
        #expect(form.state.fields[1].rows.first?.detail == "Singapore")
    }
}

import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine

/// A row added on the server shows in the list that is open, without a key
/// typed; a list the person closed stays closed.
@Suite("An open list follows its source's changes", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct OpenListFollowsChangesTests {
    static let zagreb = LiveRowChange(key: "900", values: ["id": "900", "name": "Zagreb", "country": "Croatia",
                                                           "population": "800000"])

    @Test func aRowAddedOnTheServerShowsInTheOpenList() {
        let loaded = TestForms.tripForm()
        let form = FormDriver(loaded)
        form.send(.focusEntered(field: 1))
        form.type("z", in: 1)
        #expect(!form.state.fields[1].rows.map(\.text).contains("Zagreb"))
        loaded.sources["cities"]!.apply([Self.zagreb])
        form.send(.sourceChanged(source: "cities"))
        #expect(form.state.fields[1].rows.first?.text == "Zagreb") // the heaviest
        #expect(form.state.fields[1].text == "z")
        form.send(.sourceChanged(source: "another"))
        #expect(form.effects.count == 2) // the typing and the change: not another source's
    }

    @Test func aClosedListStaysClosed() {
        let loaded = TestForms.tripForm()
        let form = FormDriver(loaded)
        form.send(.focusEntered(field: 1))
        form.type("z", in: 1)
        form.press(.escape, in: 1)
        loaded.sources["cities"]!.apply([Self.zagreb])
        form.send(.sourceChanged(source: "cities"))
        #expect(!form.state.fields[1].isListOpen)
        #expect(form.effects.count == 1)
    }
}

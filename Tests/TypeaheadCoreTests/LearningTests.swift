import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

@Suite("Learning from earlier entries", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct LearningTests {
    @Test func aValueChosenBeforeRanksFirstInItsTierAndTakesFewerKeys() throws {
        let first = FormDriver(TestForms.tripForm())
        first.type("z", in: 1)
        #expect(first.state.fields[1].rows.map(\.text) == ["Zürich", "Zug"]) // by population
        first.choose(typing: "zug", in: 1) // four keys: z, u, g, Return
        first.type("Ada", in: 0)
        first.press(.save, in: 0)
        let history = first.machine.history
        #expect(history.keys(for: "city") == ["4"])
        #expect(history.keys(for: "country").isEmpty) // filled, not chosen

        let second = FormDriver(TestForms.tripForm(), history: history)
        second.send(.focusEntered(field: 1))
        second.type("z", in: 1)
        #expect(second.state.fields[1].rows.map(\.text) == ["Zug", "Zürich"])
        #expect(second.state.fields[1].completion == "ug") // two keys now: z, Return
        second.press(.enter, in: 1)
        #expect(second.state.fields[1].text == "Zug")
    }

    @Test func aPreferredValueStaysInItsTier() {
        var history = ChoiceHistory()
        history.record("7", for: "city") // York
        let form = FormDriver(TestForms.tripForm(), history: history)
        form.send(.focusEntered(field: 1))
        form.type("new", in: 1) // New York is a prefix match; York does not match at all
        #expect(form.state.fields[1].rows.map(\.text) == ["New York"])
        form.type("york", in: 1) // York exact still before New York's later word
        #expect(form.state.fields[1].rows.map(\.text) == ["York", "New York"])
    }

    @Test func theHistoryIsCappedAndMostRecentFirst() {
        var history = ChoiceHistory()
        for key in 0..<30 { history.record(String(key), for: "city") }
        history.record("25", for: "city")
        #expect(history.keys(for: "city").count == ChoiceHistory.keysPerField)
        #expect(history.keys(for: "city").prefix(3) == ["25", "29", "28"])
    }

    @Test func theHistoryStoreRoundTrips() throws {
        let folder = TestForms.folder()
        let store = ChoiceHistoryStore(formPath: "/forms/trip.form.json", environment: ["XDG_STATE_HOME": folder.path])
        #expect(try store.load() == ChoiceHistory())
        var history = ChoiceHistory()
        history.record("2657896", for: "city")
        history.record("CH", for: "country")
        try store.store(history)
        #expect(try store.load() == history)
        try "[1]".write(toFile: store.path, atomically: true, encoding: .utf8)
        let damaged = try #require(throws: DamagedFile.self) { try store.load() }
        #expect(damaged.keptAs?.hasPrefix(store.path + ".damaged-") == true) // kept aside, not overwritten
        #expect(try store.load() == ChoiceHistory())
    }

    /// Two windows on one form: each stores its whole history, and neither
    /// drops the other's choices.
    @Test func twoWindowsKeepEachOthersChoices() throws {
        let state = ["XDG_STATE_HOME": TestForms.folder().path]
        let first = ChoiceHistoryStore(formPath: "/forms/trip.form.json", environment: state)
        let second = ChoiceHistoryStore(formPath: "/forms/trip.form.json", environment: state)
        try first.store(ChoiceHistory(keysByField: ["city": ["1"]]))
        try second.store(ChoiceHistory(keysByField: ["city": ["2"], "country": ["CH"]]))
        #expect(try first.load() == ChoiceHistory(keysByField: ["city": ["2", "1"], "country": ["CH"]]))
    }

    @Test func anUnwritableHistoryFolderSaysWhereAndWhy() throws {
        let state = TestForms.folder()
        _ = TestForms.write("not a folder", named: "typeahead", in: state)
        let store = ChoiceHistoryStore(formPath: "/forms/trip.form.json", environment: ["XDG_STATE_HOME": state.path])
        let expected = SaveError(path: state.path + "/typeahead", reason: "it is a file, not a folder",
                                 action: "remember your choices in")
        #expect(store.openingProblem == expected)
        #expect(throws: expected) { try store.store(ChoiceHistory(keysByField: ["city": ["1"]])) }
    }
}

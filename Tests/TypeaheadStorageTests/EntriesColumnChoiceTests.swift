import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadStorage

/// The fields hidden from a form's entries list, kept for its next window.
@Suite("The entries columns chosen", .timeLimit(minutes: 5), .hangWatchdog)
struct EntriesColumnChoiceTests {
    @Test func keptPerFormAndNoneBeforeAChoice() throws {
        let state = TestForms.folder().path
        let environment = ["XDG_STATE_HOME": state]
        let trip = EntriesColumnChoice(formPath: "/forms/trip.form.json", environment: environment)
        let other = EntriesColumnChoice(formPath: "/other/trip.form.json", environment: environment)
        #expect(trip.load() == nil, "never chosen")
        try trip.store(["city", "country"])
        #expect(trip.load() == ["city", "country"])
        #expect(other.load() == nil, "a form of the same name elsewhere keeps its own")
        try trip.store([])
        #expect(trip.load() == [], "every column shown is a choice too")
        #expect(trip.path.hasPrefix(state + "/typeahead/columns/"))
    }

    @Test func aDamagedFileIsNoChoice() throws {
        let choice = EntriesColumnChoice(formPath: "/forms/trip.form.json", environment: ["XDG_STATE_HOME": TestForms.folder().path])
        try choice.store(["city"])
        try "{\"hidden\": [1, 2".write(toFile: choice.path, atomically: true, encoding: .utf8)
        #expect(choice.load() == nil)
    }
}

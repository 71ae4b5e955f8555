import Foundation
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// What passes between a window's parts (`WindowSession`): the page the
/// person asks for, a correction into the form and back, the entries read
/// again when the team writes, and the one status the form hears of the
/// team's server.
@Suite("The window's parts", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct WindowPartsTests {
    @Test func aClickOnTheShownPageChangesNothing() {
        let driver = EntriesDriver()
        driver.parts.want(.page(.form))
        #expect(!driver.state.isShown, "the form is shown already")
        driver.parts.want(.page(.entries))
        #expect(driver.state.isShown)
        driver.parts.want(.page(.entries))
        #expect(driver.state.isShown, "a second click on Entries does not hide them")
        driver.parts.want(.other)
        #expect(!driver.state.isShown, "Ctrl+E goes back to the form")
    }

    @Test func showingTheEntriesLeavesACorrectionUnsaved() {
        let driver = EntriesDriver()
        driver.saveEntry(name: "Ada", city: "Zür")
        driver.toggle()
        driver.entries.open(position: 0)
        #expect(driver.form.state.isCorrecting && !driver.state.isShown)
        #expect(driver.form.state.fields.map(\.text) == ["Ada", "Zürich", "Switzerland"])
        driver.parts.want(.page(.entries))
        #expect(!driver.form.state.isCorrecting)
        #expect(driver.state.isShown && driver.names == ["Ada"])
    }

    @Test func theTeamsChangesAreReadAgain() {
        let driver = EntriesDriver()
        driver.saveEntry(name: "Ada")
        driver.toggle()
        #expect(driver.names == ["Ada"])
        // Another window's form writes the same file, as the team's journal
        // brings another keyer's entry; this window hears of it from the link.
        let other = EntriesDriver(path: driver.path)
        other.saveEntry(name: "Bo")
        #expect(driver.names == ["Ada"])
        driver.parts.send(.teamEntriesChanged)
        #expect(driver.names == ["Bo", "Ada"])
    }

    @Test func theFormHearsTheOutboxAndTheSourcesAsOneStatus() {
        let driver = EntriesDriver()
        var sources = SourceFreshness()
        sources.outOfDate("cities", because: TeamStatusTests.down)
        driver.parts.send(.outboxChanged(OutboxStatus(waiting: 2)))
        driver.parts.send(.sourcesFreshnessChanged(sources))
        #expect(driver.form.state.team.text == "2 entries waiting to be sent\nSuggestions from cities may be out of date · \(TeamStatusTests.down)")
        driver.parts.send(.outboxChanged(OutboxStatus(waiting: 0)))
        #expect(driver.parts.teamStatus == TeamStatus(outbox: OutboxStatus(waiting: 0), sources: sources))
        #expect(driver.form.state.team.text == "Suggestions from cities may be out of date · \(TeamStatusTests.down)")
    }

    /// The machine alone: moving the saves elsewhere tells the list first,
    /// so the form's next save is counted in the new file.
    @Test func savingElsewhereSwitchesTheListBeforeTheFormSavesAgain() {
        var machine = WindowMachine()
        let effects = machine.decide(.savingMoved(toPath: "/media/usb/trip.jsonl")).effects
        #expect(effects.count == 2)
        guard case .entriesFile(let path) = effects.first, case .form(.anotherPlaceChosen) = effects.last else {
            Issue.record("unexpected effects: \(effects)")
            return
        }
        #expect(path == "/media/usb/trip.jsonl")
    }
}

import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// What the form says of the team's server: the lines under the form, and
/// to a screen reader a problem when it appears or changes, and its end;
/// not every count of entries on their way.
@Suite("Team mode: what the form says of the server", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct TeamStatusTests {
    static let down = "The server at db:5432 cannot be reached (connection refused)"

    @Test func aProblemIsSaidWhenItAppearsAndItsEndOnce() {
        let form = FormDriver(TestForms.tripForm()), ear = NarrationTests.Ear()
        _ = ear.heard(form)
        // Entries on their way, nothing wrong: shown, not said (the save was).
        form.send(.teamStatusChanged(TeamStatus(outbox: OutboxStatus(waiting: 1))))
        #expect(form.state.team.text == "1 entry waiting to be sent")
        #expect(ear.heard(form) == nil)
        form.send(.teamStatusChanged(TeamStatus(outbox: OutboxStatus(waiting: 1, problem: Self.down))))
        #expect(form.state.team.text == "1 entry waiting to be sent · " + Self.down)
        #expect(ear.heard(form) == "1 entry waiting to be sent. " + Self.down)
        form.send(.teamStatusChanged(TeamStatus(outbox: OutboxStatus(waiting: 2, problem: Self.down))))
        #expect(ear.heard(form) == nil) // one more waiting, for the same reason
        form.send(.teamStatusChanged(TeamStatus(outbox: OutboxStatus(waiting: 0))))
        #expect(form.state.team.text == nil)
        #expect(ear.heard(form) == "All entries sent")
    }

    @Test func sourcesOutOfDateAreSaidAndSoIsTheirReturn() {
        var sources = SourceFreshness()
        sources.outOfDate("cities", because: Self.down)
        let stale = TeamStatus(sources: sources)
        #expect(stale.spoken(after: TeamStatus()) == "Suggestions from cities may be out of date. " + Self.down)
        #expect(stale.spoken(after: stale) == nil)
        #expect(TeamStatus().spoken(after: stale) == "Suggestions are up to date")
        let both = TeamStatus(outbox: OutboxStatus(waiting: 3, problem: Self.down), sources: sources)
        #expect(both.text == "3 entries waiting to be sent · \(Self.down)\nSuggestions from cities may be out of date · \(Self.down)")
    }
}

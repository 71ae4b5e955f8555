import Testing
@testable import TestSupport
@testable import TypeaheadStorage

/// What the window says of sources on PostgreSQL: out of date while a copy
/// could not be refreshed or a feed is cut off, current once a feed follows.
@Suite("Team mode: sources out of date, in words", .timeLimit(minutes: 5), .hangWatchdog)
struct SourceFreshnessTests {
    @Test func aFeedThatFollowsAgainMakesItsSourceCurrent() {
        var freshness = SourceFreshness()
        #expect(freshness.line == nil)
        freshness.outOfDate("cities", because: "The server at db:5432 cannot be reached")
        freshness.outOfDate("countries", because: "The server at db:5432 refused: permission denied")
        #expect(freshness.line == "Suggestions from cities, countries may be out of date · The server at db:5432 refused: permission denied")
        freshness.current("countries")
        #expect(freshness.line == "Suggestions from cities may be out of date · The server at db:5432 cannot be reached")
        freshness.current("cities")
        #expect(freshness.line == nil)
    }
}

import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// The Statistics page as the window reaches it: which page is shown as
/// the person moves between the three, the figures read again each time it
/// is shown, and the arrows between the days with lines.
@Suite("The Statistics page", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct StatisticsPageTests {
    @Test func thePageIsReachedFromEitherPageAndLeftForTheForm() {
        let driver = EntriesDriver()
        #expect(driver.parts.page == .form)
        driver.parts.want(.page(.statistics))
        #expect(driver.parts.page == .statistics)
        driver.parts.want(.page(.statistics))
        #expect(driver.parts.page == .statistics, "a second click keeps it")
        driver.parts.want(.other)
        #expect(driver.parts.page == .form, "Ctrl+E goes back to the form")
        driver.parts.want(.page(.entries))
        driver.parts.want(.page(.statistics))
        #expect(driver.parts.page == .statistics && !driver.state.isShown, "the entries are hidden under it, their keys too")
        driver.parts.want(.page(.entries))
        #expect(driver.parts.page == .entries)
        driver.parts.want(.page(.statistics))
        driver.parts.send(.statisticsLeft)
        #expect(driver.parts.page == .form, "Escape gives the form back")
    }

    @Test func theFiguresAreReadAgainEachTimeThePageIsShown() throws {
        let driver = EntriesDriver()
        let statistics = try #require(driver.parts.statistics)
        // Nothing is read (no spinner turns) while the page is not shown.
        #expect(!statistics.viewState.isReading && statistics.viewState.summary == "No entries saved yet")
        driver.saveEntry(name: "Ada", city: "Zür")
        driver.parts.want(.page(.statistics))
        // The day of the driver's clock, where the entries are saved.
        var days = LocalDays(timeZone: .current)
        let today = days.text(of: days.day(of: 1_800_000_000))
        #expect(statistics.viewState.summary == "1 entry on \(today)")
        driver.parts.want(.page(.form))
        driver.saveEntry(name: "Bo")
        #expect(statistics.viewState.summary == "1 entry on \(today)", "not read while the form is shown")
        driver.parts.want(.page(.statistics))
        #expect(statistics.viewState.summary == "2 entries on \(today)")
        #expect(statistics.viewState.rows.map { $0[1] } == ["2"] && !statistics.viewState.isReading)
    }

    @Test func theArrowsMoveBetweenTheDaysWithLines() throws {
        let path = TestEntries.output()
        let lines = [
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132701", "submitted": "2027-01-13T08:00:00Z", "enteredBy": "bo", "values": {"name": "Ada"}}"#,
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132702", "submitted": "2027-01-15T09:00:00Z", "enteredBy": "ana", "values": {"name": "Bo"}}"#,
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132703", "submitted": "2027-01-15T09:30:00Z", "enteredBy": "ana", "values": {"name": "Cy"}}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let session = StatisticsSession(path: { path }, timeZone: TimeZone(identifier: "UTC")!, work: { job, then in then(job()) })
        var drawn: [String] = []
        session.onChange = { (state: StatisticsViewState) in drawn.append(state.summary) }
        session.refresh()
        #expect(session.viewState.day == "2027-01-15" && session.viewState.previousDay == "2027-01-13" && session.viewState.nextDay == nil)
        #expect(session.viewState.chartDescription == "Entries per hour: 9:00, 2")
        session.showNextDay()
        #expect(session.viewState.day == "2027-01-15", "no day after the newest")
        session.showPreviousDay()
        #expect(session.viewState.day == "2027-01-13" && session.viewState.rows == [["bo", "1", "0", "—", "—", "0", "0", "0", "—"]])
        #expect(session.viewState.spokenRows == ["Keyer bo, Entries 1, Keys 0, Keys/hour —, s/entry —, Saved 0, Corrections 0, Verified 0, Errors/1000 —"])
        session.refresh()
        #expect(session.viewState.day == "2027-01-13", "the day chosen stays when the file is read again")
        #expect(drawn.last == "1 entry on 2027-01-13")
    }

    @Test func anUnreadableLineIsShownWithItsPlace() throws {
        let path = TestEntries.output()
        try "{\"id\": \n".write(toFile: path, atomically: true, encoding: .utf8)
        let session = StatisticsSession(path: { path }, work: { job, then in then(job()) })
        session.refresh()
        let problem = try #require(session.viewState.problem)
        #expect(problem.hasSuffix("out.jsonl:1:8: unexpected end of file; a value was expected"), "the file, line and column")
        #expect(session.viewState.summary == "No entries saved yet")
    }
}

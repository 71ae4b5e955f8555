import Foundation
import Testing
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// The Statistics page's day: each keyer's row, the hours for the chart,
/// and the day summed up; the newest day unless another is asked for.
@Suite("The Statistics page's figures", .timeLimit(minutes: 5), .hangWatchdog)
struct StatisticsViewStateTests {
    @Test func theNewestDayIsShownWithEachKeyersRowAndItsHours() throws {
        let path = TestEntries.output()
        let lines = [
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132701", "submitted": "2027-01-15T08:00:00Z", "enteredBy": "ana", "values": {"name": "Ada"}, "keying": {"keys": 20, "seconds": 30, "accepted": 1, "saved": 6}}"#,
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132702", "submitted": "2027-01-15T09:00:00Z", "enteredBy": "ana", "values": {"name": "Bo"}, "keying": {"keys": 10, "seconds": 15.5}}"#,
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132703", "submitted": "2027-01-15T12:00:00Z", "enteredBy": "bo", "values": {"name": "Cy"}}"#,
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132704", "submitted": "2027-01-14T12:00:00Z", "enteredBy": "bo", "values": {"name": "Di"}}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let statistics = try KeyerStatistics.read(path: path, timeZone: TimeZone(identifier: "UTC")!)
        let newest = StatisticsViewState.of(statistics, words: .catalogue)
        #expect(newest.day == "2027-01-15")
        #expect(newest.rows == [["ana", "2", "30", "2374", "23", "6", "0", "0", "—"], ["bo", "1", "0", "—", "—", "0", "0", "0", "—"]])
        #expect(newest.summary == "3 entries on 2027-01-15")
        #expect(newest.hours[8] == 1 && newest.hours[9] == 1 && newest.hours[12] == 1 && newest.hours.reduce(0, +) == 3)
        let before = StatisticsViewState.of(statistics, day: "2027-01-14", words: .catalogue)
        #expect(before.rows == [["bo", "1", "0", "—", "—", "0", "0", "0", "—"]] && before.summary == "1 entry on 2027-01-14")
    }
}

import Foundation
import Testing
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// `typeahead stats`: each keyer's figures for each day, checked against
/// a count by hand of a small file of two keyers over two days.
@Suite("Operator statistics", .timeLimit(minutes: 5), .hangWatchdog)
struct KeyerStatisticsTests {
    static let lines = [
        // Ana, 15 January: two entries (one read in full: a number), a correction, a deletion.
        #"{"id": "019b76da-a800-7f2a-89a7-a6a365132701", "submitted": "2027-01-15T08:00:00Z", "enteredBy": "ana", "values": {"name": "Ada"}, "keying": {"keys": 20, "seconds": 30, "accepted": 1, "saved": 6, "fields": {"name": 12.5}}}"#,
        #"{"id": "019b76da-a800-7f2a-89a7-a6a365132702", "submitted": "2027-01-15T09:00:00Z", "enteredBy": "ana", "values": {"age": 36}, "keying": {"keys": 10, "seconds": 15.5, "accepted": 0, "saved": 0}}"#,
        #"{"id": "019b76da-a800-7f2a-89a7-a6a365132703", "supersedes": "019b76da-a800-7f2a-89a7-a6a365132701", "submitted": "2027-01-15T10:00:00Z", "enteredBy": "ana", "values": {"name": "Adah"}, "keying": {"keys": 4, "seconds": 2.5, "accepted": 0, "saved": 0}}"#,
        #"{"id": "019b76da-a800-7f2a-89a7-a6a365132704", "deletes": "019b76da-a800-7f2a-89a7-a6a365132702", "submitted": "2027-01-15T11:00:00Z", "enteredBy": "ana"}"#,
        // Ana, 16 January at 00:30 in Berlin, still the 15th in UTC.
        #"{"id": "019b76da-a800-7f2a-89a7-a6a365132705", "submitted": "2027-01-15T23:30:00Z", "enteredBy": "ana", "values": {"name": "Bo"}, "keying": {"keys": 6, "seconds": 9}}"#,
        // Bo, a line written before lines kept their keying.
        #"{"id": "019b76da-a800-7f2a-89a7-a6a365132706", "submitted": "2027-01-15T12:00:00Z", "enteredBy": "bo", "values": {"name": "Cy"}}"#,
        // No keyer named.
        #"{"id": "019b76da-a800-7f2a-89a7-a6a365132707", "submitted": "2027-01-15T12:00:00Z", "values": {"name": "Di"}, "keying": {"keys": 3, "seconds": 1}}"#,
    ]

    func write() throws -> String {
        let path = TestEntries.output()
        try (Self.lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func eachKeyersDayIsCountedAsByHand() throws {
        let statistics = try KeyerStatistics.read(path: write(), timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(statistics.rows.map { "\($0.keyer) \($0.day)" } == [" 2027-01-15", "ana 2027-01-15", "ana 2027-01-16", "bo 2027-01-15"])
        let ana = statistics.rows[1]
        let counts: [Int] = [ana.entries, ana.corrections, ana.deletions, ana.keys, ana.accepted, ana.saved]
        #expect(counts == [2, 1, 1, 34, 1, 6])
        #expect(ana.seconds == 48)
        #expect(ana.keysPerHour == 2550)
        #expect(ana.secondsPerEntry == 24)
        #expect(statistics.rows[3].keysPerHour == nil && statistics.rows[3].entries == 1, "no keying kept: no rate")
        let csv = statistics.csv.split(separator: "\r\n").map(String.init)
        #expect(csv.first?.hasPrefix("keyer,day,entries,keystrokes,") == true)
        #expect(csv[2] == "ana,2027-01-15,2,34,2550,24,6,1,1,1,0,0,0,")
        #expect(csv[4] == "bo,2027-01-15,1,0,,,0,0,0,0,0,0,0,")
        // New entries by the hour in Berlin: 09:00 Ada, 10:00 the number, 13:00 Cy and Di; 00:30 on the 16th Bo.
        #expect(statistics.entriesByHour["2027-01-15"]?.enumerated().filter { $0.element > 0 }.map { "\($0.offset):\($0.element)" } == ["9:1", "10:1", "13:2"])
        #expect(statistics.entriesByHour["2027-01-16"]?[0] == 1)
    }

    @Test func theDayIsTheTimeZones() throws {
        let statistics = try KeyerStatistics.read(path: write(), timeZone: TimeZone(identifier: "UTC")!)
        #expect(statistics.rows.filter { $0.keyer == "ana" }.map(\.day) == ["2027-01-15"])
        #expect(statistics.rows.first { $0.keyer == "ana" }?.entries == 3)
    }

    @Test func aLineThatCannotBeReadIsRefusedAtItsLine() throws {
        let path = TestEntries.output()
        try (Self.lines[0] + "\n" + #"{"submitted": "2027-01-15T08:00:00Z", "values": {}, "keying": {"keys": -1}}"# + "\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: LoadError.self) { try KeyerStatistics.read(path: path) }
        do {
            _ = try KeyerStatistics.read(path: path)
        } catch {
            #expect(error.line == 2, "\(error)")
        }
    }

    @Test func noFileIsNoFigures() throws {
        #expect(try KeyerStatistics.read(path: TestEntries.output()).rows.isEmpty)
    }

    @Test func theCommandLineAsksForThem() throws {
        #expect(try LaunchCommand.parse(["stats", "a.jsonl"]) == .stats(file: "a.jsonl", csv: false))
        #expect(try LaunchCommand.parse(["stats", "--format", "csv", "a.form.json"]) == .stats(file: "a.form.json", csv: true))
        #expect(try LaunchCommand.parse(["stats", "a.jsonl", "--format=csv"]) == .stats(file: "a.jsonl", csv: true))
        #expect(throws: UsageError(message: "stats takes --format csv only")) { try LaunchCommand.parse(["stats", "a", "--format", "xlsx"]) }
        #expect(throws: UsageError(message: "stats needs a FILE: a form or an entries file")) { try LaunchCommand.parse(["stats"]) }
        #expect(throws: UsageError(message: "stats takes one FILE")) { try LaunchCommand.parse(["stats", "a", "b"]) }
    }
}

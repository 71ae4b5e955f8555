import Foundation
import Testing
@testable import TestSupport

/// Every suite carries `.timeLimit(minutes: 5), .hangWatchdog`: the
/// watchdog turns a test stuck where cancelling cannot reach it into a
/// failed run, and only five minutes is safe as a limit. Swift Testing
/// counts a test's limit from its start, and under CI's load a test can
/// wait over a minute for a thread: a one-minute limit failed a test that
/// runs in 0.1 s.
@Suite("Every suite has a time limit and the hang watchdog", .timeLimit(minutes: 5), .hangWatchdog)
struct EverySuiteIsWatchedTests {
    /// The `@Suite(…)` lines of the Swift files under Tests/, each with its place.
    static func suiteLines() throws -> [(place: String, line: String)] {
        let tests = PackageCommand.root.appendingPathComponent("Tests")
        var found: [(String, String)] = []
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift", !file.path.contains("/fuzz/") else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("@Suite") {
                found.append(("\(file.lastPathComponent):\(number + 1)", String(line)))
            }
        }
        return found
    }

    @Test func everySuiteHasFiveMinutesAndTheWatchdog() throws {
        let suites = try Self.suiteLines()
        #expect(suites.count > 100, "the suites were not found: \(suites.count)")
        for suite in suites {
            #expect(suite.line.contains(".timeLimit(minutes: 5), .hangWatchdog)"),
                    "\(suite.place): give the suite .timeLimit(minutes: 5), .hangWatchdog")
        }
    }
}

import Foundation
@testable import TestSupport
@testable import TypeaheadStorage

/// Saved entries for tests: one of a name and a city at a fixed time, and
/// a fresh entries file to write them to.
enum TestEntries {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func entry(_ name: String, city: String = "Zürich", supersedes: EntryID? = nil, at seconds: Double = 0) -> Submission {
        Submission(supersedes: supersedes, submitted: start.addingTimeInterval(seconds),
                   values: [("name", name), ("city", city)], records: [("city", "2657896")])
    }

    static func output() -> String {
        TestForms.folder().appendingPathComponent("out.jsonl").path
    }
}

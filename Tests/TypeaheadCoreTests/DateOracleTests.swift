import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine

/// Dates as keyers type them, read here and by Python's
/// datetime.strptime (`Tests/oracle/date_cases.py`): the same day, or
/// refused by both, in every order a locale writes.
@Suite("Dates against Python's strptime", .timeLimit(minutes: 5), .hangWatchdog)
struct DateOracleTests {
    struct Case: Decodable {
        var text: String
        var order: String
        var iso: String?
    }

    @Test(arguments: [1, 2, 3])
    func randomDatesAreReadAsStrptimeReadsThem(seed: Int) throws {
        let lines = try PackageCommand.output(["python3", "Tests/oracle/date_cases.py", String(seed), "1500"])
        let cases = try lines.split(separator: "\n").map { try JSONDecoder().decode(Case.self, from: Data($0.utf8)) }
        #expect(cases.count == 1500)
        #expect(cases.filter { $0.iso != nil }.count >= 300, "too few real days among the cases to tell much")
        let orders: [String: KeyingConventions.DateOrder] = ["dmy": .dayMonthYear, "mdy": .monthDayYear, "ymd": .yearMonthDay]
        var disagreements: [String] = []
        for oracle in cases {
            let ours = TypedText.date(oracle.text, order: try #require(orders[oracle.order]))
            let agrees = if let iso = oracle.iso { ours == .value(iso) } else if case .value = ours { false } else { true }
            if !agrees { disagreements.append("\(oracle.text) (\(oracle.order)): ours \(ours), strptime \(oracle.iso ?? "refuses")") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(cases.count): \(disagreements.prefix(8).joined(separator: "; "))")
    }
}

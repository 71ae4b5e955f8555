import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore

/// The evaluator against an implementation nobody here wrote: random
/// expressions over random field values (`Tests/oracle/xpath_cases.py`),
/// valued by elementpath's XPath 1.0 parser, must be worth the same here.
@Suite("Expressions against elementpath", .timeLimit(minutes: 5), .hangWatchdog)
struct ExpressionOracleTests {
    struct Case: Decodable {
        var expression: String
        var fields: [String: String]
        var kind: String
        var value: Value

        enum Value: Decodable {
            case boolean(Bool), number(Double), text(String)

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let value = try? container.decode(Bool.self) { self = .boolean(value) }
                else if let value = try? container.decode(Double.self) { self = .number(value) }
                else { self = .text(try container.decode(String.self)) }
            }
        }
    }

    /// The oracle's cases; the script fails, naming it, if elementpath is missing.
    static func cases(seed: Int, count: Int) throws -> [Case] {
        let lines = try PackageCommand.output(["python3", "Tests/oracle/xpath_cases.py", String(seed), String(count)])
        return try lines.split(separator: "\n").map { try JSONDecoder().decode(Case.self, from: Data($0.utf8)) }
    }

    /// Whether our value is the oracle's: booleans and text exactly,
    /// numbers to 1 part in 10^12 (elementpath counts in decimals where
    /// we, as ODK, count in doubles), NaN and the infinities as such.
    static func agrees(_ ours: ExpressionValue, with oracle: Case) -> Bool {
        switch (oracle.kind, oracle.value) {
        case ("boolean", .boolean(let expected)): return ours == .boolean(expected)
        case ("string", .text(let expected)): return ours == .string(expected)
        case ("number", let expected):
            guard case .number(let value) = ours else { return false }
            switch expected {
            case .text(let special): return ours.string == special
            case .number(let expected): return value == expected || abs(value - expected) <= 1e-12 * max(abs(value), abs(expected))
            case .boolean: return false
            }
        default: return false
        }
    }

    @Test(arguments: [1, 2, 3])
    func randomExpressionsAreWorthWhatElementpathSays(seed: Int) throws {
        let cases = try Self.cases(seed: seed, count: 700)
        // Most generated cases are ones the oracle answers (see the script).
        #expect(cases.count >= 600, "only \(cases.count) of 700 cases came back")
        var disagreements: [String] = []
        for oracle in cases {
            let expression = try ExpressionParser.parse(oracle.expression)
            let ours = ExpressionEvaluator { oracle.fields[$0] ?? "" }.value(of: expression)
            if !Self.agrees(ours, with: oracle) {
                disagreements.append("\(oracle.expression) with \(oracle.fields): ours \(ours), elementpath \(oracle.value)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(cases.count) differ:\n\(disagreements.prefix(8).joined(separator: "\n"))")
    }
}

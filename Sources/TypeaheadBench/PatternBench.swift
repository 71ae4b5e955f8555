import ArgumentParser
import Foundation
import TypeaheadEngine

/// Times a field's pattern check (`LinearPattern`) on the patterns that
/// make a backtracking engine take seconds, with values up to the field's
/// limit; `--icu-length` also times ICU's `NSRegularExpression` (what
/// checked patterns before) on a short value, for comparison.
struct PatternBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "patterns",
        abstract: "Times checking a value against the worst patterns.")

    @Option(help: "Value lengths (characters: 'a's then '!').") var lengths = [36, 1_000, 65_534]
    @Option(help: "Also time ICU on this length (0: not at all).") var icuLength = 0
    @Option(help: "Runs per figure (the median is printed).") var runs = 5

    static let patterns = [
        "(a+)+$", "(a|aa)*b", "(a*)*b", "(x+x+)+y", "(.*a){12}", "(\\w+\\s?)*$", "(a|a?)+b",
        // The largest a pattern may compile to (PatternProgram.largestProgram).
        "(a?){500}a{190}!", "(?:a*){390}!",
    ]

    func run() throws {
        for pattern in Self.patterns {
            let linear = try LinearPattern(pattern)
            var members = [("pattern", JSONText.quoted(pattern))]
            for length in lengths {
                let value = String(repeating: "a", count: length) + "!"
                members.append(("ms_\(length)", BenchFigures.format(median { _ = linear.matches(value) })))
            }
            if icuLength > 0, let icu = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") {
                let value = String(repeating: "a", count: icuLength) + "!"
                let range = NSRange(value.startIndex..., in: value)
                members.append(("icu_ms_\(icuLength)", BenchFigures.format(median(runs: 1) { _ = icu.firstMatch(in: value, range: range) })))
            }
            print(JSONText.object(members))
        }
    }

    private func median(runs: Int? = nil, _ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        let figures = (0..<(runs ?? self.runs)).map { _ in BenchFigures.milliseconds(clock.measure(work)) }.sorted()
        return figures[figures.count / 2]
    }
}

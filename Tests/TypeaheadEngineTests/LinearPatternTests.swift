import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// Issue 49.5: a field's pattern is checked by `LinearPattern`, in time
/// linear in the value. The oracle for what a pattern means is ICU's
/// `NSRegularExpression` (what checked patterns before), on thousands of
/// random patterns and values small enough for its backtracking; the
/// patterns that cost ICU seconds are checked here for their results, and
/// their speed is the benchmark's (`typeahead-bench patterns`).
@Suite("Patterns in linear time", .timeLimit(minutes: 5), .hangWatchdog)
struct LinearPatternTests {
    /// What ICU says of the whole value.
    static func icuMatches(_ pattern: String, _ text: String) -> Bool? {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return nil }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: whole)?.range == whole
    }

    /// A random pattern of the syntax both read: literals, `.`, sets,
    /// classes, groups, alternation, repeats (greedy or lazy), anchors.
    /// A group that can match nothing is not repeated without a limit:
    /// there ICU's backtracking stops a loop at an empty turn and answers
    /// otherwise than the pattern's language (`(?:\d*?)*?` does not match
    /// "1" in ICU), where this matcher answers as the language does.
    /// Returns the pattern and whether it matches the empty value.
    static func randomPattern(_ random: inout SplitMix, depth: Int = 0) -> (pattern: String, nullable: Bool) {
        let atoms = ["a", "b", "c", "1", " ", "é", ".", "\\d", "\\w", "\\s", "\\W", "[ab]", "[^a]", "[a-c1]", "[\\d ]", "\\.", "\\-"]
        var pattern = "", nullable = true
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            var atom: String, atomNullable = false
            if depth < 2, Int.random(in: 0..<4, using: &random) == 0 {
                let inner = (0..<Int.random(in: 1...3, using: &random)).map { _ in randomPattern(&random, depth: depth + 1) }
                atom = (Bool.random(using: &random) ? "(" : "(?:") + inner.map(\.pattern).joined(separator: "|") + ")"
                atomNullable = inner.contains { $0.nullable }
            } else {
                atom = atoms[Int.random(in: 0..<atoms.count, using: &random)]
            }
            let repeats = atomNullable ? ["", "?", "{2}"] : ["", "", "", "*", "+", "?", "{0,2}", "{1,3}", "{2}", "*?", "+?"]
            let chosen = repeats[Int.random(in: 0..<repeats.count, using: &random)]
            atom += chosen
            if ["*", "?", "{0,2}", "*?"].contains(chosen) { atomNullable = true }
            nullable = nullable && atomNullable
            pattern += atom
        }
        if Int.random(in: 0..<10, using: &random) == 0 { pattern = "^" + pattern }
        if Int.random(in: 0..<10, using: &random) == 0 { pattern += "$" }
        if Int.random(in: 0..<12, using: &random) == 0 { pattern = "\\b" + pattern + "\\b" }
        return (pattern, nullable)
    }

    static func randomText(_ random: inout SplitMix) -> String {
        let letters: [String] = ["a", "b", "c", "1", "2", " ", "é", "e\u{301}", "-", ".", "_"]
        return (0..<Int.random(in: 0...7, using: &random)).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] }.joined()
    }

    @Test func randomPatternsMeanWhatICUMakesOfThem() throws {
        var random = SplitMix(seed: 49_5)
        var compared = 0
        for _ in 0..<1_500 {
            let pattern = Self.randomPattern(&random).pattern
            let linear = try #require(try? LinearPattern(pattern), "refused: \(pattern)")
            for _ in 0..<8 {
                let text = Self.randomText(&random)
                let wanted: Bool = try #require(Self.icuMatches(pattern, text) as Bool?)
                #expect(linear.matches(text) == wanted, "\(pattern) on \(text.debugDescription)")
                compared += 1
            }
        }
        #expect(compared == 12_000)
    }

    /// Random values built to match, so the comparison is not mostly "no".
    @Test func valuesMadeToMatchMatch() throws {
        let cases: [(String, [String], [String])] = [
            ("[A-Z]{2,3}", ["AL", "ZRH"], ["A", "ABCD", "al"]),
            ("[0-9]{1,2}[A-K]", ["14C", "9A"], ["141C", "14L", "C"]),
            ("\\d{4}-\\d{2}-\\d{2}", ["1990-05-17"], ["1990-5-17"]),
            ("(\\w+\\s?)*", ["one two three", ""], ["one  two", "a-b"]),
            ("[^@\\s]+@[^@\\s]+\\.[a-z]{2,}", ["ada@example.org"], ["ada@", "a b@c.de"]),
            ("(?:\\+|00)?[0-9 ]{6,15}", ["+41 44 123 45 67", "0041441234567"], ["+41-44", "123"]),
            ("colou?r|gr[ae]y", ["color", "colour", "grey", "gray"], ["colouur", "griy"]),
        ]
        for (pattern, matching, other) in cases {
            let linear = try LinearPattern(pattern)
            for text in matching {
                #expect(linear.matches(text), "\(pattern) on \(text)")
                #expect(Self.icuMatches(pattern, text) == true)
            }
            for text in other {
                #expect(!linear.matches(text), "\(pattern) on \(text)")
                #expect(Self.icuMatches(pattern, text) == false)
            }
        }
    }

    /// The patterns that make a backtracking engine take seconds get
    /// the right answer on a long value (their speed: `typeahead-bench
    /// patterns`, docs/PERFORMANCE.md).
    @Test(arguments: ["(a+)+$", "(a|aa)*b", "(a*)*b", "(x+x+)+y", "(.*a){12}", "(\\w+\\s?)*$", "(a|a?)+b"])
    func catastrophicPatternsAreAnswered(pattern: String) throws {
        let linear = try LinearPattern(pattern)
        #expect(!linear.matches(String(repeating: "a", count: 5_000) + "!"))
        #expect(linear.matches(String(repeating: "a", count: 36)) == ["(a+)+$", "(.*a){12}", "(\\w+\\s?)*$"].contains(pattern))
    }

    @Test(arguments: [
        ("(a", 1, "a '(' without its ')'"),
        ("a)", 2, "a ')' without its '('"),
        ("[a-", 1, "a '[' without its ']'"),
        ("*a", 1, "a repeat with nothing before it to repeat"),
        ("a**", 3, "a repeat of a repeat (put the first in a group)"),
        ("a{3,2}", 2, "a repeat whose maximum is below its minimum"),
        ("(a)\\1", 4, "a back-reference (not supported: it can make checking take seconds)"),
        ("(?=a)a", 1, "a look-around, flag or named group (not supported: use ( ) or (?: ))"),
        ("a++", 3, "a possessive repeat (not supported: give the repeat without the '+' after it)"),
        ("\\p{L}", 1, "an escape that is not supported: \\p"),
        ("[z-a]", 2, "a range in [ ] whose end comes before its start"),
        ("a{2000}", 2, "a repeat over 1000 times"),
    ])
    func aPatternThatCannotBeCheckedSaysWhereAndWhy(pattern: String, position: Int, reason: String) {
        #expect(throws: PatternSyntaxError(reason: reason, position: position)) { try LinearPattern(pattern) }
    }

    @Test func aPatternWrittenOutPastItsSizeIsRefused() {
        #expect(throws: PatternSyntaxError.self) { try LinearPattern("(((a{1000}){10}){10})") }
    }
}

import Testing
@testable import TestSupport
@testable import TypeaheadCore
import TypeaheadStorage
@testable import TypeaheadForms

/// Expressions as XLSForm writes them (XPath 1.0 without node sets): what
/// each is worth, by the rules of XPath 1.0's sections 3 and 4 and ODK's
/// functions, and where one that cannot be read goes wrong.
@Suite("Expressions", .timeLimit(minutes: 5), .hangWatchdog)
struct ExpressionTests {
    static let fields = ["age": "18", "a": "2", "b": "3.5", "empty": "", "colours": "red  blue", "name": "Zürich"]

    func value(_ text: String, current: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ExpressionValue? {
        do {
            let expression = try ExpressionParser.parse(text)
            return ExpressionEvaluator(current: current) { Self.fields[$0] ?? "" }.value(of: expression)
        } catch {
            Issue.record("'\(text)' was refused: \(error.message)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test(arguments: [
        ("1 + 2 * 3", "7"), ("(1 + 2) * 3", "9"), ("10 - 2 - 3", "5"), ("2 * 3 div 4", "1.5"),
        ("7 mod 3", "1"), ("-7 mod 3", "-1"), ("7 mod -3", "1"), ("5.5 mod 2", "1.5"),
        ("1 div 0", "Infinity"), ("-1 div 0", "-Infinity"), ("0 div 0", "NaN"), ("- - 4", "4"),
        ("0.1 + 0.2", "0.30000000000000004"), ("1 div 3", "0.3333333333333333"), ("0.0000001", "0.0000001"),
        ("number('1000000000000000000000')", "1000000000000000000000"), ("-0.4 * 0", "0"), ("1.50", "1.5"),
        ("${a} + ${b}", "5.5"), ("${a} * ${empty}", "NaN"), (".5 + 5.", "5.5"),
    ])
    func arithmeticIsXPaths(expression: String, written: String) {
        #expect(value(expression)?.string == written)
    }

    @Test(arguments: [
        (" 12 ", "12"), ("1e3", "NaN"), ("+1", "NaN"), (".5", "0.5"), ("5.", "5"), ("-", "NaN"), ("", "NaN"),
        ("1.2.3", "NaN"), ("-.5", "-0.5"), ("3,5", "NaN"), ("١٢", "NaN"),
    ])
    func textBecomesANumberOnlyWhenItIsPlainDecimal(text: String, written: String) {
        #expect(ExpressionValue.string(text).number.isNaN == (written == "NaN"))
        #expect(ExpressionValue.number(ExpressionValue.string(text).number).string == written)
    }

    @Test(arguments: [
        ("1 = '1'", true), ("'1.0' = 1", true), ("'1.0' = '1'", false), ("'abc' = 'abc'", true),
        ("true() = 'x'", true), ("'' = false()", true), ("2 < 3 = true()", true), ("'10' < '9'", false),
        ("${age} > 17", true), ("${empty} > 17", false), ("${empty} <= 17", false), ("0 div 0 = 0 div 0", false),
        ("${age} >= 18 and ${name} != ''", true), ("${age} < 18 or ${a} = 2", true), ("not(${empty})", true),
        ("1 != 1 or 2 = 2 and 3 = 4", false), ("boolean(0 div 0)", false), ("boolean('false')", true),
    ])
    func comparisonsAndLogicAreXPaths(expression: String, holds: Bool) {
        #expect(value(expression) == .boolean(holds))
    }

    @Test(arguments: [
        ("concat('a', 1, true(), ${a})", "a1true2"), ("string-length(${name})", "6"), ("substr(${name}, 1, 3)", "ür"),
        ("substr('abc', 1)", "bc"), ("substr('abc', 5)", ""), ("if(${empty} = '', 'none', ${empty})", "none"),
        // Found by fuzzing: a start or end past any Int trapped.
        ("substr(${name}, 9999999999999999999999999999990, 1 div 365.25)", ""), ("substr('abc', 1, 1 div 0)", "bc"),
        ("substr('abc', -1 div 0, 2)", "ab"),
        ("if(${age} > 17, 'adult', 'child')", "adult"), ("coalesce(${empty}, ${a})", "2"), ("coalesce(${b}, ${a})", "3.5"),
        ("int(-3.7)", "-3"), ("int('7.9')", "7"), ("round(2.5)", "3"), ("round(-2.5)", "-2"), ("round(3.14159, 2)", "3.14"),
        ("round(-0.4)", "0"), ("count-selected(${colours})", "2"), ("selected(${colours}, 'blue')", "true"),
        ("selected(${colours}, 'green')", "false"), ("contains(${name}, 'ri')", "true"), ("starts-with(${name}, '')", "true"),
        ("string(1 = 1)", "true"), ("number(true())", "1"), (". * 2", "42"),
    ])
    func functionsAreODKs(expression: String, written: String) {
        #expect(value(expression, current: "21")?.string == written)
    }

    /// ODK's regex(): the pattern found in the text (anchors hold it to the
    /// ends), run in linear time; a pattern that cannot be read finds nothing.
    @Test(arguments: [
        ("regex('AB123', '[0-9]{3}')", true), ("regex('AB123', '^[0-9]{3}$')", false), ("regex('123', '^[0-9]{3}$')", true),
        ("regex('+353 87 123 4567', '^\\+[0-9 ]+$')", true), ("regex('x', '(')", false), ("regex('', 'a*')", true),
        ("regex(${name}, 'ü')", true),
    ])
    func regexFindsAsODKFinds(expression: String, holds: Bool) {
        #expect(value(expression) == .boolean(holds))
    }

    /// A form's expression is short; one deep or long enough to run reading
    /// or valuing it out of stack is refused like a syntax error.
    @Test func anExpressionTooDeepOrTooLongIsRefused() throws {
        let nested = String(repeating: "(", count: 99) + "1" + String(repeating: ")", count: 99)
        #expect(value(nested)?.string == "1")
        for deep in [String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000),
                     String(repeating: "-", count: 5_000) + "1", String(repeating: "not(", count: 3_000) + "1" + String(repeating: ")", count: 3_000)] {
            #expect(throws: ExpressionSyntaxError.self) { try ExpressionParser.parse(deep) }
        }
        #expect(throws: ExpressionSyntaxError.self) { try ExpressionParser.parse(Array(repeating: "1", count: 1_001).joined(separator: " + ")) }
        #expect(try ExpressionParser.parse(Array(repeating: "1", count: 1_000).joined(separator: " + ")) != .current)
    }

    /// Dates count as ODK counts them: days since 1970, so that an age is
    /// worked out from a date of birth.
    @Test(arguments: [
        ("today()", "2027-01-15"), ("number('1970-01-02')", "1"), ("number('1969-12-31')", "-1"),
        ("today() - '2026-12-25'", "21"), ("int((today() - '1990-05-17') div 365.25)", "36"),
        ("'2000-02-29' < today()", "true"), ("date(today() + 17)", "2027-02-01"), ("date(0)", "1970-01-01"),
        ("date('1990-05-17')", "1990-05-17"), ("date('x')", ""), ("now()", "2027-01-15T08:30"),
        ("round((now() - today()) * 1440)", "510"), ("now() > '2027-01-15T08:00'", "true"), ("date(44444444444444444444)", ""), ("date(-4000000)", ""), ("number('2027-02-30')", "NaN"), ("number('1990-5-17')", "NaN"),
    ])
    func datesAreDaysAsODKCountsThem(expression: String, written: String) throws {
        var evaluator = ExpressionEvaluator { Self.fields[$0] ?? "" }
        evaluator.today = "2027-01-15"
        evaluator.now = "2027-01-15T08:30"
        #expect(evaluator.value(of: try ExpressionParser.parse(expression)).string == written)
    }

    @Test func everyDayRoundTripsThroughItsDayNumber() {
        for days in stride(from: -719_162, through: 2_932_896, by: 997) {
            let day = CalendarDate(daysSince1970: days)
            #expect(day?.daysSince1970 == days, "\(days)")
        }
        #expect(CalendarDate(year: 2000, month: 3, day: 1)?.daysSince1970 == 11_017)
        #expect(CalendarDate(daysSince1970: -719_163) == nil, "before year 1")
    }

    /// `and` and `or` read their right side only when the left leaves the answer open.
    @Test func logicReadsNoMoreFieldsThanItNeeds() throws {
        var read: [String] = []
        let evaluator = ExpressionEvaluator { name in read.append(name); return "1" }
        #expect(evaluator.value(of: try ExpressionParser.parse("false() and ${x} = 1")) == .boolean(false))
        #expect(evaluator.value(of: try ExpressionParser.parse("true() or ${y} = 1")) == .boolean(true))
        #expect(evaluator.value(of: try ExpressionParser.parse("if(true(), 'yes', ${z})")) == .string("yes"))
        #expect(read.isEmpty)
    }

    @Test func anExpressionSaysWhichFieldsItReads() throws {
        #expect(try ExpressionParser.parse("${a} + ${b} * ${a} > concat(., ${c})").fieldsRead == ["a", "b", "c"])
        #expect(try ExpressionParser.parse("round(. * 2) = 4").fieldsRead.isEmpty)
    }

    @Test(arguments: [
        ("", 1, "the expression is empty"),
        ("1 +", 4, "the expression ends too soon"),
        ("1 ++ 2", 4, "'+' cannot come here"),
        ("(1 + 2", 7, "the expression ends too soon"),
        ("1 2", 3, "'2' cannot come here"),
        ("foo(1)", 1, "there is no function 'foo'"),
        ("age > 3", 1, "'age' is no value: a field is written ${age}, a text in quotes"),
        ("x = 'abc", 5, "text opened with ' is never closed"),
        ("${} = 1", 1, "'' is not a field's name"),
        ("$age", 1, "a field is named as ${name}"),
        ("round()", 1, "round() cannot take 0 values"),
        ("if(1, 2)", 1, "if() cannot take 2 values"),
        ("1 # 2", 3, "'#' has no meaning here"),
        ("concat('a',)", 12, "')' cannot come here"),
    ])
    func aBadExpressionIsRefusedWhereItGoesWrong(expression: String, column: Int, message: String) {
        #expect(throws: ExpressionSyntaxError(column: column, message: message)) { try ExpressionParser.parse(expression) }
    }
}

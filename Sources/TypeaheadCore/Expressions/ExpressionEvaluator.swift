import Foundation
import TypeaheadStorage
import TypeaheadForms

/// Gives an expression's value over an entry: `field` answers `${name}`
/// with that field's text ("" when empty), `current` is `.`. Pure: no
/// clock, no file, the same value for the same fields.
public struct ExpressionEvaluator {
    public var field: (String) -> String
    public var current: String
    /// What `today()` gives: the day, as a date field saves it.
    public var today = ""
    /// What `now()` gives: the day and the minute, as a datetime field saves them.
    public var now = ""
    /// A choice filter's bare names: the option's columns.
    public var column: (String) -> String = { _ in "" }

    public init(current: String = "", field: @escaping (String) -> String) {
        self.current = current
        self.field = field
    }

    public func value(of expression: Expression) -> ExpressionValue {
        switch expression {
        case .number(let value): return .number(value)
        case .string(let text): return .string(text)
        case .field(let name): return .string(field(name))
        case .current: return .string(current)
        case .column(let name): return .string(column(name))
        case .negate(let operand): return .number(-value(of: operand).number)
        case .binary(let op, let left, let right): return binary(op, left, right)
        case .call(let function, let arguments): return call(function, arguments)
        }
    }

    private func binary(_ op: ExpressionOperator, _ left: Expression, _ right: Expression) -> ExpressionValue {
        switch op {
        // Only as far as the answer needs (XPath 1.0, 3.4).
        case .or: return .boolean(value(of: left).boolean || value(of: right).boolean)
        case .and: return .boolean(value(of: left).boolean && value(of: right).boolean)
        case .equal, .notEqual:
            let equal = Self.equal(value(of: left), value(of: right))
            return .boolean(op == .equal ? equal : !equal)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let a = value(of: left).number, b = value(of: right).number
            switch op {
            case .less: return .boolean(a < b)
            case .lessOrEqual: return .boolean(a <= b)
            case .greater: return .boolean(a > b)
            default: return .boolean(a >= b)
            }
        case .add: return .number(value(of: left).number + value(of: right).number)
        case .subtract: return .number(value(of: left).number - value(of: right).number)
        case .multiply: return .number(value(of: left).number * value(of: right).number)
        case .divide: return .number(value(of: left).number / value(of: right).number)
        // The remainder takes the dividend's sign, as XPath's (and C's fmod).
        case .modulo: return .number(fmod(value(of: left).number, value(of: right).number))
        }
    }

    /// `=` of two values without node sets: as booleans if either is one,
    /// else as numbers if either is one, else as text.
    static func equal(_ a: ExpressionValue, _ b: ExpressionValue) -> Bool {
        switch (a, b) {
        case (.boolean, _), (_, .boolean): return a.boolean == b.boolean
        case (.number, _), (_, .number): return a.number == b.number
        default: return a.string == b.string
        }
    }

    private func call(_ function: ExpressionFunction, _ arguments: [Expression]) -> ExpressionValue {
        func text(_ index: Int) -> String { value(of: arguments[index]).string }
        func number(_ index: Int) -> Double { value(of: arguments[index]).number }
        switch function {
        case .if: return value(of: value(of: arguments[0]).boolean ? arguments[1] : arguments[2])
        case .not: return .boolean(!value(of: arguments[0]).boolean)
        case .true: return .boolean(true)
        case .false: return .boolean(false)
        case .boolean: return .boolean(value(of: arguments[0]).boolean)
        case .number: return .number(number(0))
        case .string: return .string(text(0))
        case .concat: return .string(arguments.indices.map(text).joined())
        // XPath counts characters as XML does: Unicode scalars.
        case .stringLength: return .number(Double(text(0).unicodeScalars.count))
        case .contains: return .boolean(text(1).isEmpty || text(0).contains(text(1)))
        case .startsWith: return .boolean(text(0).hasPrefix(text(1)) || text(1).isEmpty)
        case .substr: return .string(Self.substring(text(0), from: number(1), to: arguments.count > 2 ? number(2) : nil))
        case .coalesce: return .string(text(0).isEmpty ? text(1) : text(0))
        case .int:
            let value = number(0)
            return .number(value.isFinite ? value.rounded(.towardZero) : value)
        case .round: return .number(Self.round(number(0), places: arguments.count > 1 ? number(1) : 0))
        case .selected: return .boolean(Self.choices(text(0)).contains(String(ExpressionValue.trimmed(text(1)))))
        case .countSelected: return .number(Double(Self.choices(text(0)).count))
        case .today: return .string(today)
        case .now: return .string(now)
        // ODK's regex(): whether the pattern is found in the text; patterns run in linear time.
        case .regex: return .boolean(PatternCache.shared.found(text(1), in: text(0)))
        // ODK's date(): a number of days since 1970 as the day it is; a date as itself.
        case .date:
            let argument = value(of: arguments[0])
            if case .string(let text) = argument, let day = CalendarDate(iso: String(ExpressionValue.trimmed(text))) { return .string(day.iso) }
            let days = argument.number
            // Years 1 to 9999 are within ±3 million days; further is no day (and no Int).
            guard days.isFinite, abs(days) < 4_000_000, let day = CalendarDate(daysSince1970: Int(days.rounded(.down))) else { return .string("") }
            return .string(day.iso)
        }
    }

    /// ODK's `substr`: characters from `start` (from 0) up to `end`, not included.
    static func substring(_ text: String, from start: Double, to end: Double?) -> String {
        let scalars = Array(text.unicodeScalars)
        guard !start.isNaN else { return "" }
        // Clamped while still a Double: a huge or infinite one is no Int.
        let count = Double(scalars.count)
        let first = Int(min(max(start, 0), count).rounded(.towardZero))
        var last = scalars.count
        if let end { last = end.isNaN ? first : max(first, Int(min(max(end, 0), count).rounded(.towardZero))) }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[first..<last])
        return String(result)
    }

    /// XPath's `round`: halves go up (-2.5 gives -2); ODK's second argument
    /// rounds to that many places.
    static func round(_ value: Double, places: Double) -> Double {
        guard value.isFinite, places.isFinite else { return value }
        let scale = pow(10, places.rounded(.towardZero))
        let rounded = (value * scale + 0.5).rounded(.down) / scale
        // -0.4 rounds to negative zero, as XPath says; it is written 0.
        return rounded == 0 && value < 0 ? -0.0 : rounded
    }

    /// A select-many value: its choices, separated by spaces.
    static func choices(_ value: String) -> [String] {
        value.split(whereSeparator: \.isXPathWhitespace).map(String.init)
    }
}

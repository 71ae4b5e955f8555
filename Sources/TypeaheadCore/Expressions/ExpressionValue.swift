import TypeaheadStorage
import TypeaheadForms

/// A value as XPath 1.0 has it, with its conversions (section 4): a field's
/// value is text; arithmetic makes numbers; comparisons make booleans.
public enum ExpressionValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case boolean(Bool)

    /// XPath's `number()`: text that is not a plain decimal is NaN.
    public var number: Double {
        switch self {
        case .number(let value): return value
        case .boolean(let value): return value ? 1 : 0
        case .string(let text): return Self.number(of: text)
        }
    }

    /// XPath's `string()`: numbers without an exponent, integers without a point.
    public var string: String {
        switch self {
        case .string(let text): return text
        case .boolean(let value): return value ? "true" : "false"
        case .number(let value): return Self.text(of: value)
        }
    }

    /// XPath's `boolean()`: a number is true unless 0 or NaN, text unless empty.
    public var boolean: Bool {
        switch self {
        case .boolean(let value): return value
        case .number(let value): return !(value == 0 || value.isNaN)
        case .string(let text): return !text.isEmpty
        }
    }

    /// Optional whitespace, an optional minus, digits with at most one
    /// point (`.5` and `5.` too), optional whitespace; anything else is NaN.
    static func number(of text: String) -> Double {
        // Read in place, byte by byte: expressions turn every field's text
        // into a number after every key, so nothing is copied on the way.
        let trimmed = Self.trimmed(text)
        // A date ("1990-05-17") is its days since 1970, as ODK counts them
        // (`today() - ${born}`); XPath 1.0 would give NaN.
        if trimmed.utf8.count == 10, let day = CalendarDate(iso: String(trimmed)) { return Double(day.daysSince1970) }
        // A time of day is its part of a day, as ODK's decimal-time gives it; a date and time both.
        if trimmed.utf8.count == 5, let time = TimeOfDay(iso: trimmed) { return time.dayFraction }
        if trimmed.utf8.count == 16, let day = CalendarDate(iso: String(trimmed.prefix(10))), trimmed.dropFirst(10).first == "T",
           let time = TimeOfDay(iso: trimmed.suffix(5)) {
            return Double(day.daysSince1970) + time.dayFraction
        }
        var digits = 0, points = 0
        for (offset, byte) in trimmed.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): points += 1
            case UInt8(ascii: "-") where offset == 0: continue
            default: return .nan
            }
        }
        guard digits > 0, points <= 1 else { return .nan }
        if let first = trimmed.utf8.first(where: { $0 != UInt8(ascii: "-") }), first == UInt8(ascii: ".") {
            // ".5" and "-.5": Swift's reading wants a digit before the point.
            return Double(trimmed.replacingOccurrences(of: ".", with: "0.")) ?? .nan
        }
        return Double(trimmed) ?? .nan
    }

    /// Text without XML's whitespace at either end.
    static func trimmed(_ text: String) -> Substring {
        let isWhitespace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }), let last = bytes.lastIndex(where: { !isWhitespace($0) }) else {
            return text[text.endIndex...]
        }
        // After the last byte kept, not at it: that byte may end a letter of several.
        return text[first..<bytes.index(after: last)]
    }

    static func text(of value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" } // -0 too
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return Self.withoutExponent(value.description)
    }

    /// Swift writes 1e-07 and 1.5e+20; XPath writes every digit.
    private static func withoutExponent(_ text: String) -> String {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...]) else {
            return text
        }
        let negative = text.hasPrefix("-")
        let mantissa = text[..<e].drop { $0 == "-" }
        let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        let whole = String(mantissa[..<point]), fraction = mantissa[point...].dropFirst()
        var digits = whole + fraction
        var pointAt = whole.count + exponent
        if pointAt <= 0 {
            digits = String(repeating: "0", count: 1 - pointAt) + digits
            pointAt = 1
        } else if pointAt > digits.count {
            digits += String(repeating: "0", count: pointAt - digits.count)
        }
        var result = String(digits.prefix(pointAt))
        let rest = digits.dropFirst(pointAt).reversed().drop { $0 == "0" }.reversed()
        if !rest.isEmpty { result += "." + String(rest) }
        return (negative ? "-" : "") + result
    }
}

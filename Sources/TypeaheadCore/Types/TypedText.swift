import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Reads what a keyer typed in a typed field (`FieldType`) the way a
/// keyer from paper writes it: a decimal with the locale's separator or a
/// point, a date as ISO, as the locale writes it ("17.05.1990",
/// "05/17/1990") or as its digits alone in the locale's order ("17051990").
/// Years have four digits: a two-digit year would be a guess.
enum TypedText {
    static func read(_ text: String, as type: FieldType, conventions: KeyingConventions) -> TypedReading {
        let trimmed = String(text.trimmingWhitespace())
        if trimmed.isEmpty { return .empty }
        switch type {
        case .text, .choice, .choices: return .value(text)
        case .integer: return integer(trimmed).map(TypedReading.value) ?? .notOfType
        case .decimal: return decimal(trimmed, separator: conventions.decimalSeparator).map(TypedReading.value) ?? .notOfType
        case .date: return date(trimmed, order: conventions.dateOrder)
        case .time: return time(trimmed).map(TypedReading.value) ?? .notOfType
        case .datetime: return dateTime(trimmed, order: conventions.dateOrder)
        }
    }

    /// "-12", "007" (7), "+3" (3): digits with a sign, at most 15 of them
    /// (what a JSON reader's double keeps exactly); nil for anything else.
    static func integer(_ text: String) -> String? {
        let (sign, digits) = signAndRest(text)
        guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        let significant = digits.drop { $0 == "0" }
        return significant.isEmpty ? "0" : sign + significant
    }

    /// Digits with at most one point or `separator` ("3,5" and "3.5" in
    /// German alike): "3.5", "0.5" for ".5", "5" for "5."; no thousands
    /// separators (which "1.234" would make a guess of).
    static func decimal(_ text: String, separator: Character) -> String? {
        let (sign, rest) = signAndRest(text)
        let parts = rest.split(omittingEmptySubsequences: false) { $0 == "." || $0 == separator }
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              parts.map(\.count).reduce(0, +) > 0, parts.map(\.count).reduce(0, +) <= 15,
              let whole = integer(parts[0].isEmpty ? "0" : String(parts[0])) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A date: ISO ("1990-05-17"), three numbers with one of . / - or a
    /// space between them in the locale's `order` (a four-digit first one
    /// is a year, whatever the order), or eight digits in the locale's order.
    static func date(_ text: String, order: KeyingConventions.DateOrder) -> TypedReading {
        // One kind of separator, once between each two parts.
        let separators = Set(text.filter { ".-/ ".contains($0) })
        guard separators.count <= 1 else { return .notOfType }
        var parts = separators.first.map { separator in text.split(separator: separator, omittingEmptySubsequences: false).map(String.init) } ?? [text]
        if parts.count == 1, parts[0].count == 8 {
            let digits = Array(parts[0])
            let cut = order == .yearMonthDay ? [4, 2, 2] : [2, 2, 4]
            parts = [String(digits[0..<cut[0]]), String(digits[cut[0]..<cut[0] + cut[1]]), String(digits[(cut[0] + cut[1])...])]
        }
        // The year has four digits, the day and month one or two.
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              parts.filter({ $0.count == 4 }).count == 1, parts.allSatisfy({ $0.count <= 2 || $0.count == 4 }) else { return .notOfType }
        let numbers = parts.map { Int($0)! }
        let (year, month, day): (Int, Int, Int)
        if parts[0].count == 4 || order == .yearMonthDay {
            guard parts[0].count == 4 else { return .notOfType }
            (year, month, day) = (numbers[0], numbers[1], numbers[2])
        } else {
            guard parts[2].count == 4 else { return .notOfType }
            (year, month, day) = order == .dayMonthYear ? (numbers[2], numbers[1], numbers[0]) : (numbers[2], numbers[0], numbers[1])
        }
        return CalendarDate(year: year, month: month, day: day).map { .value($0.iso) } ?? .noSuchDay(year: year, month: month, day: day)
    }

    /// How the locale writes `date`, as the example in a message.
    static func written(_ date: CalendarDate, conventions: KeyingConventions) -> String {
        written(year: date.year, month: date.month, day: date.day, conventions: conventions)
    }

    /// As above, for a day that may not exist (31.02.1990 in a refusal).
    public static func written(year: Int, month: Int, day: Int, conventions: KeyingConventions) -> String {
        let iso = [year.zeroPadded(to: 4), month.zeroPadded(to: 2), day.zeroPadded(to: 2)]
        let separator = String(conventions.dateSeparator)
        switch conventions.dateOrder {
        case .yearMonthDay: return iso.joined(separator: separator)
        case .dayMonthYear: return [iso[2], iso[1], iso[0]].joined(separator: separator)
        case .monthDayYear: return [iso[1], iso[2], iso[0]].joined(separator: separator)
        }
    }

    /// A number or ISO date as the locale writes it: the bounds in a message.
    static func written(_ value: String, of type: FieldType, conventions: KeyingConventions) -> String {
        switch type {
        case .date: return CalendarDate(iso: value).map { written($0, conventions: conventions) } ?? value
        case .decimal: return value.replacingOccurrences(of: ".", with: String(conventions.decimalSeparator))
        default: return value
        }
    }

    /// A time of day as a keyer from paper writes it: "14:30", "9:05",
    /// "14.30", "1430" or "930"; "14:30" as saved. Nil for anything else.
    static func time(_ text: String) -> String? {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "." }
        let digits: (hours: Substring, minutes: Substring)
        if parts.count == 2 {
            guard (1...2).contains(parts[0].count), parts[1].count == 2 else { return nil }
            digits = (parts[0], parts[1])
        } else {
            guard parts.count == 1, (3...4).contains(text.count) else { return nil }
            digits = (text.dropLast(2), text.suffix(2))
        }
        guard digits.hours.allSatisfy(\.isASCIIDigit), digits.minutes.allSatisfy(\.isASCIIDigit),
              let hours = Int(digits.hours), let minutes = Int(digits.minutes), hours < 24, minutes < 60 else { return nil }
        return hours.zeroPadded(to: 2) + ":" + minutes.zeroPadded(to: 2)
    }

    /// A date and a time of day between a space or a "T": "17.05.1990
    /// 14:30" in German order, "1990-05-17T14:30"; saved as the latter.
    static func dateTime(_ text: String, order: KeyingConventions.DateOrder) -> TypedReading {
        guard let cut = text.lastIndex(where: { $0 == " " || $0 == "T" }),
              let time = time(String(String(text[text.index(after: cut)...]).trimmingWhitespace())) else { return .notOfType }
        switch date(String(String(text[..<cut]).trimmingWhitespace()), order: order) {
        case .value(let day): return .value(day + "T" + time)
        case .noSuchDay(let year, let month, let day): return .noSuchDay(year: year, month: month, day: day)
        default: return .notOfType
        }
    }

    private static func signAndRest(_ text: String) -> (sign: String, rest: Substring) {
        if text.hasPrefix("-") { return ("-", text.dropFirst()) }
        if text.hasPrefix("+") { return ("", text.dropFirst()) }
        return ("", Substring(text))
    }
}

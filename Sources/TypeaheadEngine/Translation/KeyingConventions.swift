import Foundation

/// How the person's locale writes dates and decimals, so a typed field
/// takes what a keyer from paper types: "17.05.1990" and "3,5" in
/// German, "05/17/1990" and "3.5" in American English.
public struct KeyingConventions: Equatable, Sendable {
    /// The order of day, month and year in a date written the locale's way.
    public enum DateOrder: Equatable, Sendable {
        case dayMonthYear, monthDayYear, yearMonthDay
    }

    public var dateOrder: DateOrder
    /// What the locale puts between a date's parts ("." "/" "-").
    public var dateSeparator: Character
    public var decimalSeparator: Character
    /// Where "today" is (a form's `auto` today): the person's zone, UTC in tests.
    public var timeZone = TimeZone(identifier: "UTC")! {
        didSet { calendar.timeZone = timeZone }
    }
    /// The Gregorian calendar in `timeZone`, made once: the rules read the
    /// clock on every key, and a Calendar costs more to make than to ask.
    public private(set) var calendar = Calendar.gregorian(in: TimeZone(identifier: "UTC")!)

    public init(dateOrder: DateOrder, dateSeparator: Character, decimalSeparator: Character) {
        self.dateOrder = dateOrder
        self.dateSeparator = dateSeparator
        self.decimalSeparator = decimalSeparator
    }

    /// ISO 8601's order and a decimal point: what a form means whatever
    /// the locale, and the tests' default.
    public static let international = KeyingConventions(dateOrder: .yearMonthDay, dateSeparator: "-", decimalSeparator: ".")

    /// From a strftime date format ("%d.%m.%Y", "%m/%d/%y") and the radix
    /// character ("," or "."); what cannot be read is taken as ISO's.
    public init(dateFormat: String, radix: String) {
        let day = dateFormat.range(of: "%d") ?? dateFormat.range(of: "%e")
        let month = dateFormat.range(of: "%m")
        let year = dateFormat.range(of: "%Y") ?? dateFormat.range(of: "%y")
        if let day, let month, let year {
            if year.lowerBound < month.lowerBound {
                dateOrder = .yearMonthDay
            } else {
                dateOrder = day.lowerBound < month.lowerBound ? .dayMonthYear : .monthDayYear
            }
            let between = dateFormat[day.upperBound...].first { !$0.isLetter && $0 != "%" && !$0.isWhitespace }
            dateSeparator = between ?? "-"
        } else {
            dateOrder = .yearMonthDay
            dateSeparator = "-"
        }
        decimalSeparator = radix.count == 1 ? radix.first! : "."
    }

    /// The process's locale (after `Translation.start` set it): LC_TIME's
    /// date format, LC_NUMERIC's radix.
    /// The conventions of the installed locale `name` ("de_DE.UTF-8"), read
    /// as `ofLocale` reads the process's; nil when it is not installed.
    public static func of(locale name: String) -> KeyingConventions? {
        // The masks of LC_TIME and LC_NUMERIC (glibc: one bit a category; the macros do not reach Swift).
        guard let locale = newlocale(Int32((1 << LC_TIME) | (1 << LC_NUMERIC)), name, nil) else { return nil }
        defer { freelocale(locale) }
        return KeyingConventions(dateFormat: nl_langinfo_l(nl_item(D_FMT), locale).map { String(cString: $0) } ?? "",
                                 radix: nl_langinfo_l(nl_item(RADIXCHAR), locale).map { String(cString: $0) } ?? ".")
    }

    public static func ofLocale() -> KeyingConventions {
        var conventions = KeyingConventions(dateFormat: nl_langinfo(nl_item(D_FMT)).map { String(cString: $0) } ?? "",
                                            radix: nl_langinfo(nl_item(RADIXCHAR)).map { String(cString: $0) } ?? ".")
        conventions.timeZone = .current
        return conventions
    }
}

extension Calendar {
    static func gregorian(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}

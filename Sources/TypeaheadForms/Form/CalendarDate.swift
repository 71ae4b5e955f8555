/// A day of the Gregorian calendar, as a date field saves it (ISO 8601,
/// "1990-05-17"). Only days that exist: no 31 February, 29 February in
/// leap years only.
public struct CalendarDate: Equatable, Comparable, Sendable {
    public let year: Int, month: Int, day: Int

    /// Nil unless the day exists (years 1 to 9999).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Int(CivilDays.days(inMonth: Int64(month), of: Int64(year)))).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// "1990-05-17" (one-digit months and days too); nil for anything else.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 (negative before it): what ODK's expressions
    /// make of a date in arithmetic, so `today() - ${born}` counts days.
    public var daysSince1970: Int {
        Int(CivilDays.daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day)))
    }

    /// The day `days` after 1970-01-01; nil outside years 1 to 9999.
    public init?(daysSince1970 days: Int) {
        let civil = CivilDays.date(daysSince1970: Int64(days))
        self.init(year: Int(civil.year), month: Int(civil.month), day: Int(civil.day))
    }

    /// ISO 8601: "1990-05-17".
    public var iso: String {
        year.zeroPadded(to: 4) + "-" + month.zeroPadded(to: 2) + "-" + day.zeroPadded(to: 2)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

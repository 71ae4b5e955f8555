import Foundation

/// How a time of day is written: on a 24-hour clock ("18:02") or a
/// 12-hour one ("6:02 PM"), each as the person's language writes it (the
/// catalogue's "time of day" messages). The desktop's choice comes first
/// (GNOME Settings' time format, `clock-format`, which the app reads at
/// launch into `AppServices.clockStyle`); without one, the locale's own time
/// format says (`LC_TIME`: en_US writes a time "%r", on a 12-hour clock;
/// de_DE, fr_FR and he_IL "%T" or "%H:%M:%S", and so does C).
public enum ClockStyle: Sendable, Equatable {
    case twentyFourHour
    case twelveHour

    /// The style of a strftime time format: 12-hour when it shows the
    /// hour so ("%I", "%l", "%r") or says AM and PM ("%p", "%P").
    public init(timeFormat: String) {
        let twelveHourSigns = ["%I", "%l", "%r", "%p", "%P"]
        self = twelveHourSigns.contains { timeFormat.contains($0) } ? .twelveHour : .twentyFourHour
    }

    /// GNOME's `clock-format`: "12h" or "24h"; nil for anything else.
    public init?(desktopSetting: String) {
        switch desktopSetting {
        case "12h": self = .twelveHour
        case "24h": self = .twentyFourHour
        default: return nil
        }
    }

    /// The style of the process's locale (after `Translation.start` set it).
    public static func ofLocale() -> ClockStyle {
        ClockStyle(timeFormat: nl_langinfo(nl_item(T_FMT)).map { String(cString: $0) } ?? "")
    }

    /// "18:02", or "6:02 PM", as the catalogue writes them.
    public func text(hour: Int, minute: Int) -> String {
        let minutes = Self.twoDigits(minute)
        switch self {
        case .twentyFourHour:
            let hours = Self.twoDigits(hour)
            // TRANSLATORS: a time of day on a 24-hour clock, such as 18:02: %1$s the hour (two digits), %2$s the minutes.
            return translatedWithContext("time of day, 24-hour clock", "%1$s:%2$s", hours, minutes)
        case .twelveHour:
            let hours = String(hour % 12 == 0 ? 12 : hour % 12)
            if hour < 12 {
                // TRANSLATORS: a time of day before noon on a 12-hour clock, such as 9:40 AM: %1$s the hour (1 to 12), %2$s the minutes.
                return translatedWithContext("time of day, 12-hour clock", "%1$s:%2$s AM", hours, minutes)
            }
            // TRANSLATORS: a time of day from noon on a 12-hour clock, such as 6:02 PM: %1$s the hour (1 to 12), %2$s the minutes.
            return translatedWithContext("time of day, 12-hour clock", "%1$s:%2$s PM", hours, minutes)
        }
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}

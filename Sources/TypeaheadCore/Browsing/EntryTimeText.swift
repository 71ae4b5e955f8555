import Foundation
import TypeaheadEngine

/// When an entry was saved, as the list says it: "Today 10:15",
/// "Yesterday 18:02", then "3 Nov 2026 09:40", the time on the clock the
/// desktop or the locale uses (`ClockStyle`). Made from the calendar's
/// numbers: a DateFormatter costs a millisecond to make, and the list asks
/// for a time each time a row scrolls into view.
public enum EntryTimeText {
    public static func text(_ date: Date, now: Date, calendar: Calendar = .current, clock: ClockStyle,
                            words: Words = .catalogue) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let time = clock.text(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
        if calendar.isDate(date, inSameDayAs: now) {
            // TRANSLATORS: when an entry was saved: today, at the time %1$s (such as 10:15, or 6:02 PM).
            return words.translated("Today %1$s", time)
        }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday) {
            // TRANSLATORS: when an entry was saved: yesterday, at the time %1$s (such as 18:02).
            return words.translated("Yesterday %1$s", time)
        }
        // TRANSLATORS: when an entry was saved, such as "3 Nov 2026 09:40": %1$d is the day, %2$s the
        // month's abbreviation, %3$d the year and %4$s the time.
        // The year as text: a number of thousands, it is no count to group.
        return words.translated("%1$d %2$s %3$d %4$s", parts.day ?? 1, month((parts.month ?? 1) - 1, words), String(parts.year ?? 0), time)
    }

    /// The abbreviated name of month `index` (0 for January).
    private static func month(_ index: Int, _ words: Words) -> String {
        switch index % 12 {
        case 0: words.translatedWithContext("month abbreviation", "Jan")
        case 1: words.translatedWithContext("month abbreviation", "Feb")
        case 2: words.translatedWithContext("month abbreviation", "Mar")
        case 3: words.translatedWithContext("month abbreviation", "Apr")
        case 4: words.translatedWithContext("month abbreviation", "May")
        case 5: words.translatedWithContext("month abbreviation", "Jun")
        case 6: words.translatedWithContext("month abbreviation", "Jul")
        case 7: words.translatedWithContext("month abbreviation", "Aug")
        case 8: words.translatedWithContext("month abbreviation", "Sep")
        case 9: words.translatedWithContext("month abbreviation", "Oct")
        case 10: words.translatedWithContext("month abbreviation", "Nov")
        default: words.translatedWithContext("month abbreviation", "Dec")
        }
    }
}

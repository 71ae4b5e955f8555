import Foundation

/// When an entry was saved, as the list says it: the time alone for today,
/// "Yesterday" before it, then the date.
public enum EntryTimeText {
    public static func text(_ date: Date, now: Date, calendar: Calendar = .current) -> String {
        let time = format("HH:mm", calendar).string(from: date)
        if calendar.isDate(date, inSameDayAs: now) { return "Today \(time)" }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday) {
            return "Yesterday \(time)"
        }
        return format("d MMM yyyy HH:mm", calendar).string(from: date)
    }

    private static func format(_ pattern: String, _ calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = pattern
        return formatter
    }
}

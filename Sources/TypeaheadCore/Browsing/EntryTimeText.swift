import Foundation

/// When an entry was saved, as the list says it: "Today 10:15",
/// "Yesterday 18:02", then "3 Nov 2026 09:40". Made from the calendar's
/// numbers: a DateFormatter costs a millisecond to make, and the list asks
/// for a time each time a row scrolls into view.
public enum EntryTimeText {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public static func text(_ date: Date, now: Date, calendar: Calendar = .current) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let time = two(parts.hour ?? 0) + ":" + two(parts.minute ?? 0)
        if calendar.isDate(date, inSameDayAs: now) { return "Today \(time)" }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday) {
            return "Yesterday \(time)"
        }
        return "\(parts.day ?? 1) \(months[((parts.month ?? 1) - 1) % 12]) \(parts.year ?? 0) \(time)"
    }

    private static func two(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }
}

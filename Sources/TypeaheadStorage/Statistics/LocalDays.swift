import Foundation
import TypeaheadForms

/// The day a moment falls on in a time zone, by days since 1970: asked of
/// every line of a large file, so the zone's offset is looked up once an
/// hour of the file's times, not once a line.
struct LocalDays {
    let timeZone: TimeZone
    private var hour: Int64 = .min
    private var offset: Int64 = 0

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    mutating func day(of seconds: Int64) -> Int64 {
        let hour = seconds >= 0 ? seconds / 3600 : (seconds - 3599) / 3600
        if hour != self.hour {
            self.hour = hour
            offset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
        }
        let local = seconds + offset
        return local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    }

    /// The hour of the day (0 to 23) a moment falls in, after `day(of:)` for it.
    func hour(of seconds: Int64) -> Int {
        let local = seconds + offset
        let inDay = local >= 0 ? local % 86_400 : (local % 86_400 + 86_400) % 86_400
        return Int(inDay / 3600)
    }

    func text(of day: Int64) -> String {
        let date = CivilDays.date(daysSince1970: day)
        return CalendarDate(year: Int(date.year), month: Int(date.month), day: Int(date.day))?.iso ?? ""
    }
}

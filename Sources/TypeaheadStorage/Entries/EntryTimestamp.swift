import Foundation
import TypeaheadForms

/// The times in an entries file: RFC 3339 in UTC to the second, as
/// "2027-01-15T08:00:00Z", which Typeahead writes; on reading, also a
/// fraction of a second and an offset such as "+02:00", which a person or
/// another tool may have written. Done by hand because a Foundation date
/// formatter costs about a tenth of a millisecond a line on Linux, a
/// minute and a half for a million entries.
public enum EntryTimestamp {
    /// Seconds since 1970 of `text`, or nil if it is not such a time.
    public static func seconds(_ text: some Collection<UInt8>) -> Int64? {
        // Read in place: this runs for every line of a million-entry file.
        text.withContiguousStorageIfAvailable(seconds(in:)) ?? Array(text).withUnsafeBufferPointer(seconds(in:))
    }

    private static func seconds(in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard bytes.count >= 20 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int64? {
            var value: Int64 = 0
            for index in start..<start + count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int64(digit)
            }
            return value
        }
        guard let year = number(0, 4), bytes[4] == UInt8(ascii: "-"), let month = number(5, 2), bytes[7] == UInt8(ascii: "-"),
              let day = number(8, 2), bytes[10] | 0x20 == UInt8(ascii: "t"), let hour = number(11, 2),
              bytes[13] == UInt8(ascii: ":"), let minute = number(14, 2), bytes[16] == UInt8(ascii: ":"),
              let second = number(17, 2),
              (1...12).contains(month), day >= 1, day <= CivilDays.days(inMonth: month, of: year),
              hour < 24, minute < 60, second < 61 else { return nil }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digits = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > digits else { return nil }
        }
        guard index < bytes.count else { return nil }
        var offset: Int64 = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard bytes.count == index + 6, let hours = number(index + 1, 2), bytes[index + 3] == UInt8(ascii: ":"),
                  let minutes = number(index + 4, 2), hours < 24, minutes < 60 else { return nil }
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
            index += 6
        default:
            return nil
        }
        guard index == bytes.count else { return nil }
        let days = CivilDays.daysSince1970(year: year, month: month, day: day)
        return days * 86_400 + hour * 3_600 + minute * 60 + min(second, 59) - offset
    }

    /// "2027-01-15T08:00:00Z" for `seconds` since 1970.
    public static func text(seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let inDay = seconds - days * 86_400
        let (year, month, day) = CivilDays.date(daysSince1970: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(inDay / 3_600)):\(two(inDay / 60 % 60)):\(two(inDay % 60))Z"
    }

    public static func text(_ date: Date) -> String {
        text(seconds: Int64((date.timeIntervalSince1970).rounded(.down)))
    }
}

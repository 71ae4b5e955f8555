/// A time of day as a time field saves it: hours and minutes, "14:30".
public struct TimeOfDay: Equatable, Sendable {
    public let hours: Int, minutes: Int

    /// "14:30", two digits each; nil for anything else or a time that
    /// does not exist ("24:00", "12:60").
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60 else { return nil }
        self.hours = hours
        self.minutes = minutes
    }

    /// Its part of a day (0.5 for "12:00"): what ODK's decimal-time gives,
    /// and a spreadsheet's time cell holds.
    public var dayFraction: Double {
        Double(hours * 60 + minutes) / 1440
    }
}

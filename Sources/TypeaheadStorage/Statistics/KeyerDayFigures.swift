/// One keyer's figures for one day (`KeyerStatistics`), from the lines
/// they saved that day: CSPro's operator statistics are the model.
public struct KeyerDayFigures: Equatable, Sendable {
    /// Who saved the lines (`enteredBy`); empty for lines that do not say.
    public let keyer: String
    /// The day, in the time zone asked for ("2027-01-15").
    public let day: String
    /// New entries saved (corrections and deletions are counted apart).
    public var entries = 0
    public var corrections = 0
    public var deletions = 0
    /// Keys pressed, seconds of keying, suggestions taken and the
    /// characters they put in, over the lines that keep how they were keyed.
    public var keys = 0
    public var seconds = 0.0
    public var accepted = 0
    public var saved = 0
    /// Lines that kept how they were keyed (older ones did not).
    public var keyedLines = 0

    public init(keyer: String, day: String) {
        self.keyer = keyer
        self.day = day
    }

    /// Keys an hour of keying; nil before any second was kept.
    public var keysPerHour: Double? {
        seconds > 0 ? Double(keys) * 3600 / seconds : nil
    }

    /// Seconds of keying a new entry; nil without one, or when no line kept its keying.
    public var secondsPerEntry: Double? {
        entries > 0 && keyedLines > 0 ? seconds / Double(entries) : nil
    }

    mutating func add(_ keying: EntryKeying) {
        keyedLines += 1
        keys += keying.keys
        seconds += keying.seconds
        accepted += keying.accepted
        saved += keying.saved
    }
}

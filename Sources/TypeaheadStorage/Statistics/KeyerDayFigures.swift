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
    /// Entries this keyer verified (keyed blind again) that day.
    public var verifications = 0
    /// Of this keyer's entries verified that day: their keystrokes, and
    /// the values verification found wrong.
    public var verifiedKeys = 0
    public var keyingErrors = 0

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

    /// Keying errors per 1,000 keystrokes, as CSPro reckons a keyer's
    /// accuracy; nil when none of their keyed entries was verified that day.
    public var errorsPerThousandKeys: Double? {
        verifiedKeys > 0 ? Double(keyingErrors) * 1000 / Double(verifiedKeys) : nil
    }

    /// A verification of one of this keyer's entries.
    mutating func add(_ verification: EntryVerification) {
        verifiedKeys += verification.keys
        keyingErrors += verification.keyerErrors
    }

    mutating func add(_ keying: EntryKeying) {
        keyedLines += 1
        keys += keying.keys
        seconds += keying.seconds
        accepted += keying.accepted
        saved += keying.saved
    }
}

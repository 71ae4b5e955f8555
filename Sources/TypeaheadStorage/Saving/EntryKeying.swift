import TypeaheadEngine

/// How an entry was keyed, kept in its line (`"keying"`) for the operator
/// statistics (`KeyerStatistics`), as CSPro keeps its operator log: the
/// keystrokes, the time from the first key to the save with long pauses
/// left out, the time in each field, the suggestions taken, and the
/// characters they put in that were not typed.
public struct EntryKeying: Equatable, Sendable {
    public var keys = 0
    /// Seconds of keying; a pause of more than `longestPause` is not keying.
    public var seconds = 0.0
    /// Suggestions taken: a row, a completion, or a value typed whole that took its record.
    public var accepted = 0
    /// Characters the suggestions put in the fields that were not typed.
    public var saved = 0
    /// Seconds in each field, by field id, in the form's order.
    public var fields: [(id: String, seconds: Double)] = []

    public init() {}

    /// Longer than this, a pause is reading the paper or a break, not keying.
    public static let longestPause = 30.0

    public static func == (lhs: EntryKeying, rhs: EntryKeying) -> Bool {
        lhs.json == rhs.json
    }

    /// The member's value in a line: seconds to a tenth.
    public var json: String {
        JSONText.object([("keys", String(keys)), ("seconds", Self.tenths(seconds)), ("accepted", String(accepted)),
                         ("saved", String(saved)), ("fields", JSONText.object(fields.map { ($0.id, Self.tenths($0.seconds)) }))])
    }

    /// "2.35", "4": at most two decimals, never an exponent (an error rate).
    public static func hundredths(_ value: Double) -> String {
        let hundredths = Int((max(value, 0) * 100).rounded())
        let cents = hundredths % 100
        return cents == 0 ? String(hundredths / 100) : "\(hundredths / 100)." + (cents % 10 == 0 ? String(cents / 10) : cents.zeroPadded(to: 2))
    }

    /// "31.5", "4": at most one decimal, never an exponent.
    static func tenths(_ seconds: Double) -> String {
        let tenths = Int((max(seconds, 0) * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}

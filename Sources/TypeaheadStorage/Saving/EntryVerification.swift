import TypeaheadEngine

/// A second keyer's blind keying of a saved entry (issue 52), kept in the
/// line that verifies it: that line `supersedes` and `verifies` the
/// version verified, with the values the verifier settled on, so every
/// reader that knows corrections reads it right, and the line is written
/// at once or not at all.
/// `"verification": {"keyer": K, "keys": N, "outcomes": {FIELD: OUTCOME}}`
/// carries who keyed the version verified and its keystrokes, so the
/// statistics reckon a keyer's errors per 1,000 keystrokes in one pass.
public struct EntryVerification: Equatable, Sendable {
    /// Who was wrong where the two keyings differed.
    public enum Outcome: String, Sendable, CaseIterable {
        /// The verifier's value was kept: the first keying was wrong.
        case keyer
        /// The first value was kept: the verifier mistyped.
        case verifier
    }

    /// The first keyer (`enteredBy` of the version verified; empty when it does not say).
    public var keyer: String
    /// That version's keystrokes (0 when it did not keep them).
    public var keys: Int
    /// The fields where the keyings differed, in form order.
    public var outcomes: [(id: String, outcome: Outcome)]

    public init(keyer: String, keys: Int, outcomes: [(id: String, outcome: Outcome)]) {
        self.keyer = keyer
        self.keys = keys
        self.outcomes = outcomes
    }

    /// The fields the first keyer got wrong.
    public var keyerErrors: Int {
        outcomes.count { $0.outcome == .keyer }
    }

    public static func == (lhs: EntryVerification, rhs: EntryVerification) -> Bool {
        lhs.json == rhs.json
    }

    var json: String {
        JSONText.object([("keyer", JSONText.quoted(keyer)), ("keys", String(keys)),
                         ("outcomes", JSONText.object(outcomes.map { ($0.id, JSONText.quoted($0.outcome.rawValue)) }))])
    }
}

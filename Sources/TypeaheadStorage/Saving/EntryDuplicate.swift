import TypeaheadEngine

/// An entry saved although another live entry had its identity (the form's
/// `identity` fields): which entry, and the keyer's reason, kept in the
/// line as `"duplicate": {"of": ID, "reason": TEXT}` (issue 52).
public struct EntryDuplicate: Equatable, Sendable {
    /// The version of the other entry that was live when this one was saved.
    public var of: EntryID
    public var reason: String

    public init(of: EntryID, reason: String) {
        self.of = of
        self.reason = reason
    }

    var json: String {
        JSONText.object([("of", of.json), ("reason", JSONText.quoted(reason))])
    }
}

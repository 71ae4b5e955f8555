import Foundation

/// An entry as the entries file says it is now: its latest values, after
/// every correction, under the id it was first saved with.
public struct LoggedEntry: Sendable {
    /// The id of its first save, which stays its name in the list.
    public var original: EntryID
    /// The newest line's id: what a correction or a deletion names.
    public var current: EntryID
    public var submitted: Date
    /// When the newest correction was saved (nil: never corrected).
    public var corrected: Date?
    public var form: SubmittedForm?
    public var values: [(id: String, text: String)]
    public var records: [(id: String, key: String)]
    /// Corrections made to an older version than the one that was newest
    /// then (two windows correcting the same entry): their lines are kept,
    /// and the newest of all is shown.
    public var otherCorrections: Int
    /// The line of its first save, for ordering (1-based).
    public var line: Int
    /// Who saved its current values (team mode), if the line says.
    public var enteredBy: String?
    /// Its current values kept against a field's warning, and why.
    public var overrides: [(id: String, reason: String)] = []
    /// Saved beside another entry of the same identity, and why.
    public var duplicate: EntryDuplicate?
    /// Its current values are a verifier's (`enteredBy`), who keyed it blind again.
    public var verification: EntryVerification?
    /// How its current values were keyed, when the line kept it.
    public var keying: EntryKeying?

    /// A field's text, or who entered it for `EntryTable.enteredByColumn`.
    public func text(of field: String) -> String? {
        field == EntryTable.enteredByColumn ? enteredBy : values.first { $0.id == field }?.text
    }
}

/// A value the form fills in itself, never keyed (a field's `auto`; an
/// XLSForm's `today`, `start`, `end`, `username`): the day and the times of
/// the entry, and who keyed it.
public enum AutoValue: String, Equatable, Sendable, CaseIterable {
    /// The day of the save, as a date field saves one ("2026-11-29").
    case today
    /// When the entry's first key was typed; the time of the save if none was.
    case start
    /// When the entry was saved ("2026-11-29T09:41:05Z", as `submitted`).
    case end
    /// Who keyed it: `TYPEAHEAD_ENTERED_BY`, else the account's name.
    case login
    /// A number that counts up with each new entry of the form, from one
    /// past the highest its entries file holds (`EntryCounter`); saved as
    /// a JSON number, and kept by a correction.
    case counter
}

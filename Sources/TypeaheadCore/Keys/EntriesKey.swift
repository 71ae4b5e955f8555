/// The keys the entries list gives a meaning to (Return and a double click
/// open a row: GtkColumnView reports those as its activation).
public enum EntriesKey: Equatable, Sendable {
    /// Delete: delete the selected entry.
    case delete
    /// Ctrl+Z: undo the deletion just made.
    case undo
    /// Escape: clear the search, then go back to the form.
    case escape
    /// Ctrl+H: show or hide the selected entry's history.
    case history

    public init?(_ key: KeyPress) {
        typealias K = KeySymbol
        let plain = !key.control && !key.alt && !key.shift
        if [K.delete, K.keypadDelete].contains(key.keyval), plain {
            self = .delete
        } else if [K.z, K.capitalZ].contains(key.keyval), key.control, !key.shift, !key.alt {
            self = .undo
        } else if key.keyval == K.escape, plain {
            self = .escape
        } else if [K.h, K.capitalH].contains(key.keyval), key.control, !key.shift, !key.alt {
            self = .history
        } else {
            return nil
        }
    }
}

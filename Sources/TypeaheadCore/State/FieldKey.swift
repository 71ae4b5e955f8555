/// The keys a field reacts to; every other key is the entry's own.
public enum FieldKey: Equatable, Sendable {
    case up, down, pageUp, pageDown
    /// Alt+Down: open the list for the current text, even an empty one.
    case openList
    case enter
    /// Ctrl+Return: commit this field as Return would, then save the form.
    case save
    /// Ctrl+Z: undo taking a suggestion, or clearing the form; else nothing.
    /// Always the form's, never the entry's own undo.
    case undo
    /// Ctrl+Shift+Z and Ctrl+Y: redo what Ctrl+Z just undid; else nothing.
    case redo
    /// Ctrl+N: clear the form (undoable).
    case clear
    /// Ctrl+': the value of the same field in the last entry saved, with its record.
    case repeatPrevious
    case escape
    /// Alt+A: after a save met another entry's identity, save this one
    /// too, with a reason; nothing otherwise.
    case saveAnyway
    /// Alt+1 and Alt+2 at a disagreement while verifying: keep the first
    /// keying's value, or the verifier's own; nothing otherwise.
    case keepFirstKeying
    case keepOwnKeying
    /// Tab and Shift+Tab: take what is shown (as Return does) and go to the next or previous field.
    case tab
    case backTab
}

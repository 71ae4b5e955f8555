/// What a key press in a field means to the form.
public enum KeyMeaning: Equatable, Sendable {
    /// A key of the form's (Return, Tab, the arrows over the list, Ctrl+Z…).
    case field(FieldKey)
    /// An edit the form decides while keys wait or over a completion; the
    /// entry makes it otherwise (`FormSession.send(edit:inField:)`).
    case edit(TextEdit)
    /// Ctrl+V or Shift+Insert: the clipboard's text, read by the window
    /// and always decided by the form (`FormSession.beginPaste(inField:)`).
    case paste
    /// The entry's own, through its input method: typed text (committed by
    /// the input method, dead keys and Compose included) and every key
    /// while the input method is composing.
    case entry
}

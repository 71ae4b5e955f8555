/// An edit of an entry's text or caret. The entry makes these itself,
/// except while earlier keys wait for an answer, or over an inline
/// completion: then the session decides them, and `EntryBuffer` carries
/// them out as GTK's entry would.
public enum TextEdit: Equatable, Sendable {
    /// Text typed (as the input method commits it), pasted or dropped:
    /// replaces the selection, or goes in at the caret.
    case insert(String)
    case backspace
    case delete
    /// Ctrl+Backspace and Ctrl+Delete: to the start of the word before the
    /// caret, or the end of the word after it (the selection, if any).
    case deleteWordBackward, deleteWordForward
    /// Ctrl+X: the selection goes to the clipboard.
    case cut
    case left, right, home, end
    /// Ctrl+A: select the whole text.
    case selectAll

    var movesCaret: Bool {
        switch self {
        case .left, .right, .home, .end, .selectAll: true
        default: false
        }
    }

    /// Whether the edit may depend on an answer on its way: one that brings
    /// an inline completion changes what the deleting and caret keys do
    /// (typed text replaces a completion the same as it extends the text,
    /// so it never waits on its own).
    var dependsOnSuggestions: Bool {
        if case .insert = self { return false }
        return true
    }
}

/// A key that edits an entry's text or moves its caret. The entry does these
/// itself, except while earlier keys wait for an answer: then the session
/// queues them and replays them, in order, through `FormView.apply`.
public enum TextEdit: Equatable, Sendable {
    /// Typed text: replaces the selection, or goes in at the caret.
    case insert(String)
    case backspace
    case delete
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
    /// an inline completion changes what Backspace, Delete and the caret
    /// keys do (typed text replaces a completion the same as it extends the
    /// text, so it never waits on its own).
    var dependsOnSuggestions: Bool {
        if case .insert = self { return false }
        return true
    }
}

import TypeaheadEngine

/// Where a file opened from a window (Open, Open Recent, a drop) goes.
///
/// GNOME apps open a new document in a new window; a window that holds
/// nothing yet is replaced instead, so opening a file at start does not
/// leave an empty form behind. "Nothing yet" is the draft's test: an entry
/// with no text loses nothing when its window goes.
public enum OpenPlacement: Equatable, Sendable {
    /// The new form takes this window's place (it closes).
    case replaceWindow
    /// The new form opens in a window of its own beside this one.
    case newWindow

    /// `draft` is the window's unsaved entry.
    public static func placement(over draft: Draft) -> OpenPlacement {
        draft.isEmpty ? .replaceWindow : .newWindow
    }
}

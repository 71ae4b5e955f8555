import TypeaheadEngine

/// Where a file opened from a window (Open, Open Recent, a drop) goes.
///
/// GNOME apps open a new document in a new window; a window that holds
/// nothing yet is replaced instead, so opening a file at start does not
/// leave an empty form behind. "Nothing yet" is the draft's test: an entry
/// with no text loses nothing when its window goes.
public enum WindowOpening: Equatable, Sendable {
    /// The new form takes this window's place (it closes).
    case replaceWindow
    /// The new form opens in a window of its own beside this one.
    case newWindow

    /// `draft` is the window's unsaved entry.
    public static func placement(over draft: Draft) -> WindowOpening {
        draft.isEmpty ? .replaceWindow : .newWindow
    }
}

/// What a window says when a file cannot be opened from it: a heading
/// naming the file and the same `path:line:column: message` line the
/// command line prints. The form already open stays open.
public struct OpenFailure: Equatable, Sendable {
    public var heading: String
    public var body: String

    public init(_ error: LoadError) {
        let name = error.path.split(separator: "/").last.map(String.init) ?? error.path
        // TRANSLATORS: %1$s is the name of the file that could not be opened.
        heading = translated("Could not open “%1$s”", name)
        body = error.description
    }
}

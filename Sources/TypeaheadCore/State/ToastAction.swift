import TypeaheadEngine

/// What the button beside a toast does.
public enum ToastAction: Equatable, Sendable {
    /// Undo what the toast reports, as Ctrl+Z does (`FieldKey.undo`).
    case undo

    /// The button's label.
    public func label(_ words: Words) -> String {
        switch self {
        // TRANSLATORS: a button beside a message; the underscore marks the Alt+letter shortcut.
        case .undo: words.translated("_Undo")
        }
    }

    /// The event the button sends to the form, from `field` (`WindowFocus.actionField`).
    public func event(inField field: Int) -> FormEvent {
        switch self {
        case .undo: .key(field: field, .undo)
        }
    }
}

/// What the button beside a toast does.
public enum ToastAction: Equatable, Sendable {
    /// Undo what the toast reports, as Ctrl+Z does (`FieldKey.undo`).
    case undo

    /// The button's label.
    public var label: String {
        switch self {
        case .undo: "_Undo"
        }
    }

    /// The event the button sends to the form, from `field` (`WindowFocus.actionField`).
    public func event(inField field: Int) -> FormEvent {
        switch self {
        case .undo: .key(field: field, .undo)
        }
    }
}

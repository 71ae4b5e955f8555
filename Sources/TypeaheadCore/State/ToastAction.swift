/// What the button beside a toast does.
public enum ToastAction: Equatable, Sendable {
    /// Undo what the toast reports, as Ctrl+Z does (`FieldKey.undo`).
    case undo
}

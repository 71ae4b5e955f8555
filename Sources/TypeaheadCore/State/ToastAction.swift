/// What the button beside a toast does.
public enum ToastAction: Equatable, Sendable {
    /// Undo what the toast reports, as Ctrl+Z does (`FieldKey.undo`).
    case undo
    /// Open this folder in the file manager (where a saved entry went).
    case showFolder(String)

    /// The button's label.
    public var label: String {
        switch self {
        case .undo: "_Undo"
        case .showFolder: "_Show"
        }
    }

    /// The event the button sends to the form, if it is one, from `field`
    /// (`WindowFocus.actionField`); `.showFolder` is carried out by the
    /// window instead.
    public func event(inField field: Int) -> FormEvent? {
        switch self {
        case .undo: .key(field: field, .undo)
        case .showFolder: nil
        }
    }
}

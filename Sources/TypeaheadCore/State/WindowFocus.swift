/// The field the window's focus is in, followed from GTK's focus moves:
/// which moves are leaving a field and entering another, and which are not
/// (opening the main menu and closing it again keeps the person in their
/// field, whose "required" would otherwise show).
public struct WindowFocus: Sendable {
    /// The field with the keyboard focus, as last seen (kept while a menu is open).
    public private(set) var field: Int?
    private var isInMenu = false

    public init() {}

    /// The focus moved to `place`: the events the form hears.
    public mutating func moved(to place: FocusPlace) -> [FormEvent] {
        switch place {
        case .popover:
            isInMenu = true
            return []
        case .menuButton where isInMenu:
            return [] // the closing menu hands the focus to its button
        default:
            break
        }
        isInMenu = false
        let now: Int? = if case .field(let index) = place { index } else { nil }
        guard now != field else { return [] }
        let previous = field
        field = now
        return (previous.map { [FormEvent.focusLeft(field: $0)] } ?? []) + (now.map { [FormEvent.focusEntered(field: $0)] } ?? [])
    }

    /// The menu closed, the focus now at `place`: the field to give the
    /// focus back to (its text kept), if the person was in one. GTK tells
    /// of the closing before or after it hands the focus to the button.
    public mutating func menuClosed(focusAt place: FocusPlace) -> Int? {
        guard isInMenu else { return nil }
        isInMenu = false
        return place == .menuButton || place == .popover ? field : nil
    }

    /// The field a window action (Save, a toast's button) acts in: the one
    /// with the focus, else the form's focused field, else the first.
    public func actionField(formFocus: Int?) -> Int {
        field ?? formFocus ?? 0
    }
}

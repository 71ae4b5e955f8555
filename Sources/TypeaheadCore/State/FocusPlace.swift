/// Where the window's keyboard focus is, as the window sees it.
public enum FocusPlace: Equatable, Sendable {
    case field(Int)
    /// Inside a popover: the main menu (or any popover that takes the focus).
    case popover
    /// The main menu's button, which the menu gives the focus to as it closes.
    case menuButton
    /// Anywhere else: a button, a dialog, nowhere.
    case elsewhere
}

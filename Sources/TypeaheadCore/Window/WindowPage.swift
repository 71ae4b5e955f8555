/// The pages of a form window.
public enum WindowPage: Equatable, Sendable {
    case form
    case entries
    /// Each keyer's figures and the day's chart (issue 52).
    case statistics

    /// The page the person asks for.
    public enum Wanted: Equatable, Sendable {
        /// Ctrl+E: the other page.
        case other
        /// Ctrl+F, or a click on the view switcher.
        case page(WindowPage)
    }
}

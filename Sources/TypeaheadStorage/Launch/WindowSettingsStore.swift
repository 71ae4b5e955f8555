/// Where the window's size is kept between runs: GSettings in the app
/// (`org.typeahead.Typeahead`), memory in the tests and when the schema is
/// nowhere to be found. `WindowMemory` decides what is read and written.
@MainActor
public protocol WindowSettingsStore: AnyObject {
    /// Whether what is written lasts beyond this run: only then is the old
    /// window.json carried over (and removed).
    var lasts: Bool { get }
    /// Whether the size was ever written here; false while the schema's
    /// defaults stand.
    var sizeWasWritten: Bool { get }
    var width: Int { get set }
    var height: Int { get set }
    var maximized: Bool { get set }
    /// Writes what is pending before the app may end (dconf writes later).
    func sync()
}

import Foundation
import Gtk
import TypeaheadEngine
import TypeaheadStorage

/// The window's size in GSettings (`org.typeahead.Typeahead`): what
/// `WindowMemory` decides, read and written through the desktop's settings.
@MainActor
final class GSettingsWindowStore: WindowSettingsStore {
    /// The app's one store, opened with the first window: GSettings where
    /// the schema is found, else memory (the standard size, quietly).
    static let shared: any WindowSettingsStore = open().map { GSettingsWindowStore($0) } ?? MemoryWindowSettings()

    private let settings: Settings

    private init(_ settings: Settings) {
        self.settings = settings
    }

    /// GLib's folders, then an install's `../share/glib-2.0/schemas`, then
    /// (only if neither has it: it may start glib-compile-schemas) the
    /// source tree's, compiled for `swift run`.
    private static func open() -> Settings? {
        let id = SettingsSchemaFolders.schemaID, executable = AppPaths.executable
        if let settings = Settings.open(schema: id, folders: [SettingsSchemaFolders.installed(executable: executable)]) {
            return settings
        }
        return SettingsSchemaFolders.compiledFromSourceTree(executable: executable)
            .flatMap { Settings.open(schema: id, folders: [$0]) }
    }

    let lasts = true
    var sizeWasWritten: Bool { settings.hasUserValue("window-width") || settings.hasUserValue("window-height") }
    var width: Int {
        get { settings.int("window-width") }
        set { settings.setInt("window-width", newValue) }
    }
    var height: Int {
        get { settings.int("window-height") }
        set { settings.setInt("window-height", newValue) }
    }
    var maximized: Bool {
        get { settings.bool("window-maximized") }
        set { settings.setBool("window-maximized", newValue) }
    }
    func sync() { Settings.sync() }
}

import Foundation
import TypeaheadEngine

/// What the window keeps of its size between runs, in a `WindowSettingsStore`:
/// read when a window opens, written when one closes.
@MainActor
public enum WindowMemory {
    /// The state a new window opens with. The first time, a size kept in the
    /// old `window.json` (`AppPaths.windowStateFile`) is carried over into
    /// the store unless the store already has one, and the file removed, so
    /// it happens once.
    public static func restore(from store: some WindowSettingsStore,
                               legacyFile: String = AppPaths.windowStateFile()) -> WindowState {
        carryOver(legacyFile, into: store)
        // The minimum again: a store's range could be wider than the window's.
        return WindowState(size: WindowSize(width: store.width, height: store.height), maximized: store.maximized)
    }

    /// Keeps a closing window's state. A maximized window's size is the
    /// screen's: the size it had before stays for when it is unmaximized
    /// (GNOME's "Saving and restoring window state").
    public static func keep(size: (width: Int, height: Int)?, maximized: Bool, in store: some WindowSettingsStore) {
        if !maximized, let size {
            let kept = WindowSize(width: size.width, height: size.height)
            // Unchanged, nothing is written (dconf would tell every listener).
            if !store.sizeWasWritten || store.width != kept.width || store.height != kept.height {
                store.width = kept.width
                store.height = kept.height
            }
        }
        if store.maximized != maximized { store.maximized = maximized }
        store.sync()
    }

    private static func carryOver(_ legacyFile: String, into store: some WindowSettingsStore) {
        guard store.lasts, FileManager.default.fileExists(atPath: legacyFile) else { return }
        if !store.sizeWasWritten, let size = WindowSize.kept(in: legacyFile) {
            store.width = size.width
            store.height = size.height
            store.sync()
        }
        try? FileManager.default.removeItem(atPath: legacyFile)
    }
}

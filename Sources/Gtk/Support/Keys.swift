import CGtk

/// GDK's modifier bits. What a key means is the core's to decide
/// (TypeaheadCore's `KeyPress`), from the key value and these.
public enum Keys {
    public static let shiftMask = GDK_SHIFT_MASK.rawValue
    public static let controlMask = GDK_CONTROL_MASK.rawValue
    public static let altMask = GDK_ALT_MASK.rawValue

    /// The digit written on the key `keycode` at any of its levels, as
    /// GDK's keymap has it: on AZERTY, the key that gives "&" unshifted is
    /// also 1, so Alt+1 is Alt and that key there as it is here.
    @MainActor
    public static func digit(onKeycode keycode: UInt32) -> UInt32? {
        guard let display = gdk_display_get_default() else { return nil }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var keyvals: UnsafeMutablePointer<guint>?
        var count: Int32 = 0
        guard gdk_display_map_keycode(display, keycode, &keys, &keyvals, &count) != 0, let keyvals else { return nil }
        defer {
            g_free(keys)
            g_free(keyvals)
        }
        return (0..<Int(count)).map { keyvals[$0] }.first { (UInt32(GDK_KEY_0)...UInt32(GDK_KEY_9)).contains($0) }
    }
}

import CGtk

/// GDK's modifier bits. What a key means is the core's to decide
/// (TypeaheadCore's `KeyPress`), from the key value and these.
public enum Keys {
    public static let shiftMask = GDK_SHIFT_MASK.rawValue
    public static let controlMask = GDK_CONTROL_MASK.rawValue
    public static let altMask = GDK_ALT_MASK.rawValue
}

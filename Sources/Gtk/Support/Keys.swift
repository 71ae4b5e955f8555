import CGtk

/// GDK key values and modifier bits the app reacts to.
public enum Keys {
    public static let up = UInt32(GDK_KEY_Up)
    public static let down = UInt32(GDK_KEY_Down)
    public static let pageUp = UInt32(GDK_KEY_Page_Up)
    public static let pageDown = UInt32(GDK_KEY_Page_Down)
    public static let returnKey = UInt32(GDK_KEY_Return)
    public static let keypadEnter = UInt32(GDK_KEY_KP_Enter)
    public static let escape = UInt32(GDK_KEY_Escape)
    public static let tab = UInt32(GDK_KEY_Tab)
    public static let leftTab = UInt32(GDK_KEY_ISO_Left_Tab)
    public static let z = UInt32(GDK_KEY_z)
    /// With Shift (or Caps Lock) held, the letter keys give their capitals.
    public static let capitalZ = UInt32(GDK_KEY_Z)
    public static let y = UInt32(GDK_KEY_y)
    public static let capitalY = UInt32(GDK_KEY_Y)
    public static let a = UInt32(GDK_KEY_a)
    public static let n = UInt32(GDK_KEY_n)
    public static let backSpace = UInt32(GDK_KEY_BackSpace)
    public static let delete = UInt32(GDK_KEY_Delete)
    public static let left = UInt32(GDK_KEY_Left)
    public static let right = UInt32(GDK_KEY_Right)
    public static let home = UInt32(GDK_KEY_Home)
    public static let end = UInt32(GDK_KEY_End)
    public static let shiftMask = GDK_SHIFT_MASK.rawValue
    public static let controlMask = GDK_CONTROL_MASK.rawValue
    public static let altMask = GDK_ALT_MASK.rawValue

    /// The character a key types, if it types one.
    public static func character(of keyval: UInt32) -> Character? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code >= 0x20, code != 0x7F, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }
}

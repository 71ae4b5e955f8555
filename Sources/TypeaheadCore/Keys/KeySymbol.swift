/// The key values (X11 keysyms, which GDK's key values are) that the form
/// gives a meaning to.
public enum KeySymbol {
    public static let returnKey: UInt32 = 0xFF0D, keypadEnter: UInt32 = 0xFF8D
    public static let escape: UInt32 = 0xFF1B
    public static let tab: UInt32 = 0xFF09, leftTab: UInt32 = 0xFE20
    public static let up: UInt32 = 0xFF52, down: UInt32 = 0xFF54
    public static let left: UInt32 = 0xFF51, right: UInt32 = 0xFF53
    public static let pageUp: UInt32 = 0xFF55, pageDown: UInt32 = 0xFF56
    public static let home: UInt32 = 0xFF50, end: UInt32 = 0xFF57
    public static let backSpace: UInt32 = 0xFF08, delete: UInt32 = 0xFFFF
    public static let insert: UInt32 = 0xFF63
    public static let keypadDelete: UInt32 = 0xFF9F
    public static let apostrophe: UInt32 = 0x27
    // Letters come lower case, or capital with Shift or Caps Lock.
    public static let one: UInt32 = 0x31, two: UInt32 = 0x32, keypadOne: UInt32 = 0xFFB1, keypadTwo: UInt32 = 0xFFB2
    public static let a: UInt32 = 0x61, capitalA: UInt32 = 0x41
    public static let h: UInt32 = 0x68, capitalH: UInt32 = 0x48
    public static let n: UInt32 = 0x6E, capitalN: UInt32 = 0x4E
    public static let v: UInt32 = 0x76, capitalV: UInt32 = 0x56
    public static let x: UInt32 = 0x78, capitalX: UInt32 = 0x58
    public static let y: UInt32 = 0x79, capitalY: UInt32 = 0x59
    public static let z: UInt32 = 0x7A, capitalZ: UInt32 = 0x5A
}

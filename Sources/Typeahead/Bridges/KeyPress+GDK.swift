import Gtk
import TypeaheadCore

extension KeyPress {
    /// A key press as GTK reports it: a key value and GDK's modifier bits.
    init(_ keyval: UInt32, gdkModifiers modifiers: UInt32) {
        self.init(keyval, shift: modifiers & Keys.shiftMask != 0, control: modifiers & Keys.controlMask != 0,
                  alt: modifiers & Keys.altMask != 0)
    }
}

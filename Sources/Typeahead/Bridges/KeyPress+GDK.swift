import Gtk
import TypeaheadCore

extension KeyPress {
    /// A key press as GTK reports it: a key value and GDK's modifier bits.
    init(_ keyval: UInt32, gdkModifiers modifiers: UInt32) {
        self.init(keyval, shift: modifiers & Keys.shiftMask != 0, control: modifiers & Keys.controlMask != 0,
                  alt: modifiers & Keys.altMask != 0)
    }

    /// As above, with Alt and a key that has a digit on it (Alt+1 and Alt+2
    /// when verifying) meaning that digit on any layout: on AZERTY the key
    /// gives "&" or "é" unshifted, and a verifier presses Alt with it.
    @MainActor
    init(_ keyval: UInt32, gdkModifiers modifiers: UInt32, keycode: UInt32?) {
        self.init(keyval, gdkModifiers: modifiers)
        guard alt, !(0x30...0x39).contains(keyval), let keycode, let digit = Keys.digit(onKeycode: keycode) else { return }
        self.keyval = digit
    }
}

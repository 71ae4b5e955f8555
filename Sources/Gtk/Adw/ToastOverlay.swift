import CGtk

/// AdwToastOverlay: shows toasts over its child. One toast at a time here:
/// a new one, or `dismiss()`, takes the shown one away.
@MainActor
public final class ToastOverlay: Widget {
    /// The toast shown now (a reference of ours, so it can be dismissed).
    private var shown: OpaquePointer?

    public init() {
        super.init(adw_toast_overlay_new())
    }
    public func setChild(_ child: Widget) {
        adw_toast_overlay_set_child(cgtk_adw_toast_overlay(raw), child.pointer)
    }

    /// Shows `title` for `seconds`, with a button labelled `button` (a
    /// mnemonic such as "_Undo") that calls `onButton`.
    public func show(_ title: String, seconds: UInt32, button: String? = nil,
                     onButton: (@MainActor () -> Void)? = nil) {
        dismiss()
        // A title is Pango markup in libadwaita 1.2; the form's values are plain text.
        let escaped = g_markup_escape_text(title, -1)!
        let toast = adw_toast_new(escaped)!
        g_free(escaped)
        adw_toast_set_timeout(toast, seconds)
        if let button, let onButton {
            adw_toast_set_button_label(toast, button)
            Signals.connectVoid(UnsafeMutableRawPointer(toast), "button-clicked", onButton)
        }
        Signals.connectVoid(UnsafeMutableRawPointer(toast), "dismissed") { [weak self] in
            guard let self, shown == toast else { return }
            shown = nil
            g_object_unref(UnsafeMutableRawPointer(toast))
        }
        g_object_ref(UnsafeMutableRawPointer(toast))
        shown = toast
        adw_toast_overlay_add_toast(cgtk_adw_toast_overlay(raw), toast) // takes the first reference
    }

    /// Takes the shown toast away, if any.
    public func dismiss() {
        guard let toast = shown else { return }
        shown = nil
        adw_toast_dismiss(toast)
        g_object_unref(UnsafeMutableRawPointer(toast))
    }
}

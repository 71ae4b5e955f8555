import CGtk

/// AdwToastOverlay: shows toasts over its child. One toast at a time here:
/// a new one, or `dismiss()`, takes the shown one away.
@MainActor
public final class ToastOverlay: Widget {
    /// The toast shown now (a reference of ours, so it can be dismissed).
    private var shown: OpaquePointer?
    /// A toast to show once the one taken away has finished hiding.
    private var waitingToast: (title: String, seconds: UInt32, button: String?, onButton: (@MainActor () -> Void)?)?
    private var isHiding = false
    /// Longer than libadwaita 1.2's toast hide animation.
    private static let hideDuration: UInt32 = 400

    /// What a screen reader calls a toast's close button, in the person's language.
    private let closeButtonName: String

    public init(closeButtonName: String) {
        self.closeButtonName = closeButtonName
        super.init(adw_toast_overlay_new())
    }
    public func setChild(_ child: Widget) {
        adw_toast_overlay_set_child(cgtk_adw_toast_overlay(raw), child.pointer)
    }

    /// Shows `title` for `seconds`, with a button labelled `button` (a
    /// mnemonic such as "_Undo") that calls `onButton`.
    ///
    /// A toast shown now is taken away first, and the new one added once the
    /// old one has finished hiding: adding a toast while libadwaita 1.2 still
    /// hides another crashed at the end of the hide animation when toasts
    /// came fast (two saves and a clear within a second).
    public func show(_ title: String, seconds: UInt32, button: String? = nil,
                     onButton: (@MainActor () -> Void)? = nil) {
        dismiss()
        guard !isHiding else {
            waitingToast = (title, seconds, button, onButton)
            return
        }
        // A title is Pango markup in libadwaita 1.2; the form's values are plain text.
        let escaped = g_markup_escape_text(title, -1)!
        let toast = adw_toast_new(escaped)!
        g_free(escaped)
        adw_toast_set_timeout(toast, seconds)
        if let button, let onButton {
            adw_toast_set_button_label(toast, button)
            Signals.connectVoid(UnsafeMutableRawPointer(toast), "button-clicked", onButton)
        }
        // Ours from here until the toast says it is dismissed, and let go
        // only once that signal has run its course.
        g_object_ref(UnsafeMutableRawPointer(toast))
        Signals.connectVoid(UnsafeMutableRawPointer(toast), "dismissed") { [weak self] in
            if let self, shown == toast {
                shown = nil
                waitForHide()
            }
            Idle.beforeNextEvent { g_object_unref(UnsafeMutableRawPointer(toast)) }
        }
        shown = toast
        adw_toast_overlay_add_toast(cgtk_adw_toast_overlay(raw), toast) // takes the first reference
        nameCloseButtons()
    }

    /// libadwaita 1.2 gives a toast's close button (an icon) no name: a
    /// screen reader said "GtkImage, button". The overlay's toast widgets
    /// (its children beside the page, which is not walked) have their
    /// unlabelled buttons named.
    private func nameCloseButtons() {
        for child in WidgetTree.children(of: pointer) {
            let typeName = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self)))
            guard typeName == "AdwToastWidget" else { continue }
            WidgetTree.walk(from: child) { widget in
                guard cgtk_is_button(widget) != 0, gtk_button_get_label(cgtk_button(widget)) == nil else { return }
                cgtk_accessible_set_label(cgtk_accessible(widget), closeButtonName)
            }
        }
    }

    /// Takes the shown toast away, if any, and any toast waiting to be shown.
    public func dismiss() {
        waitingToast = nil
        guard let toast = shown else { return }
        shown = nil
        waitForHide()
        adw_toast_dismiss(toast)
    }

    /// Holds new toasts back while one hides, then shows the last one asked for.
    private func waitForHide() {
        guard !isHiding else { return }
        isHiding = true
        Idle.after(milliseconds: Self.hideDuration) { [weak self] in
            guard let self else { return }
            isHiding = false
            guard let next = waitingToast else { return }
            waitingToast = nil
            show(next.title, seconds: next.seconds, button: next.button, onButton: next.onButton)
        }
    }
}

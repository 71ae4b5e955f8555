import CGtk

/// GTK's own composer (GtkIMContextSimple): dead keys, Compose sequences
/// and Ctrl+Shift+U, the way an entry composes them with no input method
/// server. It belongs to no entry, so moving the focus does not cancel a
/// composition it holds.
@MainActor
public final class InputMethod {
    private let context: UnsafeMutablePointer<GtkIMContext>

    public init() {
        context = gtk_im_context_simple_new()
    }

    isolated deinit {
        g_object_unref(context)
    }

    /// Text composed and done.
    public func onCommit(_ handler: @escaping @MainActor (String) -> Void) {
        Signals.connectString(UnsafeMutableRawPointer(context), "commit", handler)
    }

    /// The text being composed now ("" when none).
    public var preedit: String {
        var text: UnsafeMutablePointer<CChar>?
        gtk_im_context_get_preedit_string(context, &text, nil, nil)
        defer { g_free(text) }
        return text.map { String(cString: $0) } ?? ""
    }

    public func setClient(_ widget: Widget) {
        gtk_im_context_set_client_widget(context, widget.pointer)
    }

    func filter(_ event: OpaquePointer) -> Bool {
        gtk_im_context_filter_keypress(context, event) != 0
    }
}

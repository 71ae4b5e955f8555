import CGtk

/// GtkLabel: plain or Pango-markup text.
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(gtk_label_new(text))
    }
    public var text: String {
        get { String(cString: gtk_label_get_text(cgtk_label(raw))) }
        set { gtk_label_set_text(cgtk_label(raw), newValue) }
    }
    public func setMarkup(_ markup: String) { gtk_label_set_markup(cgtk_label(raw), markup) }
    public func setXAlign(_ value: Float) { gtk_label_set_xalign(cgtk_label(raw), value) }
    /// Cut in the middle: the beginning and the end stay, which is what
    /// tells apart texts that begin alike.
    public func setEllipsizeMiddle() { gtk_label_set_ellipsize(cgtk_label(raw), PANGO_ELLIPSIZE_MIDDLE) }
    /// Whether the text is cut short (ellipsized) at the width the label was given on screen.
    public var isEllipsized: Bool {
        guard let layout = gtk_label_get_layout(cgtk_label(raw)) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }
    public func setWrap(_ wrap: Bool) { gtk_label_set_wrap(cgtk_label(raw), wrap ? 1 : 0) }
    /// Wraps between words, and inside a word longer than the line.
    public func setWrapAnywhereNeeded() {
        gtk_label_set_wrap(cgtk_label(raw), 1)
        gtk_label_set_wrap_mode(cgtk_label(raw), PANGO_WRAP_WORD_CHAR)
    }
    public func setMnemonicWidget(_ widget: Widget) {
        gtk_label_set_mnemonic_widget(cgtk_label(raw), widget.pointer)
    }

    /// Escapes text for use inside Pango markup.
    public nonisolated static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// A link in the label's markup was clicked; return whether it was handled.
    public func onActivateLink(_ handler: @escaping @MainActor (_ uri: String) -> Bool) {
        Signals.connectActivateLink(raw, handler)
    }
}

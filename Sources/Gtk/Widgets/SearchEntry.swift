import CGtk

/// GtkSearchEntry: the entries' search box. It reports its text as it
/// changes (after GTK's short delay, which keeps fast typing to one search)
/// and Escape ("stop-search").
@MainActor
public final class SearchEntry: Widget {
    public init(placeholder: String) {
        super.init(gtk_search_entry_new())
        cgtk_search_entry_set_placeholder(cgtk_search_entry(raw), placeholder)
    }

    public var text: String {
        get { gtk_editable_get_text(cgtk_editable(raw)).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(cgtk_editable(raw), newValue) }
    }

    public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) {
        Signals.connectVoid(raw, "search-changed") { [weak self] in
            guard let self else { return }
            handler(text)
        }
    }

    /// Escape in the entry.
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectVoid(raw, "stop-search", handler)
    }

    /// Return in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectVoid(raw, "activate", handler)
    }

    /// Typing in `widget` (the list) goes on in the search box, as in GNOME's lists.
    public func captureKeys(from widget: Widget) {
        gtk_search_entry_set_key_capture_widget(cgtk_search_entry(raw), widget.pointer)
    }
}

import CGtk

/// GtkShortcutsWindow built from GtkBuilder XML (the object with id `shortcuts`).
@MainActor
public enum ShortcutsWindow {
    /// `keyNames` renames keycaps that GTK left as raw key names: GTK 4.8
    /// translates "Page_Down" and "BackSpace" only in languages that have
    /// its catalogue, so in English they read as written in the keysym
    /// table. A keycap GTK did translate is left as it is.
    public static func show(over parent: ApplicationWindow, builderXML: String, keyNames: [String: String] = [:]) {
        guard let window = cgtk_shortcuts_window_from_xml(builderXML, "shortcuts") else { return }
        if !keyNames.isEmpty { rename(in: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), keyNames) }
        gtk_window_set_transient_for(window, cgtk_window(parent.raw))
        gtk_window_set_modal(window, 1)
        gtk_window_present(window)
        // The reference we took is given to GTK's list of toplevels, which
        // keeps the window until it is closed (destroyed).
        gtk_window_set_destroy_with_parent(window, 1)
        g_object_unref(UnsafeMutableRawPointer(window))
    }

    private static func rename(in window: UnsafeMutablePointer<GtkWidget>, _ names: [String: String]) {
        WidgetTree.walk(from: window) { widget in
            guard cgtk_is_label(widget) != 0, let text = gtk_label_get_label(cgtk_label(widget)),
                  let name = names[String(cString: text)] else { return }
            gtk_label_set_label(cgtk_label(widget), name)
        }
    }
}

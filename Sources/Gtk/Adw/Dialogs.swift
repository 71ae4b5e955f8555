import CGtk

/// AdwMessageDialog with one Close response: a problem the person should read.
@MainActor
public enum MessageDialog {
    /// `closed` runs once the person closes it; `closeLabel` is its one
    /// button's label, in the person's language.
    public static func show(over parent: ApplicationWindow, heading: String, body: String, closeLabel: String,
                            closed: (@MainActor () -> Void)? = nil) {
        let dialog = adw_message_dialog_new(cgtk_window(parent.raw), heading, body)!
        let message = cgtk_adw_message_dialog(UnsafeMutableRawPointer(dialog))
        adw_message_dialog_add_response(message, "close", closeLabel)
        adw_message_dialog_set_default_response(message, "close")
        adw_message_dialog_set_close_response(message, "close")
        if let closed {
            Signals.connectPointer(UnsafeMutableRawPointer(dialog), "response") { _ in closed() }
        }
        // The body is a path and a message: let it be selected and copied.
        gtk_window_present(cgtk_window(UnsafeMutableRawPointer(dialog)))
    }

    /// A question whose safe answer, `refuseLabel`, is the default (Return)
    /// and what Escape or closing gives; `allowLabel` is drawn as a
    /// destructive action. `answered` hears true only for `allowLabel`.
    public static func ask(over parent: ApplicationWindow, heading: String, body: String, refuseLabel: String,
                           allowLabel: String, answered: @escaping @MainActor (Bool) -> Void) {
        let dialog = adw_message_dialog_new(cgtk_window(parent.raw), heading, body)!
        let message = cgtk_adw_message_dialog(UnsafeMutableRawPointer(dialog))
        adw_message_dialog_add_response(message, "refuse", refuseLabel)
        adw_message_dialog_add_response(message, "allow", allowLabel)
        adw_message_dialog_set_response_appearance(message, "allow", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_default_response(message, "refuse")
        adw_message_dialog_set_close_response(message, "refuse")
        Signals.connectPointer(UnsafeMutableRawPointer(dialog), "response") { response in
            answered(response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } == "allow")
        }
        gtk_window_present(cgtk_window(UnsafeMutableRawPointer(dialog)))
    }
}

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

/// AdwClamp: holds its child at most `maximumWidth` wide, centred.
@MainActor
public final class Clamp: Widget {
    public init(maximumWidth: Int32, tighteningThreshold: Int32) {
        super.init(adw_clamp_new())
        adw_clamp_set_maximum_size(cgtk_adw_clamp(raw), maximumWidth)
        adw_clamp_set_tightening_threshold(cgtk_adw_clamp(raw), tighteningThreshold)
    }
    public func setChild(_ child: Widget) { adw_clamp_set_child(cgtk_adw_clamp(raw), child.pointer) }
}

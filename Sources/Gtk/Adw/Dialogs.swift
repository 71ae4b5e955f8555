import CGtk

/// AdwMessageDialog with one Close response: a problem the person should read.
@MainActor
public enum MessageDialog {
    /// `closed` runs once the person closes it.
    public static func show(over parent: ApplicationWindow, heading: String, body: String,
                            closed: (@MainActor () -> Void)? = nil) {
        let dialog = adw_message_dialog_new(cgtk_window(parent.raw), heading, body)!
        let message = cgtk_adw_message_dialog(UnsafeMutableRawPointer(dialog))
        adw_message_dialog_add_response(message, "close", "_Close")
        adw_message_dialog_set_default_response(message, "close")
        adw_message_dialog_set_close_response(message, "close")
        if let closed {
            Signals.connectPointer(UnsafeMutableRawPointer(dialog), "response") { _ in closed() }
        }
        // The body is a path and a message: let it be selected and copied.
        gtk_window_present(cgtk_window(UnsafeMutableRawPointer(dialog)))
    }
}

/// What the About window says.
public struct AboutInfo {
    public var name: String
    public var iconName: String
    public var version: String
    public var developer: String
    public var comments: String
    public var website: String?

    public init(name: String, iconName: String, version: String, developer: String, comments: String, website: String? = nil) {
        self.name = name
        self.iconName = iconName
        self.version = version
        self.developer = developer
        self.comments = comments
        self.website = website
    }
}

/// AdwAboutWindow over a window.
@MainActor
public enum AboutWindow {
    public static func show(over parent: ApplicationWindow, _ info: AboutInfo) {
        let widget = adw_about_window_new()!
        let about = cgtk_adw_about_window(UnsafeMutableRawPointer(widget))
        adw_about_window_set_application_name(about, info.name)
        adw_about_window_set_application_icon(about, info.iconName)
        adw_about_window_set_version(about, info.version)
        adw_about_window_set_developer_name(about, info.developer)
        adw_about_window_set_comments(about, info.comments)
        if let website = info.website { adw_about_window_set_website(about, website) }
        gtk_window_set_transient_for(cgtk_window(UnsafeMutableRawPointer(widget)), cgtk_window(parent.raw))
        gtk_window_set_modal(cgtk_window(UnsafeMutableRawPointer(widget)), 1)
        gtk_window_present(cgtk_window(UnsafeMutableRawPointer(widget)))
    }
}

/// GtkShortcutsWindow built from GtkBuilder XML (the object with id `shortcuts`).
@MainActor
public enum ShortcutsWindow {
    public static func show(over parent: ApplicationWindow, builderXML: String) {
        guard let window = cgtk_shortcuts_window_from_xml(builderXML, "shortcuts") else { return }
        gtk_window_set_transient_for(window, cgtk_window(parent.raw))
        gtk_window_set_modal(window, 1)
        gtk_window_present(window)
        // The reference we took is given to GTK's list of toplevels, which
        // keeps the window until it is closed (destroyed).
        gtk_window_set_destroy_with_parent(window, 1)
        g_object_unref(UnsafeMutableRawPointer(window))
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

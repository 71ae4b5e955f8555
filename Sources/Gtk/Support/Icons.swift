import CGtk

/// The icon theme of the default display.
@MainActor
public enum Icons {
    /// Whether the theme (with the folders added to it) has an icon of that name.
    public static func has(_ name: String) -> Bool {
        gtk_icon_theme_has_icon(theme, name) != 0
    }

    /// Adds a folder whose icon files the theme finds by name, before its own.
    public static func addFolder(_ path: String) {
        gtk_icon_theme_add_search_path(theme, path)
    }

    private static var theme: OpaquePointer {
        gtk_icon_theme_get_for_display(gdk_display_get_default())
    }
}

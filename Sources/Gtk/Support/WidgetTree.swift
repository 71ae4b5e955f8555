import CGtk

/// Walks GTK's widget tree, for the few places where a widget GTK or
/// libadwaita built must be mended after the fact (a keycap's name, a
/// toast's nameless button).
@MainActor
enum WidgetTree {
    /// The direct children of `widget`, first to last.
    static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let each = child {
            found.append(each)
            child = gtk_widget_get_next_sibling(each)
        }
        return found
    }

    /// `visit` for `widget` and every widget under it, parents first.
    static func walk(from widget: UnsafeMutablePointer<GtkWidget>, _ visit: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        visit(widget)
        for child in children(of: widget) { walk(from: child, visit) }
    }
}

import CGtk

/// A widget GTK names (the focus, the widget under a point) that the app
/// did not wrap: it can only ask whether a wrapped widget holds it, never
/// touch the pointer.
public struct WidgetReference {
    let pointer: UnsafeMutablePointer<GtkWidget>

    /// Whether it is inside a popover (a menu, a list under a field).
    public var isInsidePopover: Bool {
        gtk_widget_get_ancestor(pointer, gtk_popover_get_type()) != nil
    }
}

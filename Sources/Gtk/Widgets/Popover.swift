import CGtk

/// GtkPopover anchored to a widget (a root of its own: the wrapper's
/// reference keeps it while the app uses it).
@MainActor
public final class Popover: Widget {
    public init(anchor: Widget) {
        super.init(gtk_popover_new()!)
        gtk_widget_set_parent(pointer, anchor.pointer)
        // The anchor does not let go of a child it did not make: without
        // this, closing the window warns "Finalizing GtkEntry …, but it
        // still has children left".
        let child = pointer
        Signals.connectVoid(anchor.raw, "destroy") {
            if gtk_widget_get_parent(child) != nil { gtk_widget_unparent(child) }
        }
    }

    public func setChild(_ child: Widget) { gtk_popover_set_child(cgtk_popover(raw), child.pointer) }
    /// Autohide off keeps keyboard focus in the anchor's entry.
    public func setAutohide(_ on: Bool) { gtk_popover_set_autohide(cgtk_popover(raw), on ? 1 : 0) }
    public func setHasArrow(_ on: Bool) { gtk_popover_set_has_arrow(cgtk_popover(raw), on ? 1 : 0) }
    public func setPosition(_ side: Side) { gtk_popover_set_position(cgtk_popover(raw), side.gtk) }
    public func setPointingTo(x: Int32, y: Int32, width: Int32, height: Int32) {
        var rect = GdkRectangle(x: x, y: y, width: width, height: height)
        gtk_popover_set_pointing_to(cgtk_popover(raw), &rect)
    }
    public func popup() { gtk_popover_popup(cgtk_popover(raw)) }
    public func popdown() { gtk_popover_popdown(cgtk_popover(raw)) }
    /// Re-positions after the anchor moved or resized.
    public func present() { gtk_popover_present(cgtk_popover(raw)) }
}

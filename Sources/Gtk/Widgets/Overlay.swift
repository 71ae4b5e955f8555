import CGtk

/// GtkOverlay: a main child with widgets drawn on top of it.
@MainActor
public final class Overlay: Widget {
    public init() {
        super.init(gtk_overlay_new())
    }
    public func setChild(_ child: Widget) { gtk_overlay_set_child(cgtk_overlay(raw), child.pointer) }
    public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(cgtk_overlay(raw), child.pointer) }
}

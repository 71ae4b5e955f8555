import CGtk

/// GtkBox: a row or column of children.
@MainActor
public final class Box: Widget {
    public init(vertical: Bool, spacing: Int32 = 0) {
        super.init(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing))
    }
    public func append(_ child: Widget) { gtk_box_append(cgtk_box(raw), child.pointer) }
}

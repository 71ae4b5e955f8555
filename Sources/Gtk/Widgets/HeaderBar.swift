import CGtk

/// GtkHeaderBar: the window's title bar.
@MainActor
public final class HeaderBar: Widget {
    public init() {
        super.init(gtk_header_bar_new())
    }

    public func packEnd(_ child: Widget) {
        gtk_header_bar_pack_end(cgtk_header_bar(raw), child.pointer)
    }
}

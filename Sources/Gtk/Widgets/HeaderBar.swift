import CGtk

/// GtkHeaderBar: the window's title bar.
@MainActor
public final class HeaderBar: Widget {
    public init() {
        super.init(gtk_header_bar_new())
    }
}

import CGtk

/// GtkScrolledWindow around one child.
@MainActor
public final class ScrolledWindow: Widget {
    public init() {
        super.init(gtk_scrolled_window_new())
    }
    public func setChild(_ child: Widget) {
        gtk_scrolled_window_set_child(cgtk_scrolled_window(raw), child.pointer)
    }
    public func setPolicy(horizontal: ScrollPolicy, vertical: ScrollPolicy) {
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(raw), horizontal.gtk, vertical.gtk)
    }
    /// Grows with its content up to `maxHeight`, then scrolls.
    /// Exactly `height` high (its content's natural height, up to that):
    /// no band under a short list, no scrolling past it.
    public func setNaturalHeight(max height: Int32) {
        gtk_scrolled_window_set_propagate_natural_height(cgtk_scrolled_window(raw), 1)
        // Lower the minimum first: GTK warns when the maximum goes below it.
        gtk_scrolled_window_set_min_content_height(cgtk_scrolled_window(raw), -1)
        gtk_scrolled_window_set_max_content_height(cgtk_scrolled_window(raw), height)
        gtk_scrolled_window_set_min_content_height(cgtk_scrolled_window(raw), height)
    }
    public func scrollToTop() {
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(raw)), 0)
    }

    /// Scrolls so that the vertical range `top..<bottom` is visible (its
    /// top, when it is taller than the view).
    public func scrollToShow(top: Double, bottom: Double) {
        let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(raw))
        let value = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        if top < value {
            gtk_adjustment_set_value(adjustment, top)
        } else if bottom > value + page {
            gtk_adjustment_set_value(adjustment, min(top, bottom - page))
        }
    }
}

import CGtk

/// GtkApplicationWindow with a header bar and one child.
@MainActor
public final class ApplicationWindow: Widget {
    public init(application: Application) {
        super.init(gtk_application_window_new(cgtk_application(application.raw)))
    }
    public var title: String {
        get { String(cString: gtk_window_get_title(cgtk_window(raw))) }
        set { gtk_window_set_title(cgtk_window(raw), newValue) }
    }
    public func setTitlebar(_ bar: Widget) { gtk_window_set_titlebar(cgtk_window(raw), bar.pointer) }
    public func setChild(_ child: Widget) { gtk_window_set_child(cgtk_window(raw), child.pointer) }
    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(cgtk_window(raw), width, height)
    }
    public func present() { gtk_window_present(cgtk_window(raw)) }
    /// The widget that has keyboard focus, if any.
    public var focusedWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(cgtk_window(raw)) }
    public func onFocusChanged(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectPointer(raw, "notify::focus-widget") { _ in handler() }
    }
}

import CGtk

/// AdwApplicationWindow: a window of the application whose content is one
/// widget (the header bar is part of it, as libadwaita expects).
@MainActor
public final class ApplicationWindow: Widget {
    public init(application: Application) {
        super.init(adw_application_window_new(cgtk_application(application.raw)))
    }
    public var title: String {
        get { String(cString: gtk_window_get_title(cgtk_window(raw))) }
        set { gtk_window_set_title(cgtk_window(raw), newValue) }
    }
    public func setContent(_ child: Widget) {
        adw_application_window_set_content(cgtk_adw_application_window(raw), child.pointer)
    }
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(cgtk_window(raw), Int32(width), Int32(height))
    }
    /// The size the window has now (GTK keeps the default size up to date
    /// as the window is resized), unless it is maximized.
    public var unmaximizedSize: (width: Int, height: Int)? {
        guard gtk_window_is_maximized(cgtk_window(raw)) == 0 else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(cgtk_window(raw), &width, &height)
        return (Int(width), Int(height))
    }
    public var isMaximized: Bool { gtk_window_is_maximized(cgtk_window(raw)) != 0 }
    /// Opens maximized, when called before the window is presented.
    public func maximize() { gtk_window_maximize(cgtk_window(raw)) }
    public func present() { gtk_window_present(cgtk_window(raw)) }
    /// Presents the window after GTK has begun joining the accessibility
    /// bus, and runs `then`. GTK 4.8 joins it only when a window maps, from
    /// an idle callback, and answers a screen reader only once the bus has
    /// replied; a window manager activating the window sooner sends focus
    /// events that the screen reader cannot yet ask about, and Orca then
    /// drops the new window until the focus moves. Changing whether the
    /// window can take focus (and back) makes GTK begin joining now; the
    /// window is presented from a lower-priority idle, after GTK's.
    public func presentOnceAccessible(then: @escaping @MainActor () -> Void) {
        let focusable = gtk_widget_get_focusable(pointer)
        gtk_widget_set_focusable(pointer, focusable == 0 ? 1 : 0)
        gtk_widget_set_focusable(pointer, focusable)
        Idle.whenIdle { [self] in
            present()
            then()
        }
    }
    /// Asks the window to close, as the close button does (close-request runs).
    public func close() { gtk_window_close(cgtk_window(raw)) }
    /// The widget that has keyboard focus, if any.
    public var focusedWidget: WidgetReference? { gtk_window_get_focus(cgtk_window(raw)).map(WidgetReference.init) }
    public func onFocusChanged(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectPointer(raw, "notify::focus-widget") { _ in handler() }
    }
    /// Whether the window is the active one (has the keyboard).
    public var isActive: Bool { gtk_window_is_active(cgtk_window(raw)) != 0 }
    public func onActiveChanged(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectPointer(raw, "notify::is-active") { _ in handler() }
    }
    /// Runs before the window closes (the window closes after it).
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectReturningBool(raw, "close-request") { handler(); return false }
    }
    /// Adds a `win.NAME` action.
    public func addAction(_ action: Action) {
        g_action_map_add_action(cgtk_action_map(raw), cgtk_action(UnsafeMutableRawPointer(action.pointer)))
    }
}

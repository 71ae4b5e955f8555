import CGtk

/// The frame clock of a widget's surface.
@MainActor
public enum FrameClock {
    /// Calls `handler` after each frame GTK paints for `widget`'s window,
    /// from the time it is first mapped.
    public static func onAfterPaint(_ widget: Widget, _ handler: @escaping @MainActor () -> Void) {
        var connected = false
        Signals.connectVoid(widget.raw, "map") {
            guard !connected, let clock = gtk_widget_get_frame_clock(widget.pointer) else { return }
            connected = true
            Signals.connectVoid(UnsafeMutableRawPointer(clock), "after-paint", handler)
        }
    }
}

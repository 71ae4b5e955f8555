import CGtk

/// The frame clock of a widget's surface.
@MainActor
public enum FrameClock {
    /// Calls `handler` after each frame GTK paints for `widget`'s window,
    /// from the time it is first mapped.
    public static func onAfterPaint(_ widget: Widget, _ handler: @escaping @MainActor () -> Void) {
        onMap(widget) { clock in Signals.connectVoid(clock, "after-paint", handler) }
    }

    /// Calls `handler` with the phase's name as each phase of a frame of
    /// `widget`'s window ends: "before-paint" (the frame starts), "layout",
    /// "paint". The window's own handlers run first (they were connected
    /// when its surface was made); a popover's surface, made later, shares
    /// the clock and runs its handlers after these. For tracing.
    public static func onPhases(_ widget: Widget, _ handler: @escaping @MainActor (String) -> Void) {
        onMap(widget) { clock in
            for phase in ["before-paint", "layout", "paint"] {
                Signals.connectVoid(clock, phase) { handler(phase) }
            }
        }
    }

    private static func onMap(_ widget: Widget, _ connect: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
        var connected = false
        Signals.connectVoid(widget.raw, "map") {
            guard !connected, let clock = gtk_widget_get_frame_clock(widget.pointer) else { return }
            connected = true
            connect(UnsafeMutableRawPointer(clock))
        }
    }
}

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

    /// Runs `action` once at the start of `widget`'s next frame, in its
    /// update phase: what it changes is laid out and painted in that frame.
    /// Work done here instead of in a key's handler lets a burst of keys
    /// leave the main loop idle between them, so a frame is not held back
    /// until the burst ends (events outrank frames in GLib). Nothing runs
    /// while `widget` is not mapped.
    public static func atNextFrame(_ widget: Widget, _ action: @escaping @MainActor () -> Void) {
        gtk_widget_add_tick_callback(widget.pointer, tickOnce, TickBox(action).retainedPointer, releaseTick)
    }

    private typealias TickBox = ClosureBox<@MainActor () -> Void>

    private static let tickOnce: GtkTickCallback = { _, _, data in
        let box = TickBox.from(data)
        MainActor.assumeIsolated { box.closure() }
        return 0 // G_SOURCE_REMOVE
    }

    private static let releaseTick: GDestroyNotify = { data in Unmanaged<TickBox>.fromOpaque(data!).release() }

    private static func onMap(_ widget: Widget, _ connect: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
        var connected = false
        Signals.connectVoid(widget.raw, "map") {
            guard !connected, let clock = gtk_widget_get_frame_clock(widget.pointer) else { return }
            connected = true
            connect(UnsafeMutableRawPointer(clock))
        }
    }
}

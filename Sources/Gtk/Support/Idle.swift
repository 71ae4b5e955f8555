import CGtk

/// Runs a closure once on GLib's main loop, at a chosen moment.
@MainActor
public enum Idle {
    /// Before the next input event: at high priority, so a key pressed
    /// meanwhile is handled after it.
    public static func beforeNextEvent(_ action: @escaping @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_HIGH, runOnce, Box(action).retainedPointer, nil)
    }

    /// Once the main loop has nothing else to do: after every pending
    /// event, frame and ordinary idle callback (G_PRIORITY_LOW).
    public static func whenIdle(_ action: @escaping @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_LOW, runOnce, Box(action).retainedPointer, nil)
    }

    /// After `milliseconds`.
    public static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runOnce, Box(action).retainedPointer, nil)
    }

    private typealias Box = ClosureBox<@MainActor () -> Void>

    /// The GLib callback: runs the boxed closure and removes the source.
    private static let runOnce: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        let box = Unmanaged<Box>.fromOpaque(data!).takeRetainedValue()
        MainActor.assumeIsolated { box.closure() }
        return 0 // G_SOURCE_REMOVE
    }
}

import CGtk

/// Runs a closure once on GLib's main loop, at a chosen moment. Each
/// returns the GLib source, which `g_source_remove` cancels (the closure is
/// then let go of without running).
@MainActor
public enum Idle {
    /// Before the next input event: at high priority, so a key pressed
    /// meanwhile is handled after it.
    @discardableResult
    public static func beforeNextEvent(_ action: @escaping @MainActor () -> Void) -> guint {
        g_idle_add_full(G_PRIORITY_HIGH, runOnce, Box(action).retainedPointer, release)
    }

    /// Once the main loop has nothing else to do: after every pending
    /// event, frame and ordinary idle callback (G_PRIORITY_LOW).
    @discardableResult
    public static func whenIdle(_ action: @escaping @MainActor () -> Void) -> guint {
        g_idle_add_full(G_PRIORITY_LOW, runOnce, Box(action).retainedPointer, release)
    }

    /// After `milliseconds`.
    @discardableResult
    public static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) -> guint {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runOnce, Box(action).retainedPointer, release)
    }

    private typealias Box = ClosureBox<@MainActor () -> Void>

    /// The GLib callback: runs the boxed closure and removes the source.
    private static let runOnce: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        let box = Box.from(data)
        MainActor.assumeIsolated { box.closure() }
        return 0 // G_SOURCE_REMOVE
    }

    /// Lets go of the closure when the source goes, run or removed.
    private static let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
}

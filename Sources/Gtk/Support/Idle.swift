import CGtk

/// Runs a closure once on GLib's main loop, before the next input event:
/// at high priority, so a key pressed meanwhile is handled after it.
@MainActor
public enum Idle {
    public static func beforeNextEvent(_ action: @escaping @MainActor () -> Void) {
        typealias Box = ClosureBox<@MainActor () -> Void>
        let callback: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { box.closure() }
            return 0 // G_SOURCE_REMOVE
        }
        g_idle_add_full(G_PRIORITY_HIGH, callback, Box(action).retainedPointer, nil)
    }

    /// Runs a closure once the main loop has nothing else to do: after
    /// every pending event, frame and ordinary idle callback (G_PRIORITY_LOW).
    public static func whenIdle(_ action: @escaping @MainActor () -> Void) {
        typealias Box = ClosureBox<@MainActor () -> Void>
        let callback: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { box.closure() }
            return 0 // G_SOURCE_REMOVE
        }
        g_idle_add_full(G_PRIORITY_LOW, callback, Box(action).retainedPointer, nil)
    }

    /// Runs a closure once after `milliseconds`, on GLib's main loop.
    public static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        typealias Box = ClosureBox<@MainActor () -> Void>
        let callback: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { box.closure() }
            return 0 // G_SOURCE_REMOVE
        }
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, callback, Box(action).retainedPointer, nil)
    }
}

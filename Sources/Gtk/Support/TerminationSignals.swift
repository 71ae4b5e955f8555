import CGtk
import Glibc

/// SIGTERM (a logout, `kill`), SIGINT (Ctrl+C in a terminal) and SIGHUP (a
/// terminal closed) handled on GLib's main loop, so the app can end as a
/// person's quit does, not be cut off where it stands.
@MainActor
public enum TerminationSignals {
    public static func handle(_ action: @escaping @MainActor () -> Void) {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, run, Box(action).retainedPointer, release)
        }
    }

    private typealias Box = ClosureBox<@MainActor () -> Void>

    /// Runs the action each time the signal comes (a second one while
    /// ending does what the first did).
    private static let run: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        let box = Box.from(data)
        MainActor.assumeIsolated { box.closure() }
        return 1 // G_SOURCE_CONTINUE
    }

    private static let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
}

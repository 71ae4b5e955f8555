import CGtk

/// Lets `DispatchQueue.main` and `@MainActor` tasks run under GLib's main
/// loop: libdispatch's main-queue eventfd is watched by GLib, and each
/// wake-up drains the queue.
@MainActor
public enum MainQueueBridge {
    private static var installed = false

    public static func install() {
        guard !installed else { return }
        installed = true
        cgtk_bridge_dispatch_main_queue()
    }
}

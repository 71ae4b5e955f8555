import CGtk

extension Signals {
    /// Signals of shape `gboolean (*)(GObject *self, gpointer data)`, such as
    /// GtkWindow::close-request (true stops the default handler).
    static func connectReturningBool(
        _ instance: UnsafeMutableRawPointer, _ name: String,
        _ closure: @escaping @MainActor () -> Bool
    ) {
        typealias Box = ClosureBox<@MainActor () -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            let box = Box.from(data)
            return MainActor.assumeIsolated { box.closure() } ? 1 : 0
        }
        connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// Signals of shape `void (*)(GObject *self, int value, gpointer data)`,
    /// such as GtkNativeDialog::response.
    static func connectInt(
        _ instance: UnsafeMutableRawPointer, _ name: String,
        _ closure: @escaping @MainActor (Int32) -> Void
    ) {
        typealias Box = ClosureBox<@MainActor (Int32) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void = { _, value, data in
            let box = Box.from(data)
            MainActor.assumeIsolated { box.closure(value) }
        }
        connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// GtkDropTarget::drop: `gboolean (*)(GtkDropTarget *, const GValue *, double x, double y, gpointer)`.
    static func connectDrop(
        _ instance: UnsafeMutableRawPointer,
        _ closure: @escaping @MainActor (UnsafePointer<GValue>) -> Bool
    ) {
        typealias Box = ClosureBox<@MainActor (UnsafePointer<GValue>) -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, gdouble, gdouble, UnsafeMutableRawPointer?) -> gboolean = { _, value, _, _, data in
            let box = Box.from(data)
            guard let value else { return 0 }
            return MainActor.assumeIsolated { box.closure(value) } ? 1 : 0
        }
        connect(instance, "drop", unsafeBitCast(trampoline, to: GCallback.self), closure)
    }
}

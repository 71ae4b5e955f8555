import CGtk

/// Connects GObject signals to Swift closures through C trampolines, one per
/// callback shape. Each closure is released when GLib drops the handler.
@MainActor
enum Signals {
    private static let releaseBox: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    static func connect<Closure>(
        _ instance: UnsafeMutableRawPointer, _ name: String,
        _ handler: GCallback, _ closure: Closure
    ) {
        let box = ClosureBox(closure)
        cgtk_signal_connect(instance, name, handler, box.retainedPointer, releaseBox)
    }

    /// Signals of shape `void (*)(GObject *self, gpointer data)`.
    static func connectVoid(
        _ instance: UnsafeMutableRawPointer, _ name: String,
        _ closure: @escaping @MainActor () -> Void
    ) {
        typealias Box = ClosureBox<@MainActor () -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let box = Box.from(data)
            MainActor.assumeIsolated { box.closure() }
        }
        connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// Signals of shape `void (*)(GObject *self, gpointer arg, gpointer data)`.
    static func connectPointer(
        _ instance: UnsafeMutableRawPointer, _ name: String,
        _ closure: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) {
        typealias Box = ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let box = Box.from(data)
            MainActor.assumeIsolated { box.closure(argument) }
        }
        connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// GtkEventControllerKey::key-pressed.
    static func connectKeyPressed(
        _ instance: UnsafeMutableRawPointer,
        _ closure: @escaping @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool
    ) {
        typealias Box = ClosureBox<@MainActor (UInt32, UInt32) -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = { _, keyval, _, state, data in
            let box = Box.from(data)
            return MainActor.assumeIsolated { box.closure(keyval, state.rawValue) } ? 1 : 0
        }
        connect(instance, "key-pressed", unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// Signals of shape `void (*)(GObject *self, double x, double y, gpointer data)`,
    /// such as GtkEventControllerMotion::enter.
    static func connectPoint(
        _ instance: UnsafeMutableRawPointer, _ name: String,
        _ closure: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) {
        typealias Box = ClosureBox<@MainActor (Double, Double) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
            let box = Box.from(data)
            MainActor.assumeIsolated { box.closure(x, y) }
        }
        connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// GtkWidget::query-tooltip: `(self, int x, int y, gboolean keyboard, GtkTooltip *tooltip, data)`;
    /// the closure gives the tooltip's text, or nil for none.
    static func connectQueryTooltip(
        _ instance: UnsafeMutableRawPointer,
        _ closure: @escaping @MainActor () -> String?
    ) {
        typealias Box = ClosureBox<@MainActor () -> String?>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, gint, gboolean, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, _, _, _, tooltip, data in
            let box = Box.from(data)
            guard let text = MainActor.assumeIsolated({ box.closure() }) else { return 0 }
            gtk_tooltip_set_text(tooltip, text)
            return 1
        }
        connect(instance, "query-tooltip", unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// GtkGestureClick::pressed: `(self, int n_press, double x, double y, data)`.
    static func connectPressed(
        _ instance: UnsafeMutableRawPointer,
        _ closure: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) {
        typealias Box = ClosureBox<@MainActor (Double, Double) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, _, x, y, data in
            let box = Box.from(data)
            MainActor.assumeIsolated { box.closure(x, y) }
        }
        connect(instance, "pressed", unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// GtkLabel::activate-link: `gboolean (*)(GtkLabel *self, const char *uri, gpointer data)`;
    /// the handler returns whether it handled the link.
    static func connectActivateLink(
        _ instance: UnsafeMutableRawPointer,
        _ closure: @escaping @MainActor (_ uri: String) -> Bool
    ) {
        typealias Box = ClosureBox<@MainActor (String) -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> gboolean = { _, uri, data in
            let box = Box.from(data)
            let text = uri.map { String(cString: $0) } ?? ""
            return MainActor.assumeIsolated { box.closure(text) } ? 1 : 0
        }
        connect(instance, "activate-link", unsafeBitCast(trampoline, to: GCallback.self), closure)
    }
}

import CGtk
import Foundation

/// AdwApplication (a GtkApplication that sets up libadwaita: its style
/// sheet and the style manager following the system's light or dark
/// style): owns the main loop. Command-line arguments are parsed by
/// the caller; GLib only sees the program name.
@MainActor
public final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    public init(id: String) {
        // NON_UNIQUE: every launch is its own process with its own form.
        pointer = UnsafeMutableRawPointer(adw_application_new(id, G_APPLICATION_NON_UNIQUE))
            .assumingMemoryBound(to: GtkApplication.self)
    }

    isolated deinit { g_object_unref(raw) }

    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectVoid(raw, "activate", handler)
    }

    /// Adds an `app.NAME` action.
    public func addAction(_ action: Action) {
        g_action_map_add_action(cgtk_action_map(raw), cgtk_action(UnsafeMutableRawPointer(action.pointer)))
    }

    /// The keys that activate an action (`"win.open"`, `["<Control>o"]`), at most two.
    public func setAccelerators(_ accelerators: [String], for action: String) {
        cgtk_set_accels(pointer, action, accelerators.first, accelerators.count > 1 ? accelerators[1] : nil)
    }

    /// Ends the main loop now, windows or not.
    public func quit() {
        g_application_quit(cgtk_g_application(raw))
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run() -> Int32 {
        MainQueueBridge.install()
        let name = CommandLine.arguments.first ?? "typeahead"
        return name.withCString { cName in
            var argv: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: cName), nil]
            return g_application_run(cgtk_g_application(raw), 1, &argv)
        }
    }
}

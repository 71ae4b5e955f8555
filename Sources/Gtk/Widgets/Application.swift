import CGtk
import Foundation

/// GtkApplication: owns the main loop. Command-line arguments are parsed by
/// the caller; GLib only sees the program name.
@MainActor
public final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    public init(id: String) {
        // NON_UNIQUE: every launch is its own process with its own form.
        pointer = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)
    }

    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectVoid(raw, "activate", handler)
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

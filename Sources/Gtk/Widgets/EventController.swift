import CGtk

/// Base of the event controllers a widget can carry. The wrapper owns the
/// controller's first reference; the widget it is added to takes one more.
@MainActor
open class EventController {
    let raw: UnsafeMutableRawPointer
    init(_ raw: UnsafeMutableRawPointer) { self.raw = raw }
    isolated deinit { g_object_unref(raw) }
    var pointer: OpaquePointer { cgtk_event_controller(raw) }

    public func setCapturePhase() {
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(raw), GTK_PHASE_CAPTURE)
    }
}

import CGtk

/// Base of the event controllers a widget can carry.
@MainActor
open class EventController {
    let raw: UnsafeMutableRawPointer
    init(_ raw: UnsafeMutableRawPointer) { self.raw = raw }
    var pointer: OpaquePointer { cgtk_event_controller(raw) }

    public func setCapturePhase() {
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(raw), GTK_PHASE_CAPTURE)
    }
}

/// GtkEventControllerKey: key presses; the handler returns whether it took the key.
@MainActor
public final class KeyController: EventController {
    public init() { super.init(UnsafeMutableRawPointer(gtk_event_controller_key_new()!)) }

    public func onKeyPressed(_ handler: @escaping @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool) {
        Signals.connectKeyPressed(raw, handler)
    }
}

/// GtkGestureClick: a press of the primary button anywhere in the widget.
@MainActor
public final class ClickGesture: EventController {
    public init() { super.init(UnsafeMutableRawPointer(gtk_gesture_click_new()!)) }

    public func onPressed(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) {
        Signals.connectPressed(raw, handler)
    }
}

/// GtkEventControllerMotion: the pointer moving over the widget. (Not
/// "enter": that also fires when the widget appears under a pointer at rest.
/// GTK sometimes reports "motion" then too; `SuggestionList` checks.)
@MainActor
public final class MotionController: EventController {
    public init() { super.init(UnsafeMutableRawPointer(gtk_event_controller_motion_new()!)) }

    public func onMotion(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectPoint(raw, "motion") { _, _ in handler() }
    }
}

/// GtkEventControllerFocus: the keyboard focus entering or leaving the widget.
@MainActor
public final class FocusController: EventController {
    public init() { super.init(UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)) }

    public func onEnter(_ handler: @escaping @MainActor () -> Void) { Signals.connectVoid(raw, "enter", handler) }
    public func onLeave(_ handler: @escaping @MainActor () -> Void) { Signals.connectVoid(raw, "leave", handler) }
}

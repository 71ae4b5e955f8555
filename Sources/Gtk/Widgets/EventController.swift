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

/// GtkEventControllerKey: key presses; the handler returns whether it took the key.
@MainActor
public final class KeyController: EventController {
    public init() { super.init(UnsafeMutableRawPointer(gtk_event_controller_key_new()!)) }

    public func onKeyPressed(_ handler: @escaping @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool) {
        Signals.connectKeyPressed(raw, handler)
    }

    /// Key releases (an input method may need them: Ctrl+Shift+U's end).
    public func onKeyReleased(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectVoidKeyReleased(raw, handler)
    }

    /// Whether the event being handled is a key press (not a release).
    public var isHandlingPress: Bool {
        guard let event = gtk_event_controller_get_current_event(pointer) else { return false }
        return gdk_event_get_event_type(event) == GDK_KEY_PRESS
    }

    /// Hands the key event being handled to `inputMethod`; returns whether it took it.
    public func filterCurrentEvent(through inputMethod: InputMethod) -> Bool {
        guard let event = gtk_event_controller_get_current_event(pointer) else { return false }
        return inputMethod.filter(event)
    }
}

/// GtkGestureClick: a press of one button (the primary one unless told)
/// anywhere in the widget.
@MainActor
public final class ClickGesture: EventController {
    public init(button: UInt32 = UInt32(GDK_BUTTON_PRIMARY)) {
        super.init(UnsafeMutableRawPointer(gtk_gesture_click_new()!))
        gtk_gesture_single_set_button(cgtk_gesture_single(raw), button)
    }

    public func onPressed(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) {
        Signals.connectPressed(raw, handler)
    }

    /// Where the press being handled fell, in the coordinates of `widget`'s
    /// native (its window, or the popover it is in), if it fell on that
    /// native's surface; nil if it fell on another one (a popover over it).
    /// A popover is a child of the widget it points at, so its presses can
    /// travel through that widget's ancestors; and `Widget.pick` never looks
    /// inside a popover, so only the event's surface tells where it fell.
    public func pressPosition(onNativeOf widget: Widget) -> (x: Double, y: Double)? {
        guard let event = gtk_event_controller_get_current_event(pointer),
              let native = gtk_widget_get_native(widget.pointer),
              gdk_event_get_surface(event) == gtk_native_get_surface(native) else { return nil }
        var x = 0.0, y = 0.0, originX = 0.0, originY = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
        gtk_native_get_surface_transform(native, &originX, &originY)
        return (x - originX, y - originY)
    }

    /// Takes the press for this gesture alone: no other widget handles it.
    public func claim() {
        gtk_gesture_set_state(cgtk_gesture(raw), GTK_EVENT_SEQUENCE_CLAIMED)
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

import CGtk

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

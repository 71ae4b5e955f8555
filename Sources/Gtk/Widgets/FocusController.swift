import CGtk

/// GtkEventControllerFocus: the keyboard focus entering or leaving the widget.
@MainActor
public final class FocusController: EventController {
    public init() { super.init(UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)) }

    public func onEnter(_ handler: @escaping @MainActor () -> Void) { Signals.connectVoid(raw, "enter", handler) }
    public func onLeave(_ handler: @escaping @MainActor () -> Void) { Signals.connectVoid(raw, "leave", handler) }
}

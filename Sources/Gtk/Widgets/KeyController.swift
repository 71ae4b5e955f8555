import CGtk

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

    /// The hardware key of the event being handled, if it is a key's.
    public var currentKeycode: UInt32? {
        guard let event = gtk_event_controller_get_current_event(pointer),
              gdk_event_get_event_type(event) == GDK_KEY_PRESS else { return nil }
        return gdk_key_event_get_keycode(event)
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

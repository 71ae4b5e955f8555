import CGtk

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

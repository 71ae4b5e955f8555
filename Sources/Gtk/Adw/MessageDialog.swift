import CGtk

/// AdwMessageDialog with one Close response: a problem the person should read.
@MainActor
public enum MessageDialog {
    /// `closed` runs once the person closes it; `closeLabel` is its one
    /// button's label, in the person's language.
    public static func show(over parent: ApplicationWindow, heading: String, body: String, closeLabel: String,
                            closed: (@MainActor () -> Void)? = nil) {
        let dialog = adw_message_dialog_new(cgtk_window(parent.raw), heading, body)!
        let message = cgtk_adw_message_dialog(UnsafeMutableRawPointer(dialog))
        adw_message_dialog_add_response(message, "close", closeLabel)
        adw_message_dialog_set_default_response(message, "close")
        adw_message_dialog_set_close_response(message, "close")
        if let closed {
            Signals.connectPointer(UnsafeMutableRawPointer(dialog), "response") { _ in closed() }
        }
        // The body is a path and a message: let it be selected and copied.
        gtk_window_present(cgtk_window(UnsafeMutableRawPointer(dialog)))
    }

    /// A question whose safe answer, `refuseLabel`, is the default (Return)
    /// and what Escape or closing gives; `allowLabel` is drawn as a
    /// destructive action. `answered` hears true only for `allowLabel`.
    public static func ask(over parent: ApplicationWindow, heading: String, body: String, refuseLabel: String,
                           allowLabel: String, answered: @escaping @MainActor (Bool) -> Void) {
        let dialog = adw_message_dialog_new(cgtk_window(parent.raw), heading, body)!
        let message = cgtk_adw_message_dialog(UnsafeMutableRawPointer(dialog))
        adw_message_dialog_add_response(message, "refuse", refuseLabel)
        adw_message_dialog_add_response(message, "allow", allowLabel)
        adw_message_dialog_set_response_appearance(message, "allow", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_default_response(message, "refuse")
        adw_message_dialog_set_close_response(message, "refuse")
        Signals.connectPointer(UnsafeMutableRawPointer(dialog), "response") { response in
            answered(response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } == "allow")
        }
        gtk_window_present(cgtk_window(UnsafeMutableRawPointer(dialog)))
    }
}

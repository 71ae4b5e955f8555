import Gtk
import TypeaheadEngine
import TypeaheadStorage

/// The messages and questions a window puts over itself.
extension FormWindow {
    /// A file that could not be opened from this window; `closed` runs once
    /// the person has read it.
    func show(_ failure: OpenFailure, closed: (@MainActor () -> Void)? = nil) {
        MessageDialog.show(over: window, heading: failure.heading, body: failure.body, closeLabel: translated("_Close"),
                           closed: closed)
    }

    /// A question over the window whose safe answer is the default (`MessageDialog.ask`).
    func ask(heading: String, body: String, refuseLabel: String, allowLabel: String,
             answered: @escaping @MainActor (Bool) -> Void) {
        MessageDialog.ask(over: window, heading: heading, body: body, refuseLabel: refuseLabel, allowLabel: allowLabel,
                          answered: answered)
    }
}

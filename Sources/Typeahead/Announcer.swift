import Gtk
import TypeaheadCore

/// Says the core's announcement through the focused field's entry. GTK 4.8
/// has no announce call (gtk_accessible_announce is 4.14), but it carries a
/// change of the focused widget's accessible description to AT-SPI at once,
/// and Orca 43 speaks it; the same text set twice is not sent again, so it
/// is cleared first (the empty text is silent). See "Screen readers" in
/// docs/ARCHITECTURE.md. What is said, and when, the core decides
/// (`FormNarrator`); this only sets it.
///
/// Orca speaks a description change only on the object it follows: the
/// focused entry, or the window itself when the entry's focus reached Orca
/// before the app had joined the AT-SPI registry (it happens at start) and
/// Orca then followed the window's activation alone. So each announcement
/// is set on both; Orca says the one it follows, once. An announcement made
/// before the window is active (a restored draft, at start) waits for it:
/// made earlier, it would reach Orca before Orca follows the window.
@MainActor
final class Announcer {
    private let window: ApplicationWindow
    private var saidSerial = 0
    /// Not said yet: made while no field had focus, or the window was not
    /// active; later ones are added to it.
    private var pending: Announcement?
    private var focused: Widget?
    /// Widgets Orca may be following although GTK 4.8 told it of no focus
    /// there (the entries list's rows send no focus event): said on too.
    private var alsoOn: [Widget] = []
    /// The entry whose description holds the last announcement.
    private var described: Widget?

    init(window: ApplicationWindow) {
        self.window = window
        window.onActiveChanged { [weak self] in self?.sayPending() }
    }

    func render(_ announcement: Announcement?, focused: Widget?, alsoOn: [Widget] = []) {
        self.alsoOn = alsoOn
        if let announcement, announcement.serial != saidSerial {
            saidSerial = announcement.serial
            // One not said yet (the window was not active) is still news.
            pending = pending.map { $0.followed(by: announcement) } ?? announcement
        }
        self.focused = focused
        sayPending()
    }

    private func sayPending() {
        guard let focused else { return }
        // What was said in a field is not read again on coming back to it.
        if let described, described !== focused {
            described.setAccessibleDescription("")
            self.described = nil
        }
        guard let next = pending, window.isActive else { return }
        pending = nil
        for listener in [focused, window] + alsoOn.filter({ $0 !== focused }) {
            listener.setAccessibleDescription("")
            if !next.text.isEmpty { listener.setAccessibleDescription(next.text) }
        }
        described = focused
    }
}

import Gtk
import TypeaheadCore

/// Says the core's announcement through the focused field's entry. GTK 4.8
/// has no announce call (gtk_accessible_announce is 4.14), but it carries a
/// change of the focused widget's accessible description to AT-SPI at once,
/// and Orca 43 speaks it; the same text set twice is not sent again, so it
/// is cleared first (the empty text is silent). See "Screen readers" in
/// docs/ARCHITECTURE.md. What is said, and when, the core decides
/// (`FormNarrator`); this only sets it.
@MainActor
final class Announcer {
    private var saidSerial = 0
    /// Made while no field had focus: said as soon as one has.
    private var pending: Announcement?
    /// The entry whose description holds the last announcement.
    private var described: Widget?

    func render(_ announcement: Announcement?, focused: Widget?) {
        if let announcement, announcement.serial != saidSerial {
            saidSerial = announcement.serial
            pending = announcement
        }
        guard let focused else { return }
        // What was said in a field is not read again on coming back to it.
        if let described, described !== focused {
            described.setAccessibleDescription("")
            self.described = nil
        }
        guard let next = pending else { return }
        pending = nil
        focused.setAccessibleDescription("")
        if !next.text.isEmpty { focused.setAccessibleDescription(next.text) }
        described = focused
    }
}

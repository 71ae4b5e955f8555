import Gtk
import TypeaheadCore

extension Entry {
    /// The entry's text, caret and selection, as the core's text model.
    var buffer: EntryBuffer {
        let caret = cursorPosition
        guard let selection else { return EntryBuffer(text: text, cursor: caret) }
        return EntryBuffer(text: text, cursor: caret,
                           bound: caret == selection.lowerBound ? selection.upperBound : selection.lowerBound)
    }

    /// Makes the entry hold `buffer`, touching only what differs (an
    /// unchanged setter can still make GTK lay the field out again).
    func show(_ buffer: EntryBuffer) {
        let current = self.buffer
        guard current != buffer else { return }
        if current.text != buffer.text { text = buffer.text }
        if buffer.selection.isEmpty {
            cursorPosition = buffer.cursor
        } else {
            selectRegion(start: buffer.bound, end: buffer.cursor)
        }
    }
}

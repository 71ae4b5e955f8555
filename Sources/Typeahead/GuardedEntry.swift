import Gtk
import TypeaheadCore

/// An entry as the form means it, kept so against GTK's own moves: what
/// the form last drew, or what the person's last key left (a selection
/// GTK made for Ctrl+A or the focus arriving). FieldRow writes through it
/// and reads the entry's state from it.
@MainActor
final class GuardedEntry {
    private let entry: Entry
    /// Set while it writes the entry, so that is not reported as typing.
    private(set) var isWriting = false
    private var drawn = EntryBuffer()
    /// GTK has moved the caret on its own since: kept from an insertion the
    /// form took, GTK still places the caret as if it had made it.
    private var isDisturbed = false
    /// Whether the selection in `drawn` is kept: on from each drawing, and
    /// once a key has been handled, until the person's next key or press.
    private var keepsSelection = false
    private var selectionRestores = 0

    init(_ entry: Entry) {
        self.entry = entry
        entry.onSelectionMoved { [weak self] in self?.selectionMoved() }
    }

    /// The entry as it stands for the form: what it last drew while GTK's
    /// caret is off, else the entry's own text, caret and selection.
    var current: EntryBuffer { isDisturbed ? drawn : entry.buffer }

    func write(_ buffer: EntryBuffer) { write(buffer, restoring: false) }

    private func write(_ buffer: EntryBuffer, restoring: Bool) {
        isWriting = true
        entry.show(buffer)
        isWriting = false
        drawn = buffer
        isDisturbed = false
        if !restoring {
            keepsSelection = true
            selectionRestores = 0
        }
    }

    /// GTK was kept from an insertion, and has moved the caret as if it had
    /// made it: the form's drawing, due next, starts from what it last drew,
    /// and if nothing is drawn that is put back.
    func keptFromEditing() {
        isDisturbed = true
        Idle.beforeNextEvent { [weak self] in
            guard let self, isDisturbed, entry.isMapped else { return }
            write(drawn)
        }
    }

    /// The person pressed a key or a button: the selection is theirs.
    func personActs() { keepsSelection = false }

    /// What the entry holds now (GTK selected the text as the focus came, or
    /// a key has been handled, by the form and then the entry) is meant, and
    /// kept through X11's PRIMARY race (`selectionMoved`).
    func keepShown() {
        guard !isDisturbed else { return }
        drawn = entry.buffer
        keepsSelection = true
        selectionRestores = 0
    }

    /// On X11 GTK gives up an entry's selection when the PRIMARY selection
    /// it claimed for it is reported lost, which can come late, from a claim
    /// let go a moment before (the text was set, then selected): the inline
    /// completion, or the text Ctrl+A selected, then lost its selection
    /// now and then, and the next letter went in at the start. Unless the
    /// person has pressed a key or a button since, the selection is put
    /// back (a few times at most, so two owners can never go back and
    /// forth forever).
    private func selectionMoved() {
        guard keepsSelection, entry.isMapped, !isWriting, !isDisturbed, !drawn.selection.isEmpty, selectionRestores < 3,
              entry.text == drawn.text, entry.buffer.selection != drawn.selection else { return }
        selectionRestores += 1
        Idle.beforeNextEvent { [weak self] in
            guard let self, keepsSelection, entry.isMapped, entry.text == drawn.text else { return }
            write(drawn, restoring: true)
        }
    }
}

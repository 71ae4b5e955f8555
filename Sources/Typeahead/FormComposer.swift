import Gtk
import TypeaheadCore
import TypeaheadEngine

/// The window's own input method, for the keys typed while others wait
/// (`KeyPress.composedByForm`): a dead key, a Compose or Ctrl+Shift+U
/// sequence goes on composing whichever field has the focus meanwhile, and
/// its text is an edit in the field where its last key was pressed.
@MainActor
final class FormComposer {
    private let inputMethod = InputMethod()
    /// Where the last key it took was pressed.
    private var field = 0
    /// Whether it holds a composition not committed yet.
    private(set) var holdsComposition = false
    private var committedDuringKey = false
    /// Gets the text finished and the field it was typed in.
    var committed: (@MainActor (_ text: String, _ field: Int) -> Void)?

    init() {
        inputMethod.onCommit { [weak self] text in
            guard let self else { return }
            committedDuringKey = true
            holdsComposition = !inputMethod.preedit.isEmpty
            committed?(text, field)
        }
    }

    /// Offers the key `keys` is handling in `field` (its entry `entry`);
    /// returns whether the composer took it.
    func offer(_ keys: KeyController, inField field: Int, entry: Entry, trace: TraceLog?) -> Bool {
        inputMethod.setClient(entry)
        self.field = field
        committedDuringKey = false
        let took = keys.filterCurrentEvent(through: inputMethod)
        // Taken with nothing committed: a dead key, a Compose or Ctrl+Shift+U sequence goes on.
        if took, !committedDuringKey { holdsComposition = true }
        // The trace has a line for every key press the window takes.
        if took, keys.isHandlingPress { trace?.event("key", "composed") }
        return took
    }
}

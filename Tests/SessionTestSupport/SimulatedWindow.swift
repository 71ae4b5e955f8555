@testable import TestSupport
@testable import TypeaheadCore

/// The window as the session sees it. Its entries are the `EntryBuffer`s
/// that `FieldRow` edits GTK's entries with: it draws a state through
/// `EntryBuffer.show`, takes the focus (selecting the entry's text, as GTK
/// does), and carries out edits through `EntryBuffer.apply`.
@MainActor
final class SimulatedWindow: FormView {
    weak var session: FormSession?
    var entries: [EntryBuffer]
    var focusedField: Int?
    var lastState: FormViewState?
    /// As `FieldRow` remembers them: whether each field last showed a completion.
    private var completionShown: [Bool]
    /// What the clipboard holds (a cut puts text there).
    var clipboard: String?

    init(fieldCount: Int) {
        entries = Array(repeating: EntryBuffer(), count: fieldCount)
        completionShown = Array(repeating: false, count: fieldCount)
    }

    var texts: [String] { entries.map(\.text) }

    func setText(_ text: String, in field: Int) {
        entries[field].setText(text)
    }

    func render(_ state: FormViewState) {
        lastState = state
        for (index, field) in state.fields.enumerated() {
            let focused = index == state.focusedField
            entries[index].show(field, isFocused: focused, completionWasShown: completionShown[index])
            completionShown[index] = focused && field.completion != nil
        }
    }

    /// How many times the desktop's bell rang.
    var bells = 0

    func ringBell() {
        bells += 1
    }

    func focus(field: Int) {
        let previous = focusedField
        focusedField = field
        entries[field].apply(.selectAll)
        // GTK reports the move as the app's focus handler does.
        if let previous, previous != field { session?.send(.focusLeft(field: previous)) }
        if previous != field { session?.send(.focusEntered(field: field)) }
    }

    func buffer(inField field: Int) -> EntryBuffer {
        entries[field]
    }

    func apply(_ edit: TextEdit, inField field: Int) -> String {
        if let taken = entries[field].apply(edit) { clipboard = taken }
        return entries[field].text
    }
}

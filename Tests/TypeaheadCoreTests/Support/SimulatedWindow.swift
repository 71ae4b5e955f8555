@testable import TypeaheadCore

/// The window as the session sees it, with entries that edit the way
/// `FieldRow` makes GTK's entries edit: it draws a state (the text and a
/// selected inline completion), takes the focus (selecting the entry's
/// text, as GTK does), and performs editing keys.
@MainActor
final class SimulatedWindow: FormView {
    weak var session: FormSession?
    var texts: [String]
    /// Per entry, the selection in characters, or the caret when empty.
    var selections: [Range<Int>]
    var focusedField: Int?
    var lastState: FormViewState?
    /// As `FieldRow` remembers them: the completion each field last showed, and the focus.
    private var lastCompletions: [String?]
    private var lastFocused: Int?

    init(fieldCount: Int) {
        texts = Array(repeating: "", count: fieldCount)
        selections = Array(repeating: 0..<0, count: fieldCount)
        lastCompletions = Array(repeating: nil, count: fieldCount)
    }

    func setText(_ text: String, in field: Int) {
        texts[field] = text
        selections[field] = text.count..<text.count
    }

    func render(_ state: FormViewState) {
        defer { lastFocused = state.focusedField }
        lastState = state
        for (index, field) in state.fields.enumerated() {
            let focused = index == state.focusedField
            let shown = field.text + (focused ? field.completion ?? "" : "")
            let completion = field.text.count..<shown.count
            let wasCompleted = lastFocused == index && lastCompletions[index] != nil
            defer { lastCompletions[index] = field.completion }
            if texts[index] != shown {
                texts[index] = shown
                selections[index] = completion.isEmpty ? shown.count..<shown.count : completion
            } else if focused, !completion.isEmpty {
                selections[index] = completion
            } else if focused, wasCompleted, !selections[index].isEmpty {
                selections[index] = shown.count..<shown.count
            }
        }
    }

    func focus(field: Int) {
        let previous = focusedField
        focusedField = field
        selections[field] = 0..<texts[field].count
        // GTK reports the move as the app's focus handler does.
        if let previous, previous != field { session?.send(.focusLeft(field: previous)) }
        if previous != field { session?.send(.focusEntered(field: field)) }
    }

    func apply(_ edit: TextEdit, inField field: Int) -> String {
        var characters = Array(texts[field])
        let selection = selections[field]
        let caret = selection.upperBound
        switch edit {
        case .insert(let text):
            characters.replaceSubrange(selection, with: Array(text))
            let end = selection.lowerBound + text.count
            selections[field] = end..<end
        case .backspace, .delete:
            var removed = selection
            if removed.isEmpty {
                if edit == .backspace, caret > 0 { removed = caret - 1..<caret }
                if edit == .delete, caret < characters.count { removed = caret..<caret + 1 }
            }
            characters.removeSubrange(removed)
            selections[field] = removed.lowerBound..<removed.lowerBound
        case .left:
            let to = selection.isEmpty ? max(caret - 1, 0) : selection.lowerBound
            selections[field] = to..<to
        case .right:
            let to = selection.isEmpty ? min(caret + 1, characters.count) : selection.upperBound
            selections[field] = to..<to
        case .home:
            selections[field] = 0..<0
        case .selectAll:
            selections[field] = 0..<characters.count
        case .end:
            selections[field] = characters.count..<characters.count
        }
        texts[field] = String(characters)
        return texts[field]
    }
}

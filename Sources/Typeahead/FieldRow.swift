import Gtk
import TypeaheadCore

/// One labelled entry with its error line and suggestion list. It reports
/// what the person does and draws a `FieldViewState`; it decides nothing.
@MainActor
final class FieldRow {
    let container = Box(vertical: true, spacing: 6)
    let entry = Entry()
    private let label = Label()
    /// The "*" of a required field: seen, not read (the entry says "required").
    private let requiredMark = Label("*")
    private let errorLabel = Label()
    private var suggestions: SuggestionList!
    /// Set while the row writes the entry's text, so that is not reported as typing.
    private var isRendering = false
    private var lastState: FieldViewState?
    private var lastFocused = false

    init(index: Int, send: @escaping @MainActor (FormEvent) -> Bool, sendEdit: @escaping @MainActor (TextEdit) -> Bool) {
        label.addCSSClass("field-label")
        label.setXAlign(0)
        label.setMnemonicWidget(entry)
        requiredMark.addCSSClass("field-label")
        requiredMark.setAccessibleHidden(true)
        requiredMark.isVisible = false
        let heading = Box(vertical: false, spacing: 4)
        heading.append(label)
        heading.append(requiredMark)
        errorLabel.addCSSClass("field-error")
        errorLabel.setXAlign(0)
        errorLabel.setWrap(true)
        errorLabel.isVisible = false
        entry.setAutocompleteList()
        // The form's Ctrl+Z restores whole states; nothing must reach the
        // entry's own history (its menu, an action), which restores a text alone.
        entry.setUndoEnabled(false)
        CaretBlink.attach(to: entry)
        container.append(heading)
        container.append(entry)
        container.append(errorLabel)
        suggestions = SuggestionList(anchor: entry, onClick: { row in
            _ = send(.rowClicked(field: index, row: row))
        }, onHover: { row in
            _ = send(.rowHovered(field: index, row: row))
        })
        errorLabel.onActivateLink { _ in
            _ = send(.didYouMeanTaken(field: index))
            return true
        }
        entry.onChanged { [unowned self] in
            guard !isRendering else { return }
            _ = send(.textEdited(field: index, text: entry.text))
        }
        let keys = KeyController()
        keys.setCapturePhase()
        keys.onKeyPressed { keyval, modifiers in
            if let key = Self.fieldKey(keyval, modifiers) { return send(.key(field: index, key)) }
            // Editing keys go to the form first: while earlier keys wait
            // for an answer, it queues them; otherwise the entry edits.
            if let edit = Self.textEdit(keyval, modifiers) { return sendEdit(edit) }
            return false
        }
        entry.addController(keys)
    }

    static func fieldKey(_ keyval: UInt32, _ modifiers: UInt32) -> FieldKey? {
        let withModifier = modifiers & (Keys.controlMask | Keys.altMask) != 0
        let control = modifiers & Keys.controlMask != 0
        switch keyval {
        case Keys.returnKey where control, Keys.keypadEnter where control: return .save
        // Undo and redo are the form's, whatever the case of the letter:
        // the entry's own would bring back a text without its record.
        case Keys.z where control, Keys.capitalZ where control:
            return modifiers & Keys.shiftMask != 0 ? .redo : .undo
        case Keys.y where control, Keys.capitalY where control: return .redo
        case Keys.n where control: return .clear
        case Keys.down where modifiers & Keys.altMask != 0: return .openList
        case Keys.down where !withModifier: return .down
        case Keys.up where !withModifier: return .up
        case Keys.pageDown: return .pageDown
        case Keys.pageUp: return .pageUp
        case Keys.returnKey, Keys.keypadEnter: return withModifier ? nil : .enter
        case Keys.escape: return .escape
        case Keys.leftTab: return .backTab
        case Keys.tab: return modifiers & Keys.shiftMask != 0 ? .backTab : .tab
        default: return nil
        }
    }

    static func textEdit(_ keyval: UInt32, _ modifiers: UInt32) -> TextEdit? {
        if keyval == Keys.a, modifiers & (Keys.controlMask | Keys.altMask) == Keys.controlMask { return .selectAll }
        guard modifiers & (Keys.controlMask | Keys.altMask) == 0 else { return nil }
        let shift = modifiers & Keys.shiftMask != 0
        switch keyval {
        case Keys.backSpace: return .backspace
        case Keys.delete: return .delete
        // Shift with these selects, which the form does not replay.
        case Keys.left where !shift: return .left
        case Keys.right where !shift: return .right
        case Keys.home where !shift: return .home
        case Keys.end where !shift: return .end
        default: return Keys.character(of: keyval).map { .insert(String($0)) }
        }
    }

    /// Carries out an editing key the form had queued, as the entry itself
    /// would have; returns the entry's text afterwards.
    func apply(_ edit: TextEdit) -> String {
        isRendering = true
        defer { isRendering = false }
        let selection = entry.selection, caret = entry.cursorPosition, length = entry.text.unicodeScalars.count
        switch edit {
        case .insert(let text):
            var at = caret
            if let selection {
                entry.deleteText(selection)
                at = selection.lowerBound
            }
            entry.cursorPosition = entry.insertText(text, at: at)
        case .backspace:
            if let selection {
                entry.deleteText(selection)
            } else if caret > 0 {
                entry.deleteText(caret - 1..<caret)
            }
        case .delete:
            if let selection {
                entry.deleteText(selection)
            } else if caret < length {
                entry.deleteText(caret..<caret + 1)
            }
        case .left: entry.cursorPosition = selection?.lowerBound ?? max(caret - 1, 0)
        case .right: entry.cursorPosition = selection?.upperBound ?? min(caret + 1, length)
        case .home: entry.cursorPosition = 0
        case .selectAll: entry.selectRegion(start: 0, end: length)
        case .end: entry.cursorPosition = length
        }
        return entry.text
    }

    func render(_ state: FieldViewState, isFocused: Bool) {
        // The form redraws every row after each event; most rows have not changed.
        guard state != lastState || isFocused != lastFocused else { return }
        let previous = lastState
        let previousCompletion = lastFocused ? previous?.completion : nil
        lastState = state
        lastFocused = isFocused
        // Only what changed is set: an unchanged setter can still make GTK
        // lay the field out again. The entry is named by the label alone;
        // "required" is a state.
        if state.label != previous?.label { label.text = state.label }
        requiredMark.isVisible = state.isRequired
        if state.isRequired != previous?.isRequired { entry.setAccessibleRequired(state.isRequired) }
        if previous == nil, state.hasSuggestions { entry.setAccessibleControls(suggestions.list) }
        // An inline completion follows the typed text, selected, so the next
        // letter typed replaces it and Backspace removes it.
        let shown = state.text + (isFocused ? state.completion ?? "" : "")
        // GTK counts positions in characters (code points).
        let typedLength = state.text.unicodeScalars.count, shownLength = shown.unicodeScalars.count
        let completion = typedLength..<shownLength
        isRendering = true
        // The completion is selected from its end back to the caret, so a
        // long one keeps the typed text in view; a field drawn while another
        // has the focus shows the start of its value.
        if entry.text != shown {
            entry.text = shown
            if !completion.isEmpty {
                entry.selectRegion(start: completion.upperBound, end: completion.lowerBound)
            } else {
                entry.cursorPosition = isFocused ? -1 : 0
            }
        } else if isFocused, !completion.isEmpty, entry.selection != completion {
            // The same text with the completion starting elsewhere: the form
            // typed a letter of the completion itself.
            entry.selectRegion(start: completion.upperBound, end: completion.lowerBound)
        } else if isFocused, completion.isEmpty, previousCompletion != nil, entry.selection != nil {
            entry.cursorPosition = -1 // the completion became typed text
        }
        isRendering = false
        if state.placeholder != previous?.placeholder { entry.setPlaceholder(state.placeholder) }
        if previous == nil || state.isChosen != previous?.isChosen {
            entry.setEndIcon(name: state.isChosen ? "object-select-symbolic" : nil)
            entry.setEndIconTooltip(state.isChosen ? "A known value" : nil)
        }
        entry.setCSSClass("error", state.error != nil)
        let errorMarkup = Self.errorMarkup(state)
        if previous.map({ Self.errorMarkup($0) }) != errorMarkup { errorLabel.setMarkup(errorMarkup) }
        errorLabel.isVisible = state.error != nil
        if previous == nil || (state.error != nil) != (previous?.error != nil) {
            entry.setAccessibleInvalid(state.error != nil)
            entry.setAccessibleErrorMessage(state.error != nil ? errorLabel : nil)
        }
        let open = state.isListOpen && isFocused
        entry.setExpanded(open)
        suggestions.render(state, isOpen: open)
    }

    /// The error, and for an unknown value a link to the closest one.
    static func errorMarkup(_ state: FieldViewState) -> String {
        var markup = Label.escape(state.error ?? "")
        if let closest = state.didYouMean {
            markup += (markup.hasSuffix(".") ? " " : ". ") + "Did you mean <a href=\"closest\">\(Label.escape(closest))</a>?"
        }
        return markup
    }

    /// Dimmed while another field's list is open.
    func setDimmed(_ dimmed: Bool) {
        container.setCSSClass("dimmed", dimmed)
    }

    /// Focus as the keyboard brings it: the entry selects its text.
    /// The row of this field's list under `gesture`'s press, if it fell there.
    func listRow(underPressOf gesture: ClickGesture) -> Int? {
        suggestions.row(underPressOf: gesture)
    }

    func focus() {
        entry.grabFocus()
    }

    /// Focus with the caret after the text, so the first key cannot wipe a
    /// restored value.
    func focusKeepingText() {
        entry.grabFocus()
        entry.cursorPosition = -1
    }
}

import Gtk
import TypeaheadCore
import TypeaheadEngine

/// One labelled entry with its error line and suggestion list. It reports
/// what the person does and draws a `FieldViewState`; it decides nothing.
@MainActor
final class FieldRow {
    let container = Box(vertical: true, spacing: 6)
    /// The container under its veil: what the form holds.
    var root: Widget { veil.root }
    private let veil: DimmingVeil
    let entry = Entry()
    private let label = Label()
    /// The heading of the section the field begins, if it begins one.
    private let sectionLabel = Label()
    private let errorLabel = Label()
    private var suggestions: SuggestionList!
    /// What the entry is meant to hold, written and kept against GTK's own moves.
    private let kept: GuardedEntry
    private var lastState: FieldViewState?
    private var lastFocused = false

    /// Set while the entry's input method composes (a preedit is open):
    /// every key is then its own.
    private(set) var isComposing = false
    /// Sees every key before the entry and its input method (capture phase).
    private let keys = KeyController()
    /// A deletion GTK began in an edit the form decides, not yet followed
    /// by the insertion it usually precedes.
    private var isDeletionHeld = false

    /// `send` and `sendEdit` hand the form what the person does (each
    /// returns whether the form took it); `takesEdits` says whether the form
    /// decides this field's edits now; `paste` hands the form a paste from
    /// a clipboard (Ctrl+V, or the middle button), which the form always
    /// makes itself; `compose` offers a key
    /// (pressed or released) to the form's own composer first, and says
    /// whether it took it.
    init(index: Int, send: @escaping @MainActor (FormEvent) -> Bool, sendEdit: @escaping @MainActor (TextEdit) -> Bool,
         takesEdits: @escaping @MainActor () -> Bool, paste: @escaping @MainActor (Clipboard) -> Void,
         compose: @escaping @MainActor (KeyController) -> Bool) {
        kept = GuardedEntry(entry)
        veil = DimmingVeil(over: container)
        label.addCSSClass("field-label")
        label.setXAlign(0)
        // A long label wraps: it must never hold the window wider than 360 px.
        label.setWrapAnywhereNeeded()
        label.setMnemonicWidget(entry)
        sectionLabel.addCSSClass("section-heading")
        sectionLabel.setXAlign(0)
        sectionLabel.setWrap(true)
        sectionLabel.isVisible = false
        errorLabel.addCSSClass("field-error")
        errorLabel.setXAlign(0)
        errorLabel.setWrap(true)
        errorLabel.isVisible = false
        entry.setAutocompleteList()
        // The form's Ctrl+Z restores whole states; nothing must reach the
        // entry's own history (its menu, an action), which restores a text alone.
        entry.setUndoEnabled(false)
        CaretBlink.attach(to: entry)
        container.append(sectionLabel)
        container.append(label)
        container.append(entry)
        container.append(errorLabel)
        suggestions = SuggestionList(anchor: entry, heading: label, onClick: { row in
            _ = send(.rowClicked(field: index, row: row))
        }, onHover: { row in
            _ = send(.rowHovered(field: index, row: row))
        })
        errorLabel.onActivateLink { _ in
            _ = send(.didYouMeanTaken(field: index))
            return true
        }
        // Weak captures: GTK may still signal while it takes the window
        // apart, after the row has gone.
        entry.onChanged { [weak self] in
            guard let self, !kept.isWriting else { return }
            _ = send(.textEdited(field: index, text: entry.text))
        }
        // Text reaches the entry from its input method (which has composed
        // dead keys, Compose and Ctrl+Shift+U), a paste or a drop. While the
        // form decides this field's edits, GTK's own insertion is stopped
        // and the form given the text.
        entry.onPreeditChanged { [weak self] preedit in self?.isComposing = !preedit.isEmpty }
        entry.onInsertText { [weak self] text in
            guard let self, !kept.isWriting else { return false }
            isDeletionHeld = false
            guard sendEdit(.insert(text)) else { return false }
            kept.keptFromEditing()
            return true
        }
        entry.onDeleteText { [weak self] _, _ in
            guard let self, !kept.isWriting, takesEdits() else { return false }
            // GTK deletes the selection before it inserts typed, pasted or
            // dropped text, which replaces the selection in the form's edit
            // too. A deletion alone (a menu's Delete) is the selection's.
            if !isDeletionHeld {
                isDeletionHeld = true
                Idle.beforeNextEvent { [weak self] in
                    guard let self, isDeletionHeld, entry.isMapped else { return }
                    isDeletionHeld = false
                    _ = sendEdit(.delete)
                }
            }
            return true
        }
        keys.setCapturePhase()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self else { return false }
            kept.personActs()
            // Once the form and the entry have handled it, what it left is meant.
            Idle.beforeNextEvent { [weak self] in
                guard let self, entry.isMapped else { return } // not once the window is going
                kept.keepShown()
            }
            if compose(keys) { return true }
            switch KeyPress(keyval, gdkModifiers: modifiers, keycode: keys.currentKeycode).meaning(isComposing: isComposing) {
            case .field(let key): return send(.key(field: index, key))
            case .edit(let edit): return sendEdit(edit)
            case .paste:
                paste(.standard)
                return true
            case .entry: return false
            }
        }
        keys.onKeyReleased { [weak self] in
            guard let self else { return }
            _ = compose(keys)
        }
        entry.addController(keys)
        let press = ClickGesture()
        press.setCapturePhase()
        press.onPressed { [weak self] _, _ in self?.kept.personActs() }
        entry.addController(press)
        // The middle button pastes the selection where it is pressed, as
        // GTK would, but through the form, so the keys after it wait for it.
        entry.onMiddleClick { [weak self] x in
            guard let self else { return }
            kept.personActs()
            entry.grabFocusWithoutSelecting()
            if let caret = kept.current.caretForMiddleButtonPaste(pressedAtX: x, caretX: entry.caretX(at:)) {
                entry.cursorPosition = caret
            }
            paste(.primary)
        }
    }

    /// The entry's text, caret and selection.
    var buffer: EntryBuffer { kept.current }

    /// Carries out an edit the form decided, as the entry itself would;
    /// returns the entry's text afterwards.
    func apply(_ edit: TextEdit) -> String {
        var buffer = kept.current
        if let taken = buffer.apply(edit) { entry.setClipboardText(taken) }
        kept.write(buffer)
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
        if state.label != previous?.label || state.isRequired != previous?.isRequired {
            // The "*" of a required field ends the label's last line, wrapped
            // or not; it is seen, not read (the entry says "required"), so
            // the label, and the entry it names, keep the bare text.
            label.text = state.isRequired ? state.label + " *" : state.label
            label.setAccessibleLabel(state.label)
        }
        if state.section != previous?.section {
            sectionLabel.text = state.section ?? ""
            sectionLabel.isVisible = state.section != nil
        }
        if state.isRequired != previous?.isRequired { entry.setAccessibleRequired(state.isRequired) }
        // A field the form does not ask now is greyed and out of reach; a
        // calculated or read-only one shows its value and is passed over.
        // (The entry's own flag too: GTK 4.8 tells a screen reader only that.)
        if state.isHidden != previous?.isHidden { container.isVisible = !state.isHidden }
        if state.isRelevant != previous?.isRelevant {
            container.isSensitive = state.isRelevant
            entry.isSensitive = state.isRelevant
        }
        if state.isKeyed != previous?.isKeyed {
            entry.isEditable = state.isKeyed
            entry.canFocus = state.isKeyed
            entry.setCSSClass("calculated", !state.isKeyed)
        }
        if previous == nil, state.hasSuggestions { entry.setAccessibleControls(suggestions.list) }
        // The buffer decides what the entry shows: the typed text, and the
        // inline completion selected after it (EntryBuffer.show).
        var buffer = kept.current
        buffer.show(state, isFocused: isFocused, completionWasShown: previousCompletion != nil)
        kept.write(buffer)
        if state.placeholder != previous?.placeholder { entry.setPlaceholder(state.placeholder) }
        if state.format != previous?.format { entry.setAccessibleDescription(state.format) }
        if previous == nil || state.isChosen != previous?.isChosen {
            entry.setEndIcon(name: state.isChosen ? "object-select-symbolic" : nil)
            // TRANSLATORS: tooltip of the tick shown in a field whose value is one from its data.
            entry.setEndIconTooltip(state.isChosen ? translated("A known value") : nil)
        }
        entry.setCSSClass("error", state.error != nil)
        let errorMarkup = Self.errorMarkup(state)
        if previous.map({ Self.errorMarkup($0) }) != errorMarkup { errorLabel.setMarkup(errorMarkup) }
        errorLabel.isVisible = state.error != nil
        if previous == nil || (state.error != nil) != (previous?.error != nil) {
            entry.setAccessibleInvalid(state.error != nil)
            entry.setAccessibleErrorMessage(state.error != nil ? errorLabel : nil)
        }
        let shown = state.list(isFocused: isFocused)
        entry.setExpanded(shown != .hidden)
        suggestions.render(state, shown: shown)
    }

    /// Makes the list's rows before the first key needs them (`SuggestionList.prepare`).
    func prepareList() {
        guard let state = lastState, state.hasSuggestions else { return }
        suggestions.prepare(rows: state.maxRows)
    }

    /// The error, and for an unknown value a link to the closest one.
    static func errorMarkup(_ state: FieldViewState) -> String {
        guard let parts = state.errorParts(.catalogue) else { return "" }
        let link = parts.closest.map { "<a href=\"closest\">\(Label.escape($0))</a>" } ?? ""
        return Label.escape(parts.lead) + link + Label.escape(parts.trail)
    }

    /// Dimmed while another field's list is open.
    func setDimmed(_ dimmed: Bool) {
        veil.setDimmed(dimmed)
    }

    /// Focus as the keyboard brings it: the entry selects its text.
    /// The row of this field's list under `gesture`'s press, if it fell there.
    func listRow(underPressOf gesture: ClickGesture) -> Int? {
        suggestions.row(underPressOf: gesture)
    }

    func focus() {
        entry.grabFocus()
        kept.keepShown()
    }

    /// Focus with the caret after the text, so the first key cannot wipe a
    /// restored value.
    func focusKeepingText() {
        entry.grabFocus()
        entry.cursorPosition = -1
        kept.keepShown()
    }
}

import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage

/// The fields' side of the window: what each entry reports goes to the
/// session (keys, edits, pastes, the window's own compositions), and where
/// GTK's focus is becomes the form's focus.
extension FormWindow {
    /// The form's fields, each row's entry reporting to the session, and
    /// the window's composer to the field it composed in.
    func addFields(count: Int) {
        for index in 0..<count { page.append(makeRow(index)) }
        page.openListField = { [weak self] in
            guard let self, let field = focusedField, session.viewState.fields[field].isListOpen else { return nil }
            return field
        }
        page.send = { [weak self] event in self?.session.send(event) }
        page.bannerChanged = { [weak self] text in self?.trace?.event("banner", text ?? "") }
        composer.committed = { [weak self] text, field in self?.composed(text, inField: field) }
    }

    /// The row of field `index`: its entry's keys, edits, pastes and
    /// compositions go to the session, traced.
    func makeRow(_ index: Int) -> FieldRow {
        FieldRow(index: index, send: { [weak self] event in
                guard let self else { return false }
                if let trace {
                    switch event {
                    case .key(_, let key): trace.event("key", "\(key)"); trace.cpu()
                    case .textEdited(_, let text): trace.event("edited", text)
                    default: break
                    }
                }
                guard case .textEdited = event else { return session.send(event) }
                return whileEditing(index) { session.send(event) }
            }, sendEdit: { [weak self] edit in
                guard let self else { return false }
                trace?.event("key", "\(edit)")
                trace?.cpu()
                // Text arrives from inside GTK's own insertion.
                guard case .insert = edit else { return session.send(edit: edit, inField: index) }
                return whileEditing(index) { session.send(edit: edit, inField: index) }
            }, takesEdits: { [weak self] in
                guard let self else { return false }
                return session.takesEdits(inField: index)
            }, paste: { [weak self] clipboard in
                guard let self else { return }
                let ticket = session.beginPaste(inField: index)
                rows[index].entry.readText(of: clipboard) { [weak self] text in self?.session.finishPaste(ticket, text: text) }
            }, compose: { [weak self] keys in
                guard let self else { return false }
                return compose(keys, inField: index)
            })
    }

    /// Offers the key being handled in `field` to the form's composer, when
    /// the core says keys go there; returns whether the composer took it.
    func compose(_ keys: KeyController, inField field: Int) -> Bool {
        guard KeyPress.composedByForm(isWaiting: session.isWaiting, formIsComposing: composer.holdsComposition,
                                      entryIsComposing: rows[field].isComposing) else { return false }
        return composer.offer(keys, inField: field, entry: rows[field].entry, trace: trace)
    }

    /// Text the composer has finished: an edit in the field where it was
    /// typed, which the session queues while keys wait.
    func composed(_ text: String, inField field: Int) {
        guard !whileEditing(field, { session.send(edit: .insert(text), inField: field) }) else { return }
        // Nothing waits any more: the entry takes it as its own typing.
        let edited = rows[field].apply(.insert(text))
        whileEditing(field) { session.send(.textEdited(field: field, text: edited)) }
    }

    /// Runs `report` as the report of an edit GTK is making in `field`.
    @discardableResult
    func whileEditing(_ field: Int, _ report: () -> Bool) -> Bool {
        fieldInEdit = field
        defer { fieldInEdit = nil }
        return report()
    }

    /// Focus moving between entries is reported as leaving one field and
    /// entering another; `WindowFocus` decides which moves are that.
    func focusChanged() {
        guard !isClosing else { return }
        for event in windowFocus.moved(to: place(of: window.focusedWidget)) { session.send(event) }
    }

    func menuClosed() {
        guard !isClosing, let field = windowFocus.menuClosed(focusAt: place(of: window.focusedWidget)) else { return }
        // GTK gave the focus to the menu's button; the person was in a field.
        rows[field].focusKeepingText()
    }

    /// Where `widget` is, for `WindowFocus`.
    func place(of widget: WidgetReference?) -> FocusPlace {
        if widget?.isInsidePopover == true { return .popover }
        if header.menuButton.contains(widget) { return .menuButton }
        return rows.firstIndex { $0.entry.contains(widget) }.map { .field($0) } ?? .elsewhere
    }
}

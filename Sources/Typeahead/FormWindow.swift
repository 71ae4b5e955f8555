import CGtk
import Foundation
import Gtk
import TypeaheadCore

/// The form window: a header bar titled by the form and a scrollable column
/// of fields. It forwards what the person does to the form session, and
/// draws the state the session gives it; the session decides everything.
@MainActor
final class FormWindow: FormView {
    private let window: ApplicationWindow
    private let session: FormSession
    private let matcher: LocalMatcher
    private var rows: [FieldRow] = []
    /// The banner and the fields: a click here outside the open list's field closes it.
    private let page = Box(vertical: true)
    private let banner = Label()
    private let toast = Label()
    /// Turns while keys wait for an answer or an index.
    private let waitingSpinner = Spinner()
    private var toastGeneration = 0
    private var shownToast: String?
    private var focusedField: Int?
    private var lastState: FormViewState?
    /// Set while an entry reports its own edit: GTK places the caret after
    /// the edit once the report returns, so drawing then would lose the
    /// completion's selection. The state is drawn right after instead.
    private var isInsideEdit = false
    private var stateAfterEdit: FormViewState?
    /// Says `FormViewState.announcement` to a screen reader.
    private let announcer = Announcer()

    init(application: Application, form: LoadedForm, storage: FormStorage, memory: FormMemory) {
        var machine = FormMachine(form: form, history: memory.history)
        if let draft = memory.draft { machine.restore(draft) }
        machine.announce(memory.notices)
        matcher = LocalMatcher(sources: form.sources)
        session = FormSession(machine: machine, matcher: matcher, clock: MainQueueClock(), storage: storage)
        window = ApplicationWindow(application: application)
        window.title = form.spec.title
        window.setDefaultSize(width: 560, height: 720)
        let header = HeaderBar()
        waitingSpinner.setAccessibleLabel("Waiting for suggestions")
        waitingSpinner.isVisible = false
        header.packEnd(waitingSpinner)
        window.setTitlebar(header)

        let column = Box(vertical: true, spacing: 18)
        column.addCSSClass("form-column")
        column.setSizeRequest(width: 420, height: -1)
        column.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_START)
        column.setExpand(horizontal: true)
        for index in form.spec.fields.indices {
            let row = FieldRow(index: index, send: { [unowned self] event in
                guard case .textEdited = event else { return session.send(event) }
                isInsideEdit = true
                defer { isInsideEdit = false }
                return session.send(event)
            },
                               sendEdit: { [unowned self] edit in session.send(edit: edit, inField: index) })
            rows.append(row)
            column.append(row.container)
        }
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
        scroller.setChild(column)
        scroller.setExpand(vertical: true)

        banner.addCSSClass("banner")
        banner.setWrap(true)
        banner.isVisible = false
        page.append(banner)
        page.append(scroller)
        // A click on the dimmed form closes the open list and keeps the text.
        let click = ClickGesture()
        click.setCapturePhase()
        click.onPressed { [unowned self] x, y in
            guard let field = focusedField, session.viewState.fields[field].isListOpen,
                  !rows[field].container.contains(page.pick(x: x, y: y)) else { return }
            session.send(.listDismissed(field: field))
        }
        page.addController(click)

        toast.addCSSClass("toast")
        toast.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_END)
        toast.canTarget = false
        toast.isVisible = false
        let overlay = Overlay()
        overlay.setChild(page)
        overlay.addOverlay(toast)
        window.setChild(overlay)

        window.onFocusChanged { [unowned self] in focusChanged() }
        session.view = self
        matcher.onIndexesBuilt = { [unowned self] in session.resume() }
        render(session.viewState)
    }

    func present() {
        window.present()
        // A restored value keeps its caret at the end: the first key adds to it.
        rows.first?.focusKeepingText()
        // Index the sources while the person starts typing, the first
        // field's first; keys that need an index wait for it.
        let first = session.machine.spec.fields.compactMap { field in
            field.source.flatMap { source in field.column.map { (source: source, column: $0) } }
        }
        matcher.buildIndexes(first: first)
    }

    // MARK: What the session asks of the window

    func focus(field: Int) {
        rows[field].focus()
    }

    func apply(_ edit: TextEdit, inField field: Int) -> String {
        rows[field].apply(edit)
    }

    /// Focus moving between entries is reported as leaving one field and entering another.
    private func focusChanged() {
        let focus = window.focusedWidget
        let now = rows.firstIndex { $0.entry.contains(focus) }
        guard now != focusedField else { return }
        let previous = focusedField
        focusedField = now
        if let previous { session.send(.focusLeft(field: previous)) }
        if let now { session.send(.focusEntered(field: now)) }
    }

    // MARK: Drawing

    func render(_ state: FormViewState) {
        if isInsideEdit {
            if stateAfterEdit == nil {
                Idle.beforeNextEvent { [unowned self] in
                    guard let state = stateAfterEdit else { return }
                    stateAfterEdit = nil
                    render(state)
                }
            }
            stateAfterEdit = state
            return
        }
        stateAfterEdit = nil
        guard state != lastState else { return }
        lastState = state
        for (index, row) in rows.enumerated() {
            row.render(state.fields[index], isFocused: index == state.focusedField)
            row.setDimmed(state.isDimmed && index != state.focusedField)
        }
        banner.setCSSClass("dimmed", state.isDimmed)
        banner.text = state.banner ?? ""
        banner.isVisible = state.banner != nil
        showToast(state.toast?.text)
        waitingSpinner.isVisible = state.isWaiting
        waitingSpinner.isSpinning = state.isWaiting
        announcer.render(state.announcement, focused: state.focusedField.map { rows[$0].entry })
    }

    /// Shows a new toast message for a few seconds.
    private func showToast(_ message: String?) {
        guard message != shownToast else { return }
        shownToast = message
        guard let message else {
            toast.isVisible = false // undone, or replaced by typing
            return
        }
        toast.text = message
        toast.isVisible = true
        toastGeneration += 1
        let generation = toastGeneration
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(4))
            if generation == toastGeneration { toast.isVisible = false }
        }
    }
}

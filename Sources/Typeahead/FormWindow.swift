import CGtk
import Foundation
import Gtk
import TypeaheadCore

/// The form window: a header bar titled by the form and a scrollable column
/// of fields. It owns the form machine, forwards events to it, carries out
/// its effects, and draws its view state.
@MainActor
final class FormWindow {
    private let window: ApplicationWindow
    private var machine: FormMachine
    private let writer: SubmissionWriter
    private var rows: [FieldRow] = []
    /// The banner and the fields: a click here outside the open list's field closes it.
    private let page = Box(vertical: true)
    private let banner = Label()
    private let toast = Label()
    private var toastGeneration = 0
    private var shownToast: String?
    private var focusedField: Int?
    private var savedCount = 0

    /// Where the unsaved values and past choices are kept, and the queue
    /// that writes them in order.
    private let drafts: DraftStore?
    private let keepingQueue = DispatchQueue(label: "typeahead.keeping")

    private let histories: ChoiceHistoryStore?

    init(application: Application, form: LoadedForm, writer: SubmissionWriter, memory: FormMemory) {
        machine = FormMachine(form: form, history: memory.history)
        if let draft = memory.draft { machine.restore(draft) }
        self.drafts = memory.drafts
        self.histories = memory.histories
        self.writer = writer
        window = ApplicationWindow(application: application)
        window.title = form.spec.title
        window.setDefaultSize(width: 560, height: 720)
        window.setTitlebar(HeaderBar())

        let column = Box(vertical: true, spacing: 18)
        column.addCSSClass("form-column")
        column.setSizeRequest(width: 420, height: -1)
        column.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_START)
        column.setExpand(horizontal: true)
        for index in form.spec.fields.indices {
            let row = FieldRow(index: index) { [unowned self] event in send(event) }
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
            guard let field = focusedField, machine.viewState.fields[field].isListOpen,
                  !rows[field].container.contains(page.pick(x: x, y: y)) else { return }
            send(.listDismissed(field: field))
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
        render()
    }

    func present() {
        window.present()
        rows.first?.focus()
        // Index the sources while the person starts typing; a query that
        // comes first waits for its index, with a spinner in the list.
        let sources = machine.loadedSources
        DispatchQueue.global(qos: .utility).async {
            for source in sources.values { source.buildIndexes() }
        }
    }

    // MARK: Events and effects

    /// Sends one event to the machine, carries out its effects and redraws.
    /// Returns whether a key was taken.
    @discardableResult
    private func send(_ event: FormEvent) -> Bool {
        let update = machine.handle(event)
        render()
        for effect in update.effects { perform(effect) }
        return update.handled
    }

    private func perform(_ effect: FormEffect) {
        switch effect {
        case .requestSuggestions(let field, let generation, let query, let narrowing, let preferred):
            let fieldSpec = machine.spec.fields[field]
            let sources = machine.loadedSources
            // Matching runs on a GCD thread, not Swift's small cooperative
            // pool, because it may wait for an index still being built; a
            // late answer is dropped by generation.
            DispatchQueue.global(qos: .userInitiated).async {
                let suggestions = FormMachine.suggestions(for: fieldSpec, query: query, narrowing: narrowing,
                                                          preferred: preferred, in: sources)
                Task { @MainActor in self.send(.suggestionsArrived(field: field, generation: generation, suggestions: suggestions)) }
            }
            Task { @MainActor in
                try? await Task.sleep(for: FormMachine.spinnerDelay)
                send(.answerOverdue(field: field, generation: generation))
            }
        case .moveFocus(let field):
            rows[field].focus()
        case .storeDraft(let draft):
            if let drafts { keepInBackground { () throws(SaveError) in try drafts.store(draft) } }
        case .storeHistory(let history):
            if let histories { keepInBackground { () throws(SaveError) in try histories.store(history) } }
        case .save(let submission):
            do {
                try writer.append(submission)
                savedCount += 1
                send(.saveSucceeded(entryNumber: savedCount, destination: writer.displayName))
            } catch {
                send(.saveFailed(message: error.description))
            }
        }
    }

    /// Writes what the app keeps between runs in order, off the main thread.
    /// A failure is not worth a banner while typing; it is reported on
    /// standard error.
    private func keepInBackground(_ write: @escaping @Sendable () throws(SaveError) -> Void) {
        keepingQueue.async {
            do {
                try write()
            } catch {
                warn("\(error)")
            }
        }
    }

    /// Focus moving between entries is reported as leaving one field and entering another.
    private func focusChanged() {
        let focus = window.focusedWidget
        let now = rows.firstIndex { $0.entry.contains(focus) }
        guard now != focusedField else { return }
        let previous = focusedField
        focusedField = now
        if let previous { send(.focusLeft(field: previous)) }
        if let now { send(.focusEntered(field: now)) }
    }

    // MARK: Drawing

    private func render() {
        let state = machine.viewState
        for (index, row) in rows.enumerated() {
            row.render(state.fields[index], isFocused: index == state.focusedField)
            row.setDimmed(state.isDimmed && index != state.focusedField)
        }
        banner.setCSSClass("dimmed", state.isDimmed)
        banner.text = state.banner ?? ""
        banner.isVisible = state.banner != nil
        showToast(state.toast?.text)
    }

    /// Shows a new toast message for a few seconds.
    private func showToast(_ message: String?) {
        guard message != shownToast else { return }
        shownToast = message
        guard let message else { return }
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

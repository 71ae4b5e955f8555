import Foundation
import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadLaunch
import TypeaheadPostgres
import TypeaheadServices
import TypeaheadStorage

/// The form window: an AdwHeaderBar titled by the form (Open, Save, the
/// main menu) over a scrollable column of fields, with toasts on top. It
/// forwards what the person does to the form session, and draws the state
/// the session gives it; the session decides everything.
@MainActor
final class FormWindow: FormView {
    let window: ApplicationWindow
    let session: FormSession
    /// The window's parts as one: the form, the entries, and what passes
    /// between them (core's `WindowSession`).
    let parts: WindowSession
    private let matcher: LocalMatcher
    /// The app outlives its windows; weak all the same, as GTK may signal late.
    weak var app: TypeaheadApp?
    /// The banner over the fields.
    let page = FormPage()
    var rows: [FieldRow] { page.rows }
    /// Where entries are saved; another place once the person chose one.
    let storage: FileStorage
    /// The count, the reading of a large file and team mode's news.
    let footer: FormFooter
    /// The team's server, when entries go to PostgreSQL.
    let team: TeamEntriesSync?
    /// The form's PostgreSQL sources: copies refreshed, changes followed.
    let sources: PostgresSourcesSync
    // TRANSLATORS: the accessible name of a toast's close button (an icon).
    let toasts = ToastOverlay(closeButtonName: translated("Dismiss"))
    /// Open, the spinner, Save and the main menu.
    let header: FormHeader
    private var shownToast: Toast?
    /// Set once the window is closing: GTK then takes its widgets apart,
    /// and nothing more is forwarded or drawn.
    private(set) var isClosing = false
    /// Which field has GTK's focus, and what its moves mean (core's `WindowFocus`).
    var windowFocus = WindowFocus()
    var focusedField: Int? { windowFocus.field }
    private var lastState: FormViewState?
    /// Whether the window has painted its first frame.
    private var hasPainted = false
    /// Set while an entry reports its own edit: GTK places the caret after
    /// the edit once the report returns, so drawing that entry then would
    /// lose the completion's selection. It is drawn right after instead.
    var fieldInEdit: Int?
    private var stateAfterEdit: FormViewState?
    /// Says `FormViewState.announcement` to a screen reader.
    private let announcer: Announcer
    /// Composes the keys typed while others wait.
    let composer = FormComposer()
    /// Where keys, answers and drawing are traced (`TYPEAHEAD_TRACE`), if anywhere.
    let trace: TraceLog?
    /// The form, entries and Statistics pages (no lists when entries go to standard output).
    let pages = ViewStack()
    var entries: EntriesPage?
    /// The file this window opened (Open's chooser starts in its folder).
    let openedPath: String
    var statistics: StatisticsPage?
    /// The page drawn last: the form, the entries or the statistics.
    var drawnPage = WindowPage.form

    init(application: Application, opened: ReadyForm, app: TypeaheadApp) {
        self.app = app
        trace = opened.services.trace
        openedPath = opened.openedPath
        storage = opened.storage
        team = opened.team
        sources = PostgresSourcesSync(form: opened.form)
        let form = opened.form, remembered = opened.remembered
        var machine = FormMachine(form: form, lookup: SourceLookup(form), history: remembered.history, words: opened.services.words,
                                  conventions: opened.services.conventions, keyer: opened.services.keyer,
                                  firstNumber: opened.firstNumber)
        machine.identities = EntryIdentityIndex.forWindow(of: opened)
        if let draft = remembered.draft { machine.restore(draft) }
        if let correction = remembered.correction { machine.restoreCorrection(correction) }
        machine.announce(remembered.notices)
        matcher = opened.matcher // already reading and indexing
        let clock = MainQueueClock()
        // Fields whose source is a server ask it; the others, the files.
        let answering: any SuggestionMatcher = form.remoteSources.isEmpty ? matcher
            : RemoteMatcher(sources: form.remoteSources, fallback: matcher, clock: clock, trace: opened.services.trace)
        session = FormSession(machine: machine, matcher: answering, clock: clock, storage: opened.storage)
        parts = WindowSession(form: session, entries: EntriesSession.forWindow(of: opened))
        window = ApplicationWindow(application: application)
        window.title = form.spec.title
        announcer = Announcer(window: window)
        let kept = WindowMemory.restore(from: GSettingsWindowStore.shared)
        window.setDefaultSize(width: kept.size.width, height: kept.size.height)
        if kept.maximized { window.maximize() }
        window.setSizeRequest(width: Int32(WindowSize.minimumWidth), height: Int32(WindowSize.minimumHeight))
        header = FormHeader()
        footer = FormFooter()

        addFields(count: form.spec.fields.count)
        footer.append(to: page.root)
        followTeamAndSources()

        // TRANSLATORS: the view switcher's page of the form's fields.
        if opened.readOnlyReason == nil { pages.addPage(page.root, name: "form", title: translated("_Form"), iconName: "document-edit-symbolic") }
        addEntriesPage(opened)
        toasts.setChild(pages)
        let content = Box(vertical: true)
        content.append(header.bar)
        content.append(toasts)
        toasts.setExpand(vertical: true)
        window.setContent(content)

        window.onFocusChanged { [weak self] in self?.focusChanged() }
        header.menuButton.onMenuClosed { [weak self] in self?.menuClosed() }
        window.onCloseRequest { [weak self] in self?.closing() }
        // A file dropped anywhere on the window opens as Open would.
        window.addController(FileDropTarget { [weak self] path in
            guard let self else { return false }
            self.app?.open(path: path, from: self)
            return true
        })
        addActions()
        refreshRecentFiles()
        session.view = self
        matcher.onIndexBuilt = { [weak self] built in
            guard let self else { return }
            trace?.event("indexed", "\(built.source).\(built.column)")
            session.resume()
        }
        matcher.onLoadingProgress = { [weak self] status in self?.session.send(.loadingProgressed(status)) }
        // A large file is read after the window shows: one found malformed
        // then is told here (see TypeaheadApp.loadFailed).
        matcher.onLoadFailed = { [weak self] error in if let self { self.app?.loadFailed(error, in: self) } }
        if let trace {
            trace.event("window")
            // When the window has the keyboard; on Wayland, the tests' sign
            // that keys they send reach it (no xdotool there).
            window.onActiveChanged { [weak self] in
                guard let self else { return }
                trace.event("active", window.isActive ? "yes" : "no")
            }
            FrameClock.onAfterPaint(window) { trace.event("painted"); trace.cpu() }
            FrameClock.onPhases(window) { trace.event("frame", $0) }
        }
        // Once the window shows, the focused field's list is made ready.
        FrameClock.onAfterPaint(window) { [weak self] in
            guard let self else { return }
            if !isClosing { page.bringFieldIntoView() }
            guard !hasPainted else { return }
            hasPainted = true
            prepareFocusedList()
            // The entries are read once behind the window, for the count.
            Idle.whenIdle { [weak self] in self?.entries?.session.send(.countWanted) }
        }
        render(session.viewState)
        if opened.opensOnEntries { parts.want(.page(.entries)) }
    }

    /// Brings the window, already shown, to the front as it is.
    func raise() { window.present() }

    /// Shows the new window, focused where a restored draft was left, else
    /// in its first field.
    func present() {
        window.presentOnceAccessible { [weak self] in
            guard let self else { return }
            if parts.entries?.machine.isShown == true { return entries?.focus() ?? () }
            // A restored value keeps its caret at the end: the first key adds to it.
            rows[session.machine.fieldToFocus].focusKeepingText()
            // A form of a keying room asks who keys (the core decides whether).
            session.send(.keyerAsked(remembered: KeyerMemory.load() ?? session.machine.keyerName))
        }
        // The sources are being indexed (ReadyForm started it), the first
        // field's first; keys that need an index wait for it.
    }

    /// The form's machine, for decisions about the window (`OpenPlacement`).
    var machine: FormMachine { session.machine }

    func close() { window.close() }

    /// Set while a file opened from this window loads (the spinner turns).
    var isOpeningFile = false {
        didSet { drawSpinner() }
    }

    /// The window keeps its size for next time and lets the app know it went.
    private func closing() {
        isClosing = true
        // A save still on its way to the disk lands before the app may end.
        session.finishWriting()
        team?.stop()
        sources.stop()
        WindowMemory.keep(size: window.unmaximizedSize, maximized: window.isMaximized, in: GSettingsWindowStore.shared)
        // Let go of this object only once GTK has finished with the
        // window's widgets, whose handlers refer to it until then.
        DispatchQueue.main.async { [self] in app?.windowClosed(self) }
    }

    // MARK: What the session asks of the window

    func focus(field: Int) {
        rows[field].focus()
    }

    /// A stop: the desktop's bell, from the field that stopped; the trace
    /// has a line for each, for the scenarios that count them.
    func ringBell() {
        guard let field = session.machine.focusedField, rows.indices.contains(field) else { return }
        rows[field].entry.errorBell()
        trace?.event("bell", "\(field)")
    }

    func apply(_ edit: TextEdit, inField field: Int) -> String {
        rows[field].apply(edit)
    }

    func buffer(inField field: Int) -> EntryBuffer {
        rows[field].buffer
    }

    // MARK: Drawing

    func render(_ state: FormViewState) {
        guard !isClosing else { return }
        if let editing = fieldInEdit {
            // The other fields are drawn now: an edit may go to one of them.
            page.renderFields(state, except: editing)
            if stateAfterEdit == nil {
                Idle.beforeNextEvent { [weak self] in
                    guard let self else { return }
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
        trace?.event("render")
        let rowsChanged = lastState.map { last in zip(last.fields, state.fields).contains { $0.rows != $1.rows } } ?? true
        defer { trace?.event("rendered", rowsChanged ? "rows" : "") }
        if state.focusedField != lastState?.focusedField { prepareFocusedList() }
        lastState = state
        page.render(state)
        footer.render(state)
        showToast(state.toast)
        drawSpinner()
        announcer.render(state.announcement, focused: state.focusedField.map { rows[$0].entry })
    }

    /// Makes the focused field's suggestion list when nothing else waits
    /// (after the frame and any key), so its first key is not the slowest.
    private func prepareFocusedList() {
        guard hasPainted else { return }
        Idle.whenIdle { [weak self] in
            guard let self, let field = lastState?.focusedField, rows.indices.contains(field) else { return }
            rows[field].prepareList()
        }
    }

    private func drawSpinner() {
        let turning = session.isWaiting || isOpeningFile
        header.waitingSpinner.isVisible = turning
        header.waitingSpinner.isSpinning = turning
    }

    /// Shows a new toast for a few seconds, with its action's button.
    private func showToast(_ toast: Toast?) {
        guard toast != shownToast else { return }
        shownToast = toast
        guard let toast else {
            toasts.dismiss() // undone, or replaced by typing
            return
        }
        if let action = toast.action {
            toasts.show(toast.text, seconds: toast.seconds, button: action.label(machine.words)) { [weak self] in self?.perform(action) }
        } else {
            toasts.show(toast.text, seconds: toast.seconds)
        }
    }

    private func perform(_ action: ToastAction) {
        session.send(action.event(inField: windowFocus.actionField(formFocus: session.machine.focusedField)))
    }
}

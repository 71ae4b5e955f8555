import Foundation
import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadPostgres
import TypeaheadStorage

/// The form window: an AdwHeaderBar titled by the form (Open, Save, the
/// main menu) over a scrollable column of fields, with toasts on top. It
/// forwards what the person does to the form session, and draws the state
/// the session gives it; the session decides everything.
@MainActor
final class FormWindow: FormView {
    private let window: ApplicationWindow
    private let session: FormSession
    private let matcher: LocalMatcher
    /// The app outlives its windows; weak all the same, as GTK may signal late.
    private weak var app: TypeaheadApp?
    private var rows: [FieldRow] = []
    /// The banner and the fields: a click here outside the open list's field closes it.
    private let page = Box(vertical: true)
    private let banner = BannerBar { action in
        switch action {
        case .chooseAnotherPlace: "win.save-elsewhere"
        case .dismiss: "win.dismiss-banner"
        }
    }
    /// Where entries are saved; another place once the person chose one.
    private let storage: FileStorage
    /// The count, the reading of a large file and team mode's news.
    private let footer: FormFooter
    /// What the links to the team's server last reported; the form hears
    /// it (`FormEvent.teamStatusChanged`), and says and shows it.
    private var teamStatus = TeamStatus()
    /// The team's server, when entries go to PostgreSQL.
    private let team: TeamEntriesSync?
    /// The form's PostgreSQL sources: copies refreshed, changes followed.
    private let sources: PostgresSourcesSync
    /// The fields' scrolled column.
    private let formScroller = ScrolledWindow()
    /// A readable column: the window's width up to 420 px (and margins),
    /// then growing more slowly with the window, to 600 px at most.
    private let clamp = Clamp(maximumWidth: 624, tighteningThreshold: 444)
    /// The focused field, and whether its error showed, when it was last
    /// scrolled into view with its label and message.
    private var keptInView: (field: Int, showsError: Bool)?
    /// The field to scroll into view after the next frame.
    private var fieldToBringIntoView: Int?
    // TRANSLATORS: the accessible name of a toast's close button (an icon).
    private let toasts = ToastOverlay(closeButtonName: translated("Dismiss"))
    /// Open, the spinner, Save and the main menu.
    private let header: FormHeader
    private var shownToast: Toast?
    /// Set once the window is closing: GTK then takes its widgets apart,
    /// and nothing more is forwarded or drawn.
    private var isClosing = false
    /// Which field has GTK's focus, and what its moves mean (core's `WindowFocus`).
    private var windowFocus = WindowFocus()
    private var focusedField: Int? { windowFocus.field }
    private var lastState: FormViewState?
    /// Whether the window has painted its first frame.
    private var hasPainted = false
    /// Set while an entry reports its own edit: GTK places the caret after
    /// the edit once the report returns, so drawing that entry then would
    /// lose the completion's selection. It is drawn right after instead.
    private var fieldInEdit: Int?
    private var stateAfterEdit: FormViewState?
    /// Says `FormViewState.announcement` to a screen reader.
    private let announcer: Announcer
    /// Composes the keys typed while others wait (`KeyPress.composedByForm`),
    /// whichever field has the focus meanwhile; `composingField` is where
    /// its last key was pressed, `composerHolds` whether it holds a
    /// composition not committed yet.
    private let composer = InputMethod()
    private var composingField = 0
    private var composerHolds = false
    private var composerCommitted = false
    /// Where keys, answers and drawing are traced (`TYPEAHEAD_TRACE`), if anywhere.
    private let trace: TraceLog?
    /// The form page and the entries page (none when entries go to standard output).
    private let pages = ViewStack()
    private var entries: EntriesPage?
    /// The file this window opened (Open's chooser starts in its folder).
    private let openedPath: String
    private var entriesShown = false

    init(application: Application, opened: OpenedForm, app: TypeaheadApp) {
        self.app = app
        trace = opened.services.trace
        openedPath = opened.openedPath
        storage = opened.storage
        team = opened.team
        sources = PostgresSourcesSync(form: opened.form)
        let form = opened.form, remembered = opened.remembered
        var machine = FormMachine(form: form, lookup: SourceLookup(form), history: remembered.history)
        if let draft = remembered.draft { machine.restore(draft) }
        if let correction = remembered.correction { machine.restoreCorrection(correction) }
        machine.announce(remembered.notices)
        matcher = opened.matcher // already reading and indexing
        let clock = MainQueueClock()
        // Fields whose source is a server ask it; the others, the files.
        let answering: any SuggestionMatcher = form.remoteSources.isEmpty ? matcher
            : RemoteMatcher(sources: form.remoteSources, fallback: matcher, clock: clock, trace: opened.services.trace)
        session = FormSession(machine: machine, matcher: answering, clock: clock, storage: opened.storage)
        window = ApplicationWindow(application: application)
        window.title = form.spec.title
        announcer = Announcer(window: window)
        let size = WindowSize.load()
        window.setDefaultSize(width: size.width, height: size.height)
        window.setSizeRequest(width: Int32(WindowSize.minimumWidth), height: Int32(WindowSize.minimumHeight))
        header = FormHeader()
        footer = FormFooter()

        let column = Box(vertical: true, spacing: 18)
        column.addCSSClass("form-column")
        column.setAlign(vertical: .start)
        for index in form.spec.fields.indices {
            let row = FieldRow(index: index, send: { [weak self] event in
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
            rows.append(row)
            column.append(row.root)
        }
        let scroller = formScroller
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        clamp.setChild(column)
        scroller.setChild(clamp)
        scroller.setExpand(vertical: true)

        page.append(banner.root)
        page.append(scroller)
        footer.append(to: page)
        if let team {
            team.statusChanged = { [weak self] status in
                self?.teamStatus.outbox = status
                self?.reportTeamStatus()
            }
            team.entriesChanged = { [weak self] in self?.entriesChanged(addingEntries: 0) }
            teamStatus.outbox = team.status
            reportTeamStatus()
            team.start()
        }
        sources.sourceChanged = { [weak self] source in self?.session.send(.sourceChanged(source: source)) }
        sources.freshnessChanged = { [weak self] freshness in
            self?.teamStatus.sources = freshness
            self?.reportTeamStatus()
        }
        sources.start()
        let click = ClickGesture()
        click.setCapturePhase()
        click.onPressed { [weak self] x, y in
            guard let self else { return }
            guard let field = focusedField, session.viewState.fields[field].isListOpen else { return }
            if click.pressPosition(onNativeOf: page) != nil {
                // A click on the dimmed form closes the open list and keeps the text.
                guard !rows[field].container.contains(page.pick(x: x, y: y)) else { return }
                session.send(.listDismissed(field: field))
            } else if let row = rows[field].listRow(underPressOf: click) {
                // A press on the list that GTK 4.8 routed to the widget under
                // the list (on X11, once the pointer has rested on the list
                // and a row was redrawn): the row under the pointer is taken,
                // and the widget beneath never sees the press.
                click.claim()
                session.send(.rowClicked(field: field, row: row))
            }
        }
        page.addController(click)

        // TRANSLATORS: the view switcher's page of the form's fields.
        if opened.readOnlyReason == nil { pages.addPage(page, name: "form", title: translated("_Form"), iconName: "document-edit-symbolic") }
        if let entries = EntriesPage.forWindow(of: opened, window: window, toasts: toasts) {
            // TRANSLATORS: the view switcher's page listing the saved entries.
            pages.addPage(entries.root, name: "entries", title: translated("_Entries"), iconName: "view-list-symbolic")
            // Return on an entry opens it in the form; Ctrl+E there leaves it unsaved.
            entries.session.toForm = { [weak self] event in self?.session.send(event) }
            entries.onShownChanged = { [weak self] shown in self?.showEntries(shown) }
            entries.onFormCountChanged = { [weak self] text in self?.footer.showCount(text) }
            pages.onVisiblePageChanged { [weak self] name in self?.pageSwitched(to: name) }
            self.entries = entries
            if opened.readOnlyReason == nil { header.bar.setTitleWidget(ViewSwitcherTitle(stack: pages, title: form.spec.title)) }
        }
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
        composer.onCommit { [weak self] text in self?.composed(text) }
        session.view = self
        matcher.onIndexBuilt = { [weak self] built in
            guard let self else { return }
            trace?.event("indexed", "\(built.source).\(built.column)")
            session.resume()
        }
        matcher.onLoadingProgress = { [weak self] status in self?.session.send(.loadingProgressed(status)) }
        // A large file is read after the window shows: one found malformed
        // then is told here (see TypeaheadApp.loadFailed).
        matcher.onLoadFailed = { [weak self] error in
            guard let self else { return }
            self.app?.loadFailed(error, in: self)
        }
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
            bringFieldIntoView()
            guard !hasPainted else { return }
            hasPainted = true
            prepareFocusedList()
            // The entries are read once behind the window, for the count.
            Idle.whenIdle { [weak self] in self?.entries?.session.send(.countWanted) }
        }
        render(session.viewState)
        if opened.opensOnEntries { entries?.session.send(.toggle(formIsCorrecting: false)) }
    }

    /// Brings the window, already shown, to the front as it is.
    func raise() { window.present() }

    /// Shows the new window, focused where a restored draft was left, else
    /// in its first field.
    func present() {
        window.presentOnceAccessible { [weak self] in
            guard let self else { return }
            if entriesShown { return entries?.focus() ?? () }
            // A restored value keeps its caret at the end: the first key adds to it.
            rows[session.machine.focusedField ?? 0].focusKeepingText()
        }
        // The sources are being indexed (OpenedForm started it), the first
        // field's first; keys that need an index wait for it.
    }

    /// The form's machine, for decisions about the window (`WindowOpening`).
    var machine: FormMachine { session.machine }

    func close() { window.close() }

    /// Set while a file opened from this window loads (the spinner turns).
    var isOpeningFile = false {
        didSet { drawSpinner() }
    }

    /// A file that could not be opened from this window; `closed` runs once
    /// the person has read it.
    func show(_ failure: OpenFailure, closed: (@MainActor () -> Void)? = nil) {
        MessageDialog.show(over: window, heading: failure.heading, body: failure.body, closeLabel: translated("_Close"),
                           closed: closed)
    }

    /// A question over the window whose safe answer is the default (`MessageDialog.ask`).
    func ask(heading: String, body: String, refuseLabel: String, allowLabel: String,
             answered: @escaping @MainActor (Bool) -> Void) {
        MessageDialog.ask(over: window, heading: heading, body: body, refuseLabel: refuseLabel, allowLabel: allowLabel,
                          answered: answered)
    }

    /// The Open Recent submenu, from the desktop's recent files.
    func refreshRecentFiles() {
        // A window on its way out (replaced by the file it opened) keeps its menu.
        guard !isClosing else { return }
        header.recentMenu.removeAll()
        let paths = RecentFiles.paths(limit: 8)
        let labels = RecentFileLabels.labels(for: paths, home: AppPaths.home())
        for (path, label) in zip(paths, labels) {
            // A menu label takes "_" as a mnemonic: a file's name keeps its own.
            header.recentMenu.append(label.replacingOccurrences(of: "_", with: "__"), action: "win.open-recent", target: path)
        }
        if paths.isEmpty { header.recentMenu.append(translated("No Recent Files"), action: "win.no-recent-files") }
    }

    private func addActions() {
        window.addAction(Action("open") { [weak self] _ in
            guard let self else { return }
            let folder = OpenChooserFolder.folder(forOpenFile: openedPath, bundledDemoForm: AppPaths.demoForm(executable: AppPaths.executable),
                                                  home: AppPaths.home())
            FileChooser(title: translated("Open a Form or Data File"), over: window, folder: folder, filters: [
                .init(translated("Forms and data files"), patterns: ["*.form.json", "*.csv", "*.tsv", "*.json", "*.jsonl"]),
                .init(translated("Forms"), patterns: ["*.form.json"]),
                .init(translated("Data files"), patterns: ["*.csv", "*.tsv", "*.json", "*.jsonl"]),
                .init(translated("All files"), patterns: ["*"]),
            ]) { [weak self] path in
                guard let self else { return }
                app?.open(path: path, from: self)
            }
        })
        window.addAction(Action("open-recent", takesString: true) { [weak self] path in
            guard let self else { return }
            if let path { app?.open(path: path, from: self) }
        })
        window.addAction(Action("save") { [weak self] _ in
            guard let self else { return }
            session.send(.key(field: windowFocus.actionField(formFocus: session.machine.focusedField), .save))
        })
        let toggleEntries = Action("entries") { [weak self] _ in
            guard let self, let entries else { return }
            trace?.event("entries", "toggle")
            entries.session.send(.toggle(formIsCorrecting: session.viewState.isCorrecting))
        }
        let find = Action("find") { [weak self] _ in
            guard let self, let entries else { return }
            if !entriesShown { entries.session.send(.toggle(formIsCorrecting: session.viewState.isCorrecting)) }
            entries.focusSearch()
        }
        let export = Action("export") { [weak self] _ in self?.entries?.export() }
        for action in [toggleEntries, find, export] {
            action.isEnabled = entries != nil
            window.addAction(action)
        }
        window.addAction(Action("save-elsewhere") { [weak self] _ in self?.chooseAnotherPlace() })
        window.addAction(Action("dismiss-banner") { [weak self] _ in self?.session.send(.bannerDismissed) })
        window.addAction(Action("shortcuts") { [weak self] _ in
            guard let self else { return }
            ShortcutsWindow.show(over: window, builderXML: ShortcutsHelp.xml, keyNames: ShortcutsHelp.keyNames)
        })
        window.addAction(Action("about") { [weak self] _ in
            guard let self else { return }
            AboutWindow.show(over: window, AboutTypeahead.info)
        })
        window.addAction(Action("close") { [weak self] _ in self?.window.close() })
    }

    private func reportTeamStatus() {
        guard !isClosing else { return }
        session.send(.teamStatusChanged(teamStatus))
    }

    /// The window keeps its size for next time and lets the app know it went.
    private func closing() {
        isClosing = true
        // A save still on its way to the disk lands before the app may end.
        session.finishWriting()
        team?.stop()
        sources.stop()
        if let size = window.unmaximizedSize {
            try? WindowSize(width: size.width, height: size.height).store()
        }
        // Let go of this object only once GTK has finished with the
        // window's widgets, whose handlers refer to it until then.
        DispatchQueue.main.async { [self] in app?.windowClosed(self) }
    }

    /// Offers the key being handled in `field` to the form's composer, when
    /// the core says keys go there; returns whether the composer took it.
    private func compose(_ keys: KeyController, inField field: Int) -> Bool {
        guard KeyPress.composedByForm(isWaiting: session.isWaiting, formIsComposing: composerHolds,
                                      entryIsComposing: rows[field].isComposing) else { return false }
        composer.setClient(rows[field].entry)
        composingField = field
        composerCommitted = false
        let took = keys.filterCurrentEvent(through: composer)
        // Taken with nothing committed: a dead key, a Compose or Ctrl+Shift+U sequence goes on.
        if took, !composerCommitted { composerHolds = true }
        // The trace has a line for every key press the window takes.
        if took, keys.isHandlingPress { trace?.event("key", "composed") }
        return took
    }

    /// Text the composer has finished: an edit in the field where it was
    /// typed, which the session queues while keys wait.
    private func composed(_ text: String) {
        composerCommitted = true
        composerHolds = !composer.preedit.isEmpty
        let field = composingField
        guard !whileEditing(field, { session.send(edit: .insert(text), inField: field) }) else { return }
        // Nothing waits any more: the entry takes it as its own typing.
        let edited = rows[field].apply(.insert(text))
        whileEditing(field) { session.send(.textEdited(field: field, text: edited)) }
    }

    /// Runs `report` as the report of an edit GTK is making in `field`.
    @discardableResult
    private func whileEditing(_ field: Int, _ report: () -> Bool) -> Bool {
        fieldInEdit = field
        defer { fieldInEdit = nil }
        return report()
    }

    // MARK: Saving elsewhere

    /// After a failed save: a chooser for another folder. The window saves
    /// there from then on (`SubmissionWriter.elsewhere`), lists its
    /// entries, and saves the entry again.
    private func chooseAnotherPlace() {
        let failed = storage.writer
        // TRANSLATORS: after a failed save; the entries are saved in the folder chosen.
        FileChooser(title: translated("Choose a Folder for the Entries"), over: window, purpose: .selectFolder(button: translated("_Save Here")),
                    folder: AppPaths.home(), filters: []) { [weak self] folder in
            guard let self else { return }
            let writer = failed.elsewhere(inFolder: folder)
            storage.saveFromNow(to: writer)
            entries?.session.switchFile(to: writer.displayName)
            session.send(.anotherPlaceChosen)
        }
    }

    // MARK: The entries page

    /// The core showed or hid the entries: the page switches, and the
    /// keyboard goes with it.
    private func showEntries(_ shown: Bool) {
        guard shown != entriesShown else { return }
        entriesShown = shown
        pages.visiblePage = shown ? "entries" : "form"
        header.saveButton.isVisible = !shown
        if shown {
            entries?.focus()
        } else {
            rows[session.machine.focusedField ?? 0].focusKeepingText()
        }
    }

    /// A click on the view switcher: the core hears it as Ctrl+E.
    private func pageSwitched(to name: String) {
        guard let entries, (name == "entries") != entriesShown else { return }
        entries.session.send(.toggle(formIsCorrecting: session.viewState.isCorrecting))
    }

    func correctionSaved() {
        entries?.session.send(.correctionSaved)
    }

    func entriesChanged(addingEntries count: Int) {
        entries?.session.send(.fileChanged(addingEntries: count))
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

    /// Focus moving between entries is reported as leaving one field and
    /// entering another; `WindowFocus` decides which moves are that.
    private func focusChanged() {
        guard !isClosing else { return }
        for event in windowFocus.moved(to: place(of: window.focusedWidget)) { session.send(event) }
    }

    /// GTK scrolls the focused entry into view, not its label above nor its
    /// message below: once laid out, the whole field is brought into view,
    /// its label first when it does not fit.
    private func keepFocusedFieldInView(_ state: FormViewState) {
        guard let field = state.focusedField, rows.indices.contains(field) else { return }
        let showsError = state.fields[field].error != nil
        guard keptInView?.field != field || keptInView?.showsError != showsError else { return }
        keptInView = (field, showsError)
        fieldToBringIntoView = field
    }

    /// After a frame has laid the field out (with its message, if it just
    /// appeared): scrolls it into view, margins and all.
    private func bringFieldIntoView() {
        guard let field = fieldToBringIntoView, !isClosing else { return }
        fieldToBringIntoView = nil
        guard let top = rows[field].container.translate(x: 0, y: 0, to: clamp)?.y else { return }
        let margin = 12.0
        formScroller.scrollToShow(top: top - margin, bottom: top + rows[field].container.bounds.height + margin)
    }

    private func menuClosed() {
        guard !isClosing, let field = windowFocus.menuClosed(focusAt: place(of: window.focusedWidget)) else { return }
        // GTK gave the focus to the menu's button; the person was in a field.
        rows[field].focusKeepingText()
    }

    /// Where `widget` is, for `WindowFocus`.
    private func place(of widget: WidgetReference?) -> FocusPlace {
        if widget?.isInsidePopover == true { return .popover }
        if header.menuButton.contains(widget) { return .menuButton }
        return rows.firstIndex { $0.entry.contains(widget) }.map { .field($0) } ?? .elsewhere
    }

    // MARK: Drawing

    func render(_ state: FormViewState) {
        guard !isClosing else { return }
        if let editing = fieldInEdit {
            // The other fields are drawn now: an edit may go to one of them.
            for (index, row) in rows.enumerated() where index != editing {
                row.render(state.fields[index], isFocused: index == state.focusedField)
            }
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
        keepFocusedFieldInView(state)
        for (index, row) in rows.enumerated() {
            row.render(state.fields[index], isFocused: index == state.focusedField)
            row.setDimmed(state.isDimmed && index != state.focusedField)
        }
        banner.render(text: state.banner, actions: state.bannerActions, dimmed: state.isDimmed)
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
            toasts.show(toast.text, seconds: toast.seconds, button: action.label) { [weak self] in self?.perform(action) }
        } else {
            toasts.show(toast.text, seconds: toast.seconds)
        }
    }

    private func perform(_ action: ToastAction) {
        session.send(action.event(inField: windowFocus.actionField(formFocus: session.machine.focusedField)))
    }
}

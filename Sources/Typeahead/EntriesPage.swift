import Foundation
import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// The entries page beside the form: a search box and Export… over the
/// list of saved entries, and their count under it. It forwards what the
/// person does to the entries session and draws the state it gives; the
/// session decides (`EntriesMachine`).
@MainActor
final class EntriesPage: EntriesView {
    let session: EntriesSession
    let root = Box(vertical: true)
    let search = SearchEntry(placeholder: translated("Search entries"))
    private let list: ColumnView
    private let listScroller = ScrolledWindow()
    private let empty = StatusPage(iconName: "document-edit-symbolic")
    private let banner = Label()
    private let count = Label()
    /// The selected entry's history (Ctrl+H), under the list.
    private let history = Label()
    let spinner = Spinner()
    private let exportButton = Button(label: translated("_Export…"))
    // TRANSLATORS: a toggle over the saved entries: when pressed in, only the entries not verified by a second keyer are listed.
    private let unverifiedButton = ToggleButton(label: translated("_Unverified"))
    private let columnChooser: EntriesColumnChooser
    /// Where the reason for a deletion is typed, on a form that asks it.
    private let deletionReason = Entry()
    let window: ApplicationWindow
    let toasts: ToastOverlay
    private let announcer: Announcer
    let formTitle: String
    private var drawnVersion = -1
    private var drawnSearch = ""
    /// The search the rows listed were found by.
    private var listSearch = ""
    /// The list is to take the keyboard once it has rows and the search
    /// box has held it long enough for a screen reader to follow it there.
    private var listWantsFocus = false
    private var searchHeldFocus = false
    private var shownToast: Toast?
    /// Told when the core shows or hides the page (the window switches to it).
    var onShownChanged: ((Bool) -> Void)?
    /// The count the form shows under its fields (nil: not read yet).
    var onFormCountChanged: ((String?) -> Void)?
    /// Where searches and redrawn rows are traced (`TYPEAHEAD_TRACE`), for
    /// scripts/bench_entries_gui.py.
    private let trace: TraceLog?
    private var tracedCount = ""
    /// The form: what an export writes as labels, types and records' keys.
    let form: FormSpec

    init(session: EntriesSession, formTitle: String, form: FormSpec, window: ApplicationWindow, toasts: ToastOverlay,
         trace: TraceLog?) {
        self.session = session
        self.form = form
        self.trace = trace
        self.formTitle = formTitle
        self.window = window
        self.toasts = toasts
        announcer = Announcer(window: window)
        list = ColumnView(titles: session.machine.columns.titles)
        list.cellText = { [weak session] position, column in session?.cells(at: position)[column] ?? "" }
        list.spokenRow = { [weak session] position in session?.spokenRow(at: position) ?? "" }
        list.setListLabel(translated("Entries"))
        // "Yesterday 14:25, corrected" whole, however many fields follow.
        list.setColumnWidth(0, 180)
        columnChooser = EntriesColumnChooser(labels: session.machine.columns.labels, window: window, session: session)

        let bar = Box(vertical: false, spacing: 6)
        bar.addCSSClass("entries-bar")
        search.setExpand(horizontal: true)
        search.setAccessibleLabel(translated("Search entries"))
        bar.append(search)
        unverifiedButton.tooltip = translated("List only the entries a second keyer has not verified")
        unverifiedButton.onToggled { [weak self] only in self?.session.send(.unverifiedOnlyChanged(only)) }
        bar.append(unverifiedButton)
        exportButton.tooltip = translated("Export the entries for a spreadsheet (CSV) or a script (JSON lines)")
        exportButton.setAction("win.export")
        bar.append(exportButton)
        banner.addCSSClass("banner")
        banner.setWrap(true)
        banner.isVisible = false
        listScroller.setPolicy(horizontal: .automatic, vertical: .automatic)
        listScroller.setChild(list)
        listScroller.setExpand(vertical: true)
        empty.setExpand(vertical: true)
        empty.isVisible = false
        let footer = Box(vertical: false, spacing: 6)
        footer.addCSSClass("entries-count")
        count.setXAlign(0)
        count.setExpand(horizontal: true)
        footer.append(count)
        spinner.setAccessibleLabel(translated("Reading entries"))
        footer.append(spinner)
        // Under the list, beside its count: the bar above must fit a 360 px window.
        footer.append(columnChooser.button)
        root.append(bar)
        root.append(banner)
        deletionReason.isVisible = false
        deletionReason.setAccessibleLabel(translated("Reason"))
        deletionReason.onActivate { [weak self] in
            guard let self else { return }
            session.send(.deletionReasonGiven(deletionReason.text))
        }
        let reasonKeys = KeyController()
        reasonKeys.onKeyPressed { [weak self] keyval, modifiers in
            guard EntriesKey(KeyPress(keyval, gdkModifiers: modifiers)) == .escape else { return false }
            self?.session.send(.deletionReasonLeft)
            return true
        }
        deletionReason.addController(reasonKeys)
        root.append(deletionReason)
        root.append(listScroller)
        history.addCSSClass("entry-history")
        history.setXAlign(0)
        history.setWrapAnywhereNeeded()
        history.isVisible = false
        root.append(history)
        root.append(empty)
        root.append(footer)

        search.onSearchChanged { [weak self] text in
            self?.trace?.event("entries-search", text)
            self?.session.send(.searchChanged(text))
        }
        search.onStopSearch { [weak self] in self?.session.send(.escape) }
        // Return in the search box opens the entry selected in the list.
        search.onActivate { [weak self] in
            guard let self, let position = list.selectedPosition else { return }
            session.open(position: position)
        }
        search.captureKeys(from: list)
        list.onActivate { [weak self] position in self?.session.open(position: position) }
        list.onSelectionChanged { [weak self] position in
            guard let self, let position, list.contains(window.focusedWidget) else { return }
            session.select(position: position)
        }
        list.onSortChanged { [weak session] sorted in
            guard let session else { return }
            let columns = session.machine.columns
            session.send(.sortChanged(sorted.map { columns.order(ofColumn: $0.column, ascending: !$0.descending) }
                ?? .saved(newestFirst: true)))
        }
        list.showSorted(byColumn: 0, descending: true)
        // Before the search box's key capture, which would take Delete
        // from the list as an edit of the search.
        let keys = KeyController()
        keys.setCapturePhase()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, let key = EntriesKey(KeyPress(keyval, gdkModifiers: modifiers)) else { return false }
            // In the search box, Delete and Ctrl+Z edit the search.
            if key != .escape, search.contains(window.focusedWidget) { return false }
            // The deletion's reason takes its own keys, Escape too.
            if deletionReason.contains(window.focusedWidget) { return false }
            switch key {
            case .delete:
                guard let position = list.selectedPosition else { return false }
                session.delete(position: position)
            case .undo: session.undo()
            case .escape: session.send(.escape)
            case .history:
                guard let position = list.selectedPosition else { return false }
                session.toggleHistory(position: position)
            }
            return true
        }
        root.addController(keys)
        session.view = self
    }

    /// Puts the keyboard in the list (or the search box when there is nothing to list).
    func focus() {
        // Through the search box, which tells a screen reader of its focus
        // (GTK 4.8 says nothing of the list's rows): Orca then follows the
        // search box, where what the page says is heard (see `render`).
        // Moved on at once, the focus would be gone before Orca looked.
        search.setAccessibleDescription("") // what was said there before is not read again
        search.grabFocus()
        listWantsFocus = true
        searchHeldFocus = false
        Idle.after(milliseconds: 250) { [weak self] in
            guard let self else { return }
            searchHeldFocus = true
            focusListIfReady()
        }
    }

    private func focusListIfReady() {
        guard listWantsFocus, searchHeldFocus, session.viewState.rowCount > 0 else { return }
        listWantsFocus = false
        // Typing began meanwhile: the keyboard stays in the search.
        guard search.text.isEmpty, search.contains(window.focusedWidget), list.grabFocus() else { return }
        if let position = list.selectedPosition { session.select(position: position) }
    }

    /// Ctrl+F: the search box, its text selected.
    func focusSearch() {
        search.setAccessibleDescription("")
        search.grabFocus()
    }

    // MARK: Drawing

    func render(_ state: EntriesViewState) {
        onShownChanged?(state.isShown)
        if history.text != state.history ?? "" {
            // One trace line, its lines joined: the Wayland scenarios read it there.
            trace?.event("entries-history", (state.history ?? "").replacingOccurrences(of: "\n", with: " / "))
        }
        history.text = state.history ?? ""
        history.isVisible = state.history != nil
        onFormCountChanged?(state.formCountText)
        let searchChanged = state.searchText != drawnSearch
        if state.listVersion != drawnVersion {
            trace?.event("entries-reload", "\(state.rowCount)")
            // One row out or in is drawn as that, so the keyboard keeps its place.
            switch state.listChange {
            case .removed(let position) where state.listVersion == drawnVersion + 1: list.removeRow(at: position)
            case .inserted(let position) where state.listVersion == drawnVersion + 1:
                list.insertRow(at: position)
                list.scrollToRow(position)
            default:
                list.reload(count: state.rowCount)
                // What a new search found is seen from its first row; the
                // file read again keeps to the entry last acted on.
                if searchChanged || state.searchText != listSearch {
                    listScroller.scrollToTop()
                    if state.rowCount > 0 { list.selectedPosition = 0 }
                } else if let kept = state.keptPosition {
                    list.selectedPosition = kept
                    list.scrollToRow(kept)
                }
                listSearch = state.searchText
            }
            drawnVersion = state.listVersion
            trace?.event("entries-rows", "\(state.rowCount)")
            // The first rows read: the keyboard goes to them.
            Idle.beforeNextEvent { [weak self] in self?.focusListIfReady() }
        }
        // Only a search the core changed itself (Escape) is written back:
        // a late answer must not undo keys typed since.
        if state.searchText != drawnSearch {
            drawnSearch = state.searchText
            if search.text != state.searchText { search.text = state.searchText }
        }
        empty.set(title: state.emptyTitle, description: state.emptyDescription)
        let isEmpty = state.rowCount == 0 && !state.isBusy
        // Shown only with the view: the window's stack measures hidden pages
        // too, and the page's large icon, loaded from SVG on its first
        // measure, would be loaded as the person starts typing in the form.
        empty.isVisible = isEmpty && state.isShown
        listScroller.isVisible = !isEmpty
        count.text = state.countText
        if let trace, state.countText != tracedCount {
            tracedCount = state.countText
            trace.event("entries-count", state.countText)
        }
        banner.text = state.deletionQuestion ?? state.banner ?? ""
        banner.isVisible = state.deletionQuestion != nil || state.banner != nil
        if (state.deletionQuestion != nil) != deletionReason.isVisible {
            deletionReason.isVisible = state.deletionQuestion != nil
            deletionReason.setAccessibleDescription(state.deletionQuestion ?? "")
            if deletionReason.isVisible {
                _ = deletionReason.grabFocus()
            } else {
                deletionReason.text = ""
                // Back to the row it was asked of (still selected, or the next once deleted).
                if list.grabFocus(), let position = list.selectedPosition { session.select(position: position) }
            }
        }
        columnChooser.render(state.columnShown, in: list)
        exportButton.isSensitive = !state.isBusy || state.rowCount > 0
        unverifiedButton.isActive = state.unverifiedOnly
        spinner.isVisible = state.isBusy
        spinner.isSpinning = state.isBusy
        if state.isShown, state.toast != shownToast {
            shownToast = state.toast
            if let toast = state.toast {
                if toast.action == .undo {
                    toasts.show(toast.text, seconds: toast.seconds, button: translated("_Undo")) { [weak self] in self?.session.undo() }
                } else {
                    toasts.show(toast.text, seconds: toast.seconds)
                }
            }
        }
        let focused: Widget = search.contains(window.focusedWidget) ? search : list
        announcer.render(state.announcement, focused: focused, alsoOn: [search, exportButton])
    }
}

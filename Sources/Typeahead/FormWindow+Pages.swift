import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage

/// The entries page beside the form: Ctrl+E and the view switcher move
/// between them, as the entries' machine decides.
extension FormWindow {
    /// The entries page, when the window's entries are a file.
    func addEntriesPage(_ opened: OpenedForm) {
        if let entries = EntriesPage.forWindow(of: opened, window: window, toasts: toasts) {
            // TRANSLATORS: the view switcher's page listing the saved entries.
            pages.addPage(entries.root, name: "entries", title: translated("_Entries"), iconName: "view-list-symbolic")
            // Return on an entry opens it in the form; Ctrl+E there leaves it unsaved.
            entries.session.toForm = { [weak self] event in self?.session.send(event) }
            entries.onShownChanged = { [weak self] shown in self?.showEntries(shown) }
            entries.onFormCountChanged = { [weak self] text in self?.footer.showCount(text) }
            pages.onVisiblePageChanged { [weak self] name in self?.pageSwitched(to: name) }
            self.entries = entries
            if opened.readOnlyReason == nil { header.bar.setTitleWidget(ViewSwitcherTitle(stack: pages, title: opened.form.spec.title)) }
        }
    }

    /// The core showed or hid the entries: the page switches, and the
    /// keyboard goes with it.
    func showEntries(_ shown: Bool) {
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
    func pageSwitched(to name: String) {
        guard let entries, (name == "entries") != entriesShown else { return }
        entries.session.send(.toggle(formIsCorrecting: session.viewState.isCorrecting))
    }

    func correctionSaved() {
        entries?.session.send(.correctionSaved)
    }

    func entriesChanged(addingEntries count: Int) {
        entries?.session.send(.fileChanged(addingEntries: count))
    }
}

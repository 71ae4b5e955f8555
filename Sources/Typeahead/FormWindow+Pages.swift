import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadLaunch
import TypeaheadStorage

/// The entries page beside the form: Ctrl+E and the view switcher move
/// between them, as the entries' machine decides.
extension FormWindow {
    /// The entries page, when the window's entries are a file.
    func addEntriesPage(_ opened: ReadyForm) {
        if let session = parts.entries {
            let entries = EntriesPage(session: session, formTitle: opened.form.spec.title,
                                      form: opened.form.spec, window: window, toasts: toasts,
                                      trace: opened.services.trace)
            // TRANSLATORS: the view switcher's page listing the saved entries.
            pages.addPage(entries.root, name: "entries", title: translated("_Entries"), iconName: "view-list-symbolic")
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
        guard shown != drawnEntriesPage else { return }
        drawnEntriesPage = shown
        pages.visiblePage = shown ? "entries" : "form"
        header.saveButton.isVisible = !shown
        if shown {
            entries?.focus()
        } else {
            rows[session.machine.fieldToFocus].focusKeepingText()
        }
    }

    /// A click on the view switcher.
    func pageSwitched(to name: String) {
        parts.want(.page(name == "entries" ? .entries : .form))
    }
}

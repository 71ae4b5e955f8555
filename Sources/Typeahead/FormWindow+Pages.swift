import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadLaunch
import TypeaheadStorage

/// The entries and Statistics pages beside the form: Ctrl+E and the view
/// switcher move between them, as the window's machine decides.
extension FormWindow {
    /// The entries page, when the window's entries are a file.
    func addEntriesPage(_ opened: ReadyForm) {
        if let session = parts.entries {
            let entries = EntriesPage(session: session, formTitle: opened.form.spec.title,
                                      form: opened.form.spec, window: window, toasts: toasts,
                                      trace: opened.services.trace)
            // TRANSLATORS: the view switcher's page listing the saved entries.
            pages.addPage(entries.root, name: "entries", title: translated("_Entries"), iconName: "view-list-symbolic")
            entries.onShownChanged = { [weak self] _ in self?.showPage() }
            entries.onFormCountChanged = { [weak self] text in self?.footer.showCount(text) }
            pages.onVisiblePageChanged { [weak self] name in self?.pageSwitched(to: name) }
            self.entries = entries
            addStatisticsPage()
            if opened.readOnlyReason == nil { header.bar.setTitleWidget(ViewSwitcherTitle(stack: pages, title: opened.form.spec.title)) }
        }
    }

    private func addStatisticsPage() {
        guard let session = parts.statistics else { return }
        let statistics = StatisticsPage(session: session, window: window, trace: trace) { [weak self] in self?.parts.send(.statisticsLeft) }
        // TRANSLATORS: the view switcher's page of each keyer's figures.
        pages.addPage(statistics.root, name: "statistics", title: translated("_Statistics"), iconName: "x-office-spreadsheet-symbolic")
        parts.onStatisticsShownChanged = { [weak self] in self?.showPage() }
        self.statistics = statistics
    }

    /// The core moved to another page: the window switches, and the
    /// keyboard goes with it.
    func showPage() {
        let page = parts.page
        guard page != drawnPage else { return }
        drawnPage = page
        pages.visiblePage = Self.pageName(page)
        header.saveButton.isVisible = page == .form
        switch page {
        case .form: rows[session.machine.fieldToFocus].focusKeepingText()
        case .entries: entries?.focus()
        case .statistics: statistics?.focus()
        }
    }

    /// A click on the view switcher.
    func pageSwitched(to name: String) {
        parts.want(.page([WindowPage.entries, .statistics].first { Self.pageName($0) == name } ?? .form))
    }

    private static func pageName(_ page: WindowPage) -> String {
        switch page {
        case .form: "form"
        case .entries: "entries"
        case .statistics: "statistics"
        }
    }
}

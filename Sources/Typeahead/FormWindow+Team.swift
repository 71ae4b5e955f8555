import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage

/// The window's links to PostgreSQL: the team's entries and the form's
/// sources report to the window's parts (`WindowSession`), and the form
/// hears one `TeamStatus`.
extension FormWindow {
    func followTeamAndSources() {
        if let team {
            team.statusChanged = { [weak self] status in self?.report(.outboxChanged(status)) }
            team.entriesChanged = { [weak self] in self?.report(.teamEntriesChanged) }
            report(.outboxChanged(team.status))
            team.start()
        }
        sources.sourceChanged = { [weak self] source in self?.session.send(.sourceChanged(source: source)) }
        sources.freshnessChanged = { [weak self] freshness in self?.report(.sourcesFreshnessChanged(freshness)) }
        sources.start()
    }

    /// A link's news, unless the window is closing (GTK is taking it apart).
    private func report(_ event: WindowEvent) {
        guard !isClosing else { return }
        parts.send(event)
    }
}

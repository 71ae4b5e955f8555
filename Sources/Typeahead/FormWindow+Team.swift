import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage

/// The window's links to PostgreSQL: the team's entries and the form's
/// sources report here, and the form hears one `TeamStatus`.
extension FormWindow {
    func followTeamAndSources() {
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
    }

    func reportTeamStatus() {
        guard !isClosing else { return }
        session.send(.teamStatusChanged(teamStatus))
    }
}

import TypeaheadStorage

/// Decides what passes between the parts of a form window (the form, the
/// entries view, the links to the team's server): which page is shown,
/// a correction from the list into the form and back, the entries read
/// again after the form or the team wrote, and the one `TeamStatus` the
/// form hears.
public struct WindowMachine: EventMachine, Sendable {
    /// What the links to the team's server last reported, together.
    public private(set) var teamStatus = TeamStatus()
    /// The Statistics page is shown (the entries' machine keeps whether
    /// the entries are).
    public private(set) var statisticsShown = false

    public init() {}

    public mutating func decide(_ event: WindowEvent) -> Decision<WindowEffect> {
        Decision(effects: effects(of: event), handled: true)
    }

    private mutating func effects(of event: WindowEvent) -> [WindowEffect] {
        switch event {
        case .pageWanted(let wanted, let entriesShown, let formIsCorrecting):
            return pageWanted(wanted, entriesShown: entriesShown, formIsCorrecting: formIsCorrecting)
        case .formWrote(let added):
            return [.entries(.fileChanged(addingEntries: added))]
        case .correctionSaved:
            return [.entries(.correctionSaved)]
        case .entriesWanted(let search):
            return [.entries(.searchChanged(search)), .want(.page(.entries))]
        case .correctionChosen(let version, let values):
            return [.form(.correct(version: version, values: values))]
        case .correctionLeft:
            return [.form(.cancelCorrection)]
        case .teamEntriesChanged:
            return [.entries(.fileChanged(addingEntries: 0))]
        case .outboxChanged(let outbox):
            teamStatus.outbox = outbox
            return [.form(.teamStatusChanged(teamStatus))]
        case .sourcesFreshnessChanged(let freshness):
            teamStatus.sources = freshness
            return [.form(.teamStatusChanged(teamStatus))]
        case .statisticsLeft:
            guard statisticsShown else { return [] }
            statisticsShown = false
            return [.statistics(shown: false)]
        case .savingMoved(let path):
            // The list first: the form's next save goes to the new file.
            return [.entriesFile(path: path), .form(.anotherPlaceChosen)]
        }
    }

    /// Ctrl+E goes from the form to the entries, and from either list back
    /// to the form; the view switcher goes where it is clicked. The
    /// entries are hidden under the Statistics page, so that their keys
    /// and a correction behave as when the form is shown.
    private mutating func pageWanted(_ wanted: WindowPage.Wanted, entriesShown: Bool, formIsCorrecting: Bool) -> [WindowEffect] {
        let shown: WindowPage = statisticsShown ? .statistics : entriesShown ? .entries : .form
        let target: WindowPage
        switch wanted {
        case .other: target = shown == .form ? .entries : .form
        case .page(let page): target = page
        }
        guard target != shown else { return [] }
        var effects: [WindowEffect] = []
        if (target == .entries) != entriesShown { effects.append(.entries(.toggle(formIsCorrecting: formIsCorrecting))) }
        if (target == .statistics) != statisticsShown {
            statisticsShown = target == .statistics
            effects.append(.statistics(shown: statisticsShown))
        }
        return effects
    }
}

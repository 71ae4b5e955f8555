import TypeaheadStorage

/// Decides what passes between the parts of a form window (the form, the
/// entries view, the links to the team's server): which page is shown,
/// a correction from the list into the form and back, the entries read
/// again after the form or the team wrote, and the one `TeamStatus` the
/// form hears.
public struct WindowMachine: EventMachine, Sendable {
    /// What the links to the team's server last reported, together.
    public private(set) var teamStatus = TeamStatus()

    public init() {}

    public mutating func decide(_ event: WindowEvent) -> Decision<WindowEffect> {
        Decision(effects: effects(of: event), handled: true)
    }

    private mutating func effects(of event: WindowEvent) -> [WindowEffect] {
        switch event {
        case .pageWanted(let wanted, let entriesShown, let formIsCorrecting):
            if case .page(let page) = wanted, (page == .entries) == entriesShown { return [] }
            return [.entries(.toggle(formIsCorrecting: formIsCorrecting))]
        case .formWrote(let added):
            return [.entries(.fileChanged(addingEntries: added))]
        case .correctionSaved:
            return [.entries(.correctionSaved)]
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
        case .savingMoved(let path):
            // The list first: the form's next save goes to the new file.
            return [.entriesFile(path: path), .form(.anotherPlaceChosen)]
        }
    }
}

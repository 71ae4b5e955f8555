import TypeaheadStorage

/// What concerns more than one part of a form window: the person moving
/// between the form and the entries, one part telling another of a change,
/// the team's links reporting. `WindowMachine` decides each.
public enum WindowEvent: Equatable, Sendable {
    /// Ctrl+E, Ctrl+F or the view switcher. The facts are read when it is
    /// sent: whether the entries are shown, and whether the form is
    /// correcting an entry (showing the entries leaves the correction).
    case pageWanted(WindowPage.Wanted, entriesShown: Bool, formIsCorrecting: Bool)
    /// Escape on the Statistics page: the page under it comes back.
    case statisticsLeft
    /// The form wrote to the entries file: a save (one entry more, none
    /// more for a correction), or a save taken back (one fewer).
    case formWrote(addingEntries: Int)
    /// The form saved a correction: the entries show again.
    case correctionSaved
    /// The entries list, searched for `search` (a duplicate's saved entry).
    case entriesWanted(search: String)
    /// Return on an entry in the list: the form corrects this version of it.
    case correctionChosen(version: EntryID, values: Draft)
    /// The entries were shown while the form corrected: it is left unsaved.
    case correctionLeft
    /// The team's server changed the entries.
    case teamEntriesChanged
    /// What waits to be sent to the team's server, and why.
    case outboxChanged(OutboxStatus?)
    /// The form's PostgreSQL sources whose copies may be out of date.
    case sourcesFreshnessChanged(SourceFreshness)
    /// After a failed save, the person chose another place: entries are
    /// saved to `path` from now on.
    case savingMoved(toPath: String)
}

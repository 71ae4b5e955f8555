import TypeaheadStorage

/// What the entries view asks of the session.
public enum EntriesEffect: Sendable {
    /// The list is of another table now: rows read from the last one are stale.
    case tableReplaced
    /// Read the entries file, its newest lines first.
    case read(generation: Int)
    /// Sort and search `list` off the main thread.
    case refine(EntriesList, query: String, unverifiedOnly: Bool, order: EntryOrder, generation: Int)
    /// Open this version of an entry in the form, to be corrected.
    case correct(version: EntryID, values: Draft)
    /// Leave the correction under way unsaved.
    case cancelCorrection
    case write(EntryDeletion)
    /// Bring a deleted entry back: a line superseding its deletion.
    case restore(Submission)
    /// Keep the fields the person hid from the list, for the form's next window.
    case rememberHiddenColumns(Set<String>)
    /// Read the history of the entry first saved as `original`, off the main thread.
    case readHistory(original: EntryID, generation: Int)
}

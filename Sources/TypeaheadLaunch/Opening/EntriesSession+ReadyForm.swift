import TypeaheadCore

extension EntriesSession {
    /// The entries of a window opened on `opened`, or nil when they have
    /// no file to be read from (standard output, say). Read only, they
    /// show the file's fields as they are and correct nothing.
    public static func forWindow(of opened: ReadyForm) -> EntriesSession? {
        guard let entriesPath = opened.entriesPath else { return nil }
        let spec = opened.form.spec, clockStyle = opened.services.clockStyle, words = opened.services.words
        let columns = opened.readOnlyReason == nil
            ? EntriesColumns(spec: spec, enteredBy: opened.team?.listsTeamEntries == true, clockStyle: clockStyle, words: words)
            : EntriesColumns(fieldIDs: spec.fields.map(\.id), clockStyle: clockStyle, words: words)
        let machine = EntriesMachine(columns: columns, readOnlyReason: opened.readOnlyReason,
                                     asksReasonForDeletion: spec.asksReasonForChange, hiddenFields: opened.columnChoice?.load())
        return EntriesSession(path: entriesPath, machine: machine,
                              storage: opened.readOnlyReason == nil ? opened.storage : nil, work: BackgroundEntriesWork())
    }
}

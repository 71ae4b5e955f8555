import Gtk
import TypeaheadCore

extension EntriesPage {
    /// The entries page of a window opened on `opened`, or nil when its
    /// entries have no file to be read from (standard output, say). Read
    /// only, it shows the file's fields as they are and corrects nothing.
    static func forWindow(of opened: OpenedForm, window: ApplicationWindow, toasts: ToastOverlay) -> EntriesPage? {
        guard let entriesPath = opened.entriesPath else { return nil }
        let spec = opened.form.spec, clockStyle = opened.services.clockStyle
        let columns = opened.readOnlyReason == nil
            ? EntriesColumns(spec: spec, enteredBy: opened.team?.listsTeamEntries == true, clockStyle: clockStyle)
            : EntriesColumns(fieldIDs: spec.fields.map(\.id), clockStyle: clockStyle)
        let session = EntriesSession(path: entriesPath, machine: EntriesMachine(columns: columns, readOnlyReason: opened.readOnlyReason),
                                     storage: opened.readOnlyReason == nil ? opened.storage : nil, work: BackgroundEntriesWork())
        return EntriesPage(session: session, formTitle: spec.title, window: window, toasts: toasts, trace: opened.services.trace)
    }
}

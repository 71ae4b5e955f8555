import Dispatch
import TypeaheadStorage

extension EntryIdentityIndex {
    /// The window's, when its form names an `identity` and saves to a
    /// file; read at once on another thread.
    public static func forWindow(of opened: ReadyForm) -> EntryIdentityIndex? {
        let spec = opened.form.spec
        guard !spec.identity.isEmpty, opened.readOnlyReason == nil, let path = opened.entriesPath else { return nil }
        let index = EntryIdentityIndex(path: path, fieldIDs: spec.identity.map { spec.fields[$0].id })
        DispatchQueue.global(qos: .userInitiated).async { index.prepare() }
        return index
    }
}

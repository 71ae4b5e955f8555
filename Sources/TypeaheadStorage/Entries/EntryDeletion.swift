import Foundation
import TypeaheadEngine

/// A line that takes an entry back: it names the entry it `deletes`, and
/// the entry's own lines stay in the file.
public struct EntryDeletion: Equatable, Sendable {
    public var id: EntryID
    public var deletes: EntryID
    public var submitted: Date
    public var form: SubmittedForm?
    /// Who took it back, in team mode.
    public var enteredBy: String?
    /// Why, where the form asks (`reasonForChange`).
    public var reason: String?

    public init(id: EntryID? = nil, deletes: EntryID, submitted: Date, form: SubmittedForm? = nil) {
        self.id = id ?? .make(at: submitted)
        self.deletes = deletes
        self.submitted = submitted
        self.form = form
    }

    /// The line appended to the submissions file (no trailing newline).
    public var jsonLine: String {
        var members = [("id", id.json), ("deletes", deletes.json), ("submitted", JSONText.quoted(Submission.timestamp(submitted)))]
        if let form { members.append(("form", form.json)) }
        if let enteredBy { members.append(("enteredBy", JSONText.quoted(enteredBy))) }
        if let reason { members.append(("reason", JSONText.quoted(reason))) }
        return JSONText.object(members)
    }
}

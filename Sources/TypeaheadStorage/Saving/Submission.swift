import Foundation
import TypeaheadEngine

/// One saved entry: who it is, when, from which form, the text of every
/// field, and the key of the record behind each field whose value came from
/// a record. A correction is a new entry that names the one it `supersedes`.
public struct Submission: Equatable, Sendable {
    /// Nil until saved: a `SubmissionWriter` gives each line a new one.
    public var id: EntryID?
    public var supersedes: EntryID?
    public var submitted: Date
    /// Nil until known: a `SubmissionWriter` stamps its own form on entries without one.
    public var form: SubmittedForm?
    /// Who entered it, in team mode; nil in a file of one person's entries.
    public var enteredBy: String?
    public var values: [(id: String, text: String)]
    /// The fields whose value is a number, written as a JSON number (a
    /// number field's, in its canonical form: "3.5", "-12").
    public var numbers: Set<String> = []
    /// The fields holding several options (`choices`), their values
    /// space-separated as XPath reads them: written as a JSON array.
    public var lists: Set<String> = []
    public var records: [(id: String, key: String)]
    /// How it was keyed (`EntryKeying`); nil in lines written before it was kept.
    public var keying: EntryKeying?
    /// Saved on purpose beside another entry of the same identity, and why.
    public var duplicate: EntryDuplicate?
    /// The values kept although a field's `warning` questioned them: the
    /// field's id and the keyer's reason, in form order.
    public var overrides: [(id: String, reason: String)] = []
    /// A verifier's keying of the version it `supersedes`, which it also
    /// `verifies`; nil for a first save or a correction.
    public var verification: EntryVerification?
    /// Why a correction was made, where the form asks (`reasonForChange`).
    public var reason: String?

    public init(id: EntryID? = nil, supersedes: EntryID? = nil, submitted: Date, form: SubmittedForm? = nil,
                values: [(id: String, text: String)], records: [(id: String, key: String)]) {
        self.id = id
        self.supersedes = supersedes
        self.submitted = submitted
        self.form = form
        self.values = values
        self.records = records
    }

    /// The line appended to the submissions file (no trailing newline).
    public var jsonLine: String {
        var members: [(String, String)] = []
        if let id { members.append(("id", id.json)) }
        if let supersedes { members.append(("supersedes", supersedes.json)) }
        if verification != nil, let supersedes { members.append(("verifies", supersedes.json)) }
        members.append(("submitted", JSONText.quoted(Self.timestamp(submitted))))
        if let form { members.append(("form", form.json)) }
        if let enteredBy { members.append(("enteredBy", JSONText.quoted(enteredBy))) }
        members.append(("values", JSONText.object(values.map { ($0.id, json(of: $0)) })))
        members.append(("records", JSONText.object(records.map { ($0.id, JSONText.quoted($0.key)) })))
        if let keying { members.append(("keying", keying.json)) }
        if let duplicate { members.append(("duplicate", duplicate.json)) }
        if !overrides.isEmpty { members.append(("overrides", JSONText.object(overrides.map { ($0.id, JSONText.quoted($0.reason)) }))) }
        if let verification { members.append(("verification", verification.json)) }
        if let reason { members.append(("reason", JSONText.quoted(reason))) }
        return JSONText.object(members)
    }

    private func json(of value: (id: String, text: String)) -> String {
        if numbers.contains(value.id) { return value.text }
        guard lists.contains(value.id) else { return JSONText.quoted(value.text) }
        return "[" + value.text.split(separator: " ").map { JSONText.quoted(String($0)) }.joined(separator: ", ") + "]"
    }

    /// RFC 3339, to the second, in UTC: "2027-01-15T08:00:00Z".
    static func timestamp(_ date: Date) -> String {
        EntryTimestamp.text(date)
    }

    public static func == (lhs: Submission, rhs: Submission) -> Bool {
        lhs.jsonLine == rhs.jsonLine
    }
}

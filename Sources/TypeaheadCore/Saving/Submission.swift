import Foundation

/// One saved entry: when, from which form, the text of every field, and the
/// key of the record behind each field whose value came from a record.
public struct Submission: Equatable, Sendable {
    public var submitted: Date
    /// Nil until known: a `SubmissionWriter` stamps its own form on entries without one.
    public var form: SubmittedForm?
    public var values: [(id: String, text: String)]
    public var records: [(id: String, key: String)]

    public init(submitted: Date, form: SubmittedForm? = nil,
                values: [(id: String, text: String)], records: [(id: String, key: String)]) {
        self.submitted = submitted
        self.form = form
        self.values = values
        self.records = records
    }

    /// The line appended to the submissions file (no trailing newline).
    public var jsonLine: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return JSONText.object(
            [("submitted", JSONText.quoted(formatter.string(from: submitted)))]
                + (form.map { [("form", $0.json)] } ?? [])
                + [("values", JSONText.object(values.map { ($0.id, JSONText.quoted($0.text)) })),
                   ("records", JSONText.object(records.map { ($0.id, JSONText.quoted($0.key)) }))])
    }

    public static func == (lhs: Submission, rhs: Submission) -> Bool {
        lhs.jsonLine == rhs.jsonLine
    }
}

/// A form's unsaved values and the records they came from, kept while the
/// person types so that nothing is lost if the app stops.
public struct Draft: Equatable, Sendable {
    public var values: [String: String]
    /// Field id → the key of the record its value came from.
    public var records: [String: String]
    /// The output line this entry was being saved as when the draft was
    /// kept: set just before the line is appended, so that a draft found
    /// with it after a kill is dropped if the output holds the line
    /// (`DraftStore.loadUnsaved`), and comes back if it does not.
    public var savingLine: String?
    /// The deletion line of the save these values were taken back from
    /// (Ctrl+Z after a save), set when it is about to be appended: found
    /// after a kill, the draft comes back only if the output holds the
    /// line (else the entry is still saved, and the draft would save it twice).
    public var withdrawingLine: String?
    /// The id of the field the person was in: a restored draft goes on there.
    public var focus: String?
    /// The saved version these values correct: the draft of a correction,
    /// kept in a file of its own (`DraftStore`), never the window's draft.
    public var corrects: EntryID?

    public init(values: [String: String], records: [String: String], savingLine: String? = nil,
                focus: String? = nil, corrects: EntryID? = nil) {
        self.values = values
        self.records = records
        self.savingLine = savingLine
        self.focus = focus
        self.corrects = corrects
    }

    /// The draft of an entry about to be saved as `line`.
    public init(saving submission: Submission, as line: String) {
        self.init(values: Dictionary(submission.values.map { ($0.id, $0.text) }, uniquingKeysWith: { _, last in last }),
                  records: Dictionary(submission.records.map { ($0.id, $0.key) }, uniquingKeysWith: { _, last in last }),
                  savingLine: line, corrects: submission.supersedes)
    }

    public var isEmpty: Bool { values.values.allSatisfy { $0.isEmpty } }
}

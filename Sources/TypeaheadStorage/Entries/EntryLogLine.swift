/// One line of an entries file as read: an entry (a first save or a
/// correction) or a deletion, with the line it is on.
public enum EntryLogLine: Sendable {
    case entry(Submission, line: Int)
    case deletion(EntryDeletion, line: Int)

    public var id: EntryID {
        switch self {
        case .entry(let entry, _): entry.id ?? .line(line)
        case .deletion(let deletion, _): deletion.id
        }
    }

    public var line: Int {
        switch self {
        case .entry(_, let line), .deletion(_, let line): line
        }
    }
}

/// What the form machine asks of a source about its records: a data file
/// (`DataSource`) or the records a server has sent (`RemoteSource`).
/// Records are Int positions in the source's table.
public protocol RecordSource: AnyObject, Sendable {
    var name: String { get }
    func key(of record: Int) -> String
    func value(of record: Int, column: String) -> String
    func detail(of record: Int) -> String?
    /// The record with this key, if the source has it.
    func record(withKey key: String) -> Int?
    /// Records whose `column` equals `text`, ignoring case and accents.
    func records(in column: String, equalTo text: String) -> [Int]
    /// Whether lookups in `column` answer without waiting.
    func isIndexed(_ column: String) -> Bool
    func filter(_ constraints: [(column: String, value: String)]) -> RecordFilter
}

extension DataSource: RecordSource {}

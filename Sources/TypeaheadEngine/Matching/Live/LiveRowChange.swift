/// A row of a source changed on its server since the source's copy was
/// taken: its values now (by column name), or nil when it was deleted.
/// Rows are known by their key, so a source takes changes only when it
/// names a key column.
public struct LiveRowChange: Equatable, Sendable {
    public var key: String
    public var values: [String: String]?

    public init(key: String, values: [String: String]?) {
        self.key = key
        self.values = values
    }
}

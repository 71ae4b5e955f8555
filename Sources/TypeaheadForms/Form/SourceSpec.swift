/// A named data file that fields suggest from.
public struct SourceSpec: Equatable, Sendable {
    public var name: String
    /// The data file's path, resolved against the form file's folder.
    public var file: String
    /// Column whose value identifies a record in saved entries.
    public var key: String?
    /// Column whose number ranks records (for example population).
    public var weight: String?
    /// Template of the line that tells same-named records apart.
    public var detail: String?
    /// Set for a source answered by a server (`url` instead of `file`;
    /// `file` is then empty).
    public var remote: RemoteSpec?
    /// Set for a table on a PostgreSQL server; `file` is then its local copy.
    public var postgres: PostgresSourceSpec?
    public var location: SourceLocation?
    /// Where `key`, `weight` and `detail` are written, for errors about the columns they name.
    public var propertyLocations: [String: SourceLocation] = [:]

    public init(name: String, file: String, key: String? = nil, weight: String? = nil, detail: String? = nil) {
        self.name = name
        self.file = file
        self.key = key
        self.weight = weight
        self.detail = detail
    }
}

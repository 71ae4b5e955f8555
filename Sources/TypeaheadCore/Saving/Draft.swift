/// A form's unsaved values and the records they came from, kept while the
/// person types so that nothing is lost if the app stops.
public struct Draft: Equatable, Sendable {
    public var values: [String: String]
    /// Field id → the key of the record its value came from.
    public var records: [String: String]

    public init(values: [String: String], records: [String: String]) {
        self.values = values
        self.records = records
    }

    public var isEmpty: Bool { values.values.allSatisfy { $0.isEmpty } }
}

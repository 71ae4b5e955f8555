/// A field that takes its record from its own source by a value of the
/// record chosen in another field: `"lookup": {"from": "city", "column":
/// "country_code", "match": "code"}` takes the record whose `code` equals
/// the `country_code` of the city chosen.
public struct FieldLookup: Equatable, Sendable {
    /// The id of the field whose chosen record gives the value.
    public var from: String
    /// The column of that field's source holding the value.
    public var column: String
    /// The column of this field's source the value must equal (ignoring
    /// case and accents, as matching does).
    public var match: String
    public var location: SourceLocation?

    public init(from: String, column: String, match: String) {
        self.from = from
        self.column = column
        self.match = match
    }
}

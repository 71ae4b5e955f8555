import TypeaheadEngine

/// A lookup made from a field, seen from that field: the value its record
/// gives (a city's country code) finds a record of another source (the
/// country), whose shown value (its name) qualifies the field's namesakes
/// too, so "dublin ire" finds Dublin in Ireland though the city's own row
/// holds only "IE".
public struct QualifyingLookup: Equatable, Sendable {
    /// The column of the field's own source that gives the value.
    var column: String
    /// The source looked up in, the column the value must equal there, and
    /// the column the looking-up field shows.
    var source: String
    var match: String
    var shows: String

    /// The value the lookup shows for `record` of `from`: nothing when no
    /// record or several match, as the lookup itself fills nothing then.
    public func shownValue(of record: Int, from: DataSource, in sources: [String: DataSource]) -> String? {
        let value = from.value(of: record, column: column)
        // The match column is indexed with the form's sources, as the lookup itself needs it.
        guard !value.isEmpty, let other = sources[source] else { return nil }
        let found = other.records(in: match, equalTo: value)
        return found.count == 1 ? other.value(of: found[0], column: shows) : nil
    }
}

/// Names with words after them ("hamilton gb", "portland me"): the words
/// choose among the name's namesakes by the record's other values.
extension DataSource {
    /// How many records that begin with the name are read for their other
    /// values, beyond its namesakes (all of which are): enough for a name
    /// typed in part, few enough to stay well within a keystroke's budget.
    static let qualifiedCandidateLimit = 64

    /// Suggestions for `query` read as a name and qualifiers, by the first
    /// reading (the longest name) that any record matches: records matched
    /// by words first, then by abbreviations, each ranked as the name alone
    /// would rank them. `lookedUp` gives a record's values the form looks
    /// up from it. Empty when no reading matches.
    public func qualifiedSuggestions(for query: String, column: String, limit: Int, filter: RecordFilter?,
                              preferring preferred: [String], lookedUp: (Int) -> [String]) -> [Suggestion] {
        guard isIndexed(column), let position = load.columnIndex(column) else { return [] }
        for reading in QualifiedQuery.readings(of: query) {
            var candidates = Set(records(in: column, equalTo: reading.name))
            candidates.formUnion(records(in: column, startingWith: reading.name, limit: Self.qualifiedCandidateLimit, filter: filter))
            var matched: [QualifierMatch: [Int]] = [:]
            for record in candidates where filter?.contains(record) ?? true {
                if let match = reading.match(QualifiedQuery.words(of: otherValues(of: record, besides: position) + lookedUp(record))) {
                    matched[match, default: []].append(record)
                }
            }
            guard !matched.isEmpty else { continue }
            var rows: [Suggestion] = []
            for match in QualifierMatch.allCases {
                guard let records = matched[match] else { continue }
                rows += suggestions(for: reading.name, column: column, limit: limit,
                                    filter: RecordFilter(records: records, recordCount: recordCount), preferring: preferred)
            }
            return rows.prefix(limit).map { row in
                var row = row
                row.detailMatchedRanges = row.detail.map { reading.ranges(in: $0) } ?? []
                row.isQualified = true
                return row
            }
        }
        return []
    }

    /// The record's values in every column but the one searched, and its detail.
    private func otherValues(of record: Int, besides position: Int) -> [String] {
        var values = columns.indices.filter { $0 != position }.map { value(of: record, position: $0) }
        if let detail = detail(of: record) { values.append(detail) }
        return values
    }
}

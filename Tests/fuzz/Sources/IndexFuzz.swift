@testable import TypeaheadEngine

/// Index and query on a small table made from the input: the first line holds
/// up to four queries separated by tabs, each later line `value<TAB>weight`.
/// Every answer must be what reading every record with `TierRule` gives:
/// unique records, each in the tier the rule decides, ranked by tier (exact
/// with prefix), weight, length and file order, and as many as there are
/// (up to the limit). A filter keeps only its records; a smaller limit gives
/// the first results.
enum IndexFuzz {
    static let limit = 10

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { return }
        let queries = lines[0].split(separator: "\t", omittingEmptySubsequences: false).prefix(4).map(String.init)
        let rows = lines.dropFirst().prefix(300).map { line -> [String] in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return [String(parts[0]), parts.count > 1 ? String(parts[1]) : ""]
        }
        let table = DataTable(path: "fuzz.tsv", columns: ["name", "weight"], rows: rows)
        let source = DataSource(name: "fuzz", table: table, keyColumn: nil, weightColumn: "weight", detail: nil,
                                searchColumns: ["name", "weight"])
        let filter = source.filter([(column: "weight", value: rows[0][1])])
        let folded = rows.map { Array(TextFolding.fold($0[0]).utf8) }
        for query in queries {
            check(query, in: source, folded: folded, filter: nil)
            check(query, in: source, folded: folded, filter: filter)
        }
    }

    static func check(_ query: String, in source: DataSource, folded: [[UInt8]], filter: RecordFilter?) {
        let found = source.suggestions(for: query, column: "name", limit: limit, filter: filter)
        fuzzCheck(found.count <= limit, "more than the limit")
        fuzzCheck(Set(found.map(\.record)).count == found.count, "a record twice for '\(query)': \(found.map(\.record))")
        if let filter {
            fuzzCheck(found.allSatisfy { filter.contains($0.record) }, "a record the filter refuses for '\(query)'")
        }
        let fewer = source.suggestions(for: query, column: "name", limit: 3, filter: filter)
        fuzzCheck(fewer == Array(found.prefix(3)), "limit 3 is not the first three for '\(query)'")
        for suggestion in found {
            let length = suggestion.text.count
            fuzzCheck(suggestion.matchedRanges.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= length },
                      "a bold range outside '\(suggestion.text)'")
        }

        let needle = Array(TextFolding.fold(query).utf8)
        guard !needle.isEmpty else { return }
        let expected = ranking(needle, in: source, folded: folded, filter: filter)
        let got = found.map { "\($0.record):\($0.tier)" }
        fuzzCheck(got == expected, "'\(query)' ranked \(got), the rules say \(expected)")

        // Records chosen before move up within their tier; each is still in its own tier, once.
        // (Distinct keys, as the app remembers them: a key given twice is a known
        // issue, FuzzFindingsTests.aKeyRememberedTwiceIsSuggestedOnce.)
        let keys = ["2", "1"] + (source.recordCount > 2 ? [String(source.recordCount)] : [])
        let preferred = source.suggestions(for: query, column: "name", limit: limit, filter: filter, preferring: keys)
        fuzzCheck(Set(preferred.map(\.record)).count == preferred.count, "a preferred record twice for '\(query)'")
        fuzzCheck(preferred.count == found.count, "preferring changed how many results '\(query)' has")
        fuzzCheck(zip(preferred, preferred.dropFirst()).allSatisfy { $0.tier.rankedAs <= $1.tier.rankedAs }, "preferring broke the tier order")
        for suggestion in preferred {
            let tier = folded[suggestion.record].withUnsafeBufferPointer { text in
                needle.withUnsafeBufferPointer { TierRule.tier(of: $0, in: text) }
            }
            fuzzCheck(tier == suggestion.tier, "record \(suggestion.record) preferred for '\(query)' as \(suggestion.tier), the rule says \(String(describing: tier))")
        }
    }

    /// The rules the slow way: every record read, sorted by tier (an exact
    /// match ranked with the prefix matches), then weight (heaviest first),
    /// then folded length, then file order.
    static func ranking(_ needle: [UInt8], in source: DataSource, folded: [[UInt8]], filter: RecordFilter?) -> [String] {
        var found: [(tier: MatchTier, weight: Double, length: Int, record: Int)] = []
        for record in 0..<source.recordCount where filter?.contains(record) ?? true {
            let text = folded[record]
            let tier = text.withUnsafeBufferPointer { text in needle.withUnsafeBufferPointer { TierRule.tier(of: $0, in: text) } }
            guard let tier else { continue }
            found.append((tier, RecordWeight.parse(source.value(of: record, column: "weight")), text.count, record))
        }
        let group = { (tier: MatchTier) in tier == .exact ? MatchTier.prefix.rawValue : tier.rawValue }
        found.sort { (group($0.tier), -$0.weight, $0.length, $0.record) < (group($1.tier), -$1.weight, $1.length, $1.record) }
        return found.prefix(limit).map { "\($0.record):\($0.tier)" }
    }
}

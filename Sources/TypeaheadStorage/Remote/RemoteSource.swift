import Foundation
import TypeaheadEngine
import TypeaheadForms

/// A source answered by a server. It keeps every record the server has sent
/// this session in a table of its own that only grows, so a record is an
/// Int like a file's row and the form machine's lookups work unchanged.
/// Only records the server sent count as values of a strict field: a typed
/// text is confirmed once an answer held a record with that value.
public final class RemoteSource: RecordSource {
    public let name: String
    public let spec: RemoteSpec
    public let keyColumn: String?
    private let detailTemplate: DetailTemplate?
    private let state = Locked(Seen())

    struct Seen {
        var records: [[String: String]] = []
        var byKey: [String: Int] = [:]
    }

    /// The server as a person names it, after the form's source: "the cities server".
    public var title: String {
        // TRANSLATORS: %1$s is the name of a source in the form; said inside sentences ("No connection to the cities server").
        translated("the %1$s server", name)
    }

    public init(name: String, spec: RemoteSpec, keyColumn: String?, detail: String?) {
        self.name = name
        self.spec = spec
        self.keyColumn = keyColumn
        detailTemplate = detail.map(DetailTemplate.init)
    }

    public var recordCount: Int { state.withLock { $0.records.count } }

    /// Adds the records of an answer (a record seen before, by key, is
    /// updated in place) and returns their positions, in the server's order.
    public func add(_ records: [[String: String]]) -> [Int] {
        state.withLock { seen in
            records.map { record in
                let key = keyColumn.map { record[$0] ?? "" } ?? Self.wholeKey(record)
                if let known = seen.byKey[key] {
                    seen.records[known] = record
                    return known
                }
                seen.records.append(record)
                seen.byKey[key] = seen.records.count - 1
                return seen.records.count - 1
            }
        }
    }

    /// A record kept in a draft, put back without asking the server: its key
    /// and the values its fields held.
    public func adopt(key: String, values: [String: String]) -> Int {
        if let known = record(withKey: key) { return known }
        var record = values
        if let keyColumn { record[keyColumn] = key }
        return state.withLock { seen in
            seen.records.append(record)
            seen.byKey[key] = seen.records.count - 1
            return seen.records.count - 1
        }
    }

    /// Without a key column a record is known by all its members.
    static func wholeKey(_ record: [String: String]) -> String {
        record.keys.sorted().map { "\($0)=\(record[$0]!)" }.joined(separator: "\u{1}")
    }

    public func key(of record: Int) -> String {
        state.withLock { seen in
            guard seen.records.indices.contains(record) else { return "" }
            let values = seen.records[record]
            return keyColumn.map { values[$0] ?? "" } ?? Self.wholeKey(values)
        }
    }

    public func value(of record: Int, column: String) -> String {
        state.withLock { $0.records.indices.contains(record) ? $0.records[record][column] ?? "" : "" }
    }

    public func detail(of record: Int) -> String? {
        guard let detailTemplate else { return nil }
        let text = detailTemplate.render { value(of: record, column: $0) }
        return text.isEmpty ? nil : text
    }

    public func record(withKey key: String) -> Int? {
        state.withLock { $0.byKey[key] }
    }

    public func records(in column: String, equalTo text: String) -> [Int] {
        let folded = TextFolding.fold(text)
        return state.withLock { seen in
            seen.records.indices.filter { TextFolding.fold(seen.records[$0][column] ?? "") == folded }
        }
    }

    public func isIndexed(_ column: String) -> Bool { true }

    public func filter(_ constraints: [(column: String, value: String)]) -> RecordFilter {
        let folded = constraints.map { ($0.column, TextFolding.fold($0.value)) }
        return state.withLock { seen in
            let kept = seen.records.indices.filter { record in
                folded.allSatisfy { TextFolding.fold(seen.records[record][$0.0] ?? "") == $0.1 }
            }
            return RecordFilter(records: kept, recordCount: seen.records.count)
        }
    }

    /// The rows for an answer's records, in the server's order: the tier
    /// and bold ranges are worked out here, by the same rules as for files,
    /// so inline completion works the same; a record the rules do not find
    /// (the server matched it its own way) is shown as a near miss.
    public func suggestions(for records: [Int], query: String, column: String) -> [Suggestion] {
        let needle = Array(TextFolding.fold(query).utf8)
        return records.map { record in
            let text = value(of: record, column: column)
            let tier: MatchTier = needle.isEmpty ? .prefix : FoldedSpellings(text, spelling: .plain).tier(of: needle) ?? .typo
            return Suggestion(record: record, key: key(of: record), text: text, detail: detail(of: record), tier: tier,
                              matchedRanges: DataSource.matchedRanges(of: needle, in: text, tier: tier))
        }
    }

    /// The confirmed records whose value matches `query`, for "Did you
    /// mean" and a strict field's look-alikes: exact first, then prefix.
    public func seenSuggestions(for query: String, column: String, limit: Int) -> [Suggestion] {
        let folded = TextFolding.fold(query)
        let values = (0..<recordCount).map { ($0, TextFolding.fold(value(of: $0, column: column))) }
        let exact = values.filter { $0.1 == folded }.map(\.0)
        let prefix = values.filter { $0.1 != folded && $0.1.hasPrefix(folded) }.map(\.0)
        return Array(suggestions(for: exact + prefix, query: query, column: column).prefix(limit))
    }
}

extension Suggestion {
    /// A row that says why there is no answer ("Can't reach HOST", "HTTP
    /// 503"): the machine shows it as a notice, never as a value to take.
    public static func failure(_ message: String) -> Suggestion {
        Suggestion(record: -1, key: "", text: message, detail: nil, tier: .typo, matchedRanges: [])
    }

    /// The server could not be reached at all: the form also says so in its banner.
    public static func noConnection(_ message: String) -> Suggestion {
        Suggestion(record: -1, key: noConnectionKey, text: message, detail: nil, tier: .typo, matchedRanges: [])
    }

    public var isNoConnection: Bool { isFailure && key == Self.noConnectionKey }

    private static let noConnectionKey = "no connection"

    public var isFailure: Bool { record < 0 }
}

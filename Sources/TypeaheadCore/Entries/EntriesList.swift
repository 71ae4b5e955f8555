import Foundation

/// What the entries view shows: the table's rows in the order chosen,
/// narrowed to those matching the search. Each keystroke that only adds to
/// the search looks among the rows already shown, not the whole table.
public struct EntriesList: Sendable {
    public private(set) var table: EntryTable
    public private(set) var order: EntryOrder = .saved(newestFirst: true)
    public private(set) var query = EntryQuery("")
    /// Every row, in `order`.
    private var ordered: [Int32]
    /// The rows shown: `ordered`, narrowed by `query`.
    public private(set) var shown: [Int32]
    /// For each word of `query`, the values holding it (when found that
    /// way): the next keystroke looks among these, not all values.
    private var valuesHolding: [[UInt8]: [UInt64]] = [:]

    public init(table: EntryTable) {
        self.table = table
        ordered = table.rows(in: order)
        shown = ordered
    }

    public mutating func search(_ text: String) {
        let next = EntryQuery(text)
        guard next != query else { return }
        let candidates = next.narrows(query) ? shown : ordered
        if table.looksAtRows(candidates.count) {
            shown = table.rows(directlyMatching: next, among: candidates)
            valuesHolding = [:]
        } else {
            var found: [[UInt8]: [UInt64]] = [:]
            for word in next.words where found[word] == nil {
                // The values of the word one key shorter, or of another part of it.
                let wider = valuesHolding[word] ?? valuesHolding.filter { word.count > $0.key.count && word.contains($0.key) }
                    .max { $0.key.count < $1.key.count }?.value
                found[word] = valuesHolding[word] ?? table.values(holding: word, among: wider)
            }
            shown = table.rows(holding: next.words.map { found[$0]! }, among: candidates)
            valuesHolding = found
        }
        query = next
    }

    public mutating func sort(_ next: EntryOrder) {
        guard next != order else { return }
        order = next
        ordered = table.rows(in: next)
        shown = table.rows(matching: query, among: ordered)
        valuesHolding = [:]
    }

    /// The count under the list: "412 entries · 37 today", or while
    /// searching, "12 of 412 entries".
    public func countText(today start: Date) -> String {
        let total = table.count
        if !query.isEmpty { return "\(shown.count) of \(Self.entries(total))" }
        if total == 0 { return "No entries yet" }
        return "\(Self.entries(total)) · \(table.count(savedSince: start)) today"
    }

    private static func entries(_ count: Int) -> String {
        count == 1 ? "1 entry" : "\(count) entries"
    }
}

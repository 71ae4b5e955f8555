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

    public init(table: EntryTable) {
        self.table = table
        ordered = table.rows(in: order)
        shown = ordered
    }

    public mutating func search(_ text: String) {
        let next = EntryQuery(text)
        guard next != query else { return }
        let candidates = next.narrows(query) ? shown : ordered
        query = next
        shown = table.rows(matching: next, among: candidates)
    }

    public mutating func sort(_ next: EntryOrder) {
        guard next != order else { return }
        order = next
        ordered = table.rows(in: next)
        shown = table.rows(matching: query, among: ordered)
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

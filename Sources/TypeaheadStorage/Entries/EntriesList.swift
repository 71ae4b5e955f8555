import Foundation
import TypeaheadEngine

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
    /// Rows deleted in this window since the table was read: left out at
    /// once, while the deletion line is written.
    public private(set) var hidden: Set<Int32> = []

    public init(table: EntryTable) {
        self.table = table
        ordered = table.rows(in: order)
        shown = ordered
    }

    public mutating func search(_ text: String, unverifiedOnly: Bool = false) {
        let next = EntryQuery(text, unverifiedOnly: unverifiedOnly)
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
        leaveOutVerified()
    }

    /// Narrowed to the entries not verified, when the query asks.
    private mutating func leaveOutVerified() {
        guard query.unverifiedOnly else { return }
        shown.removeAll { table.isVerified(at: Int($0)) }
    }

    public mutating func sort(_ next: EntryOrder) {
        guard next != order else { return }
        order = next
        refill()
    }

    /// Leaves `row` out (deleted in this window).
    public mutating func hide(_ row: Int32) {
        guard hidden.insert(row).inserted else { return }
        ordered.removeAll { $0 == row }
        shown.removeAll { $0 == row }
    }

    /// Shows `row` again (its deletion undone).
    public mutating func unhide(_ row: Int32) {
        guard hidden.remove(row) != nil else { return }
        refill()
    }

    private mutating func refill() {
        ordered = table.rows(in: order)
        if !hidden.isEmpty { ordered.removeAll { hidden.contains($0) } }
        shown = table.rows(matching: query, among: ordered)
        valuesHolding = [:]
        leaveOutVerified()
    }

    /// Where the entry first saved at line `line` of the file is listed, if
    /// it is: a correction keeps its entry's first line, so the list can
    /// keep to an entry across reading the file again.
    public func position(ofEntryAtLine line: Int) -> Int? {
        shown.firstIndex { table.firstLineNumber(ofRow: Int($0)) == line }
    }

    /// The live entries: the table's, less those deleted here.
    public var total: Int { table.count - hidden.count }

    /// The count under the list: "412 entries · 37 today", or while
    /// searching, "12 of 412 entries".
    public func countText(today start: Date) -> String {
        if !query.isEmpty || total == 0 { return resultText }
        return summaryText(today: start, adding: 0)
    }

    /// Every live entry, and today's, whatever is searched, with `added`
    /// more saved today since the table was read (fewer, if negative).
    public func summaryText(today start: Date, adding added: Int) -> String {
        let hiddenToday = hidden.count { table.submitted(at: Int($0)) >= start }
        let all = total + added, ofToday = table.count(savedSince: start) - hiddenToday + added
        guard all > 0 else { return translated("No entries yet") }
        // TRANSLATORS: %1$d is how many entries the file holds, %2$d how many of them were saved today.
        return translatedPlural("%1$d entry · %2$d today", "%1$d entries · %2$d today", count: all, all, max(ofToday, 0))
    }

    /// What a search found, as a screen reader says it after each search:
    /// "12 of 412 entries", or "412 entries" with no search.
    public var resultText: String {
        if !query.isEmpty {
            // TRANSLATORS: what a search found: %1$d entries of the %2$d the file holds.
            return translatedPlural("%1$d of %2$d entry", "%1$d of %2$d entries", count: total, shown.count, total)
        }
        return total == 0 ? translated("No entries yet") : translatedPlural("%1$d entry", "%1$d entries", count: total, total)
    }
}

import TypeaheadEngine
import TypeaheadStorage

/// What the Statistics page shows of one day (issue 52): each keyer's
/// figures, the new entries of each hour for the chart, and a line that
/// sums the day up. Worked out here from `KeyerStatistics`; the page only
/// draws it.
public struct StatisticsViewState: Equatable, Sendable {
    public var day: String
    public var headings: [String]
    /// One row of cells per keyer, as the headings read.
    public var rows: [[String]]
    /// New entries in each hour of the day, 24 of them.
    public var hours: [Int]
    public var summary: String

    /// The day asked for, else the newest day with lines.
    public static func of(_ statistics: KeyerStatistics, day asked: String? = nil, words: Words) -> StatisticsViewState {
        let day = asked ?? statistics.rows.map(\.day).max() ?? ""
        let figures = statistics.rows.filter { $0.day == day }
        // TRANSLATORS: column headings of the Statistics page, each a word or two: a keyer, new entries, keys pressed, keys an hour, seconds an entry, keys the suggestions saved, corrections.
        let headings = [words.translated("Keyer"), words.translated("Entries"), words.translated("Keys"), words.translated("Keys/hour"),
                        words.translated("s/entry"), words.translated("Saved"), words.translated("Corrections")]
        let rows = figures.map { row in
            [row.keyer.isEmpty ? "—" : row.keyer, String(row.entries), String(row.keys), row.keysPerHour.map { String(Int($0.rounded())) } ?? "—",
             row.secondsPerEntry.map { String(Int($0.rounded())) } ?? "—", String(row.saved), String(row.corrections)]
        }
        let entries = figures.reduce(0) { $0 + $1.entries }
        // TRANSLATORS: the Statistics page's summary of a day: %1$d new entries, %2$s the day (2027-01-15).
        let summary = words.translatedPlural("%1$d entry on %2$s", "%1$d entries on %2$s", count: entries, entries, day)
        return StatisticsViewState(day: day, headings: headings, rows: rows,
                                   hours: statistics.entriesByHour[day] ?? Array(repeating: 0, count: 24), summary: summary)
    }
}

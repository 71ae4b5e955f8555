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
    /// Each row as a screen reader says it, every figure with its heading.
    public var spokenRows: [String] {
        rows.map { row in zip(headings, row).map { "\($0) \($1)" }.joined(separator: ", ") }
    }
    /// New entries in each hour of the day, 24 of them.
    public var hours: [Int]
    public var summary: String
    /// The chart in words, for a screen reader: the hours with entries.
    public var chartDescription: String
    /// The days with lines on either side, for the page's arrows.
    public var previousDay: String?
    public var nextDay: String?
    /// While the file is read; the page turns its spinner.
    public var isReading = false
    /// Why the file could not be read, at its line.
    public var problem: String?

    /// The day asked for, else the newest day with lines.
    public static func of(_ statistics: KeyerStatistics, day asked: String? = nil, words: Words) -> StatisticsViewState {
        let days = Set(statistics.rows.map(\.day)).sorted()
        let day = asked.flatMap { days.contains($0) ? $0 : nil } ?? days.last ?? ""
        let figures = statistics.rows.filter { $0.day == day }
        // TRANSLATORS: column headings of the Statistics page, each a word or two: a keyer, new entries, keys pressed, keys an hour, seconds an entry, keys the suggestions saved, corrections.
        let headings = [words.translated("Keyer"), words.translated("Entries"), words.translated("Keys"), words.translated("Keys/hour"),
                        words.translated("s/entry"), words.translated("Saved"), words.translated("Corrections"),
                        // TRANSLATORS: column headings of the Statistics page: entries this keyer verified, and the keying errors per 1,000 keys that verification found in this keyer's entries.
                        words.translated("Verified"), words.translated("Errors/1000")]
        let rows = figures.map { row in
            [row.keyer.isEmpty ? "—" : row.keyer, String(row.entries), String(row.keys), row.keysPerHour.map { String(Int($0.rounded())) } ?? "—",
             row.secondsPerEntry.map { String(Int($0.rounded())) } ?? "—", String(row.saved), String(row.corrections),
             String(row.verifications), row.errorsPerThousandKeys.map(EntryKeying.hundredths) ?? "—"]
        }
        let entries = figures.reduce(0) { $0 + $1.entries }
        let hours = statistics.entriesByHour[day] ?? Array(repeating: 0, count: 24)
        let position = days.firstIndex(of: day)
        return StatisticsViewState(
            day: day, headings: headings, rows: rows, hours: hours,
            summary: day.isEmpty
                // TRANSLATORS: the Statistics page when no entry has been saved yet.
                ? words.translated("No entries saved yet")
                // TRANSLATORS: the Statistics page's summary of a day: %1$d new entries, %2$s the day (2027-01-15).
                : words.translatedPlural("%1$d entry on %2$s", "%1$d entries on %2$s", count: entries, entries, day),
            chartDescription: chartDescription(hours, words: words),
            previousDay: position.flatMap { $0 > 0 ? days[$0 - 1] : nil },
            nextDay: position.flatMap { $0 + 1 < days.count ? days[$0 + 1] : nil })
    }

    /// "Entries per hour: 8:00, 1; 9:00, 1" (only the hours with entries).
    private static func chartDescription(_ hours: [Int], words: Words) -> String {
        let busy = hours.enumerated().filter { $0.element > 0 }
            // TRANSLATORS: one hour of the Statistics chart, read by a screen reader: %1$d the hour (0-23), %2$d its new entries.
            .map { words.translated("%1$d:00, %2$d", $0.offset, $0.element) }
        // TRANSLATORS: the Statistics chart, read by a screen reader: %1$s the hours with their entries, each like "9:00, 12".
        return busy.isEmpty ? words.translated("Entries per hour: none") : words.translated("Entries per hour: %1$s", busy.joined(separator: "; "))
    }
}

import Foundation
import TypeaheadEngine

/// The operator statistics of an entries file (`typeahead stats`): one
/// row of figures per keyer and day, from every line as it was saved (the
/// lines are the log: a correction or a deletion counts for whoever made
/// it, on the day they made it).
public struct KeyerStatistics: Sendable {
    /// By keyer, then day.
    public private(set) var rows: [KeyerDayFigures] = []
    /// New entries saved in each hour of each day (by day, 24 counts),
    /// all keyers together: the chart of a day's work.
    public private(set) var entriesByHour: [String: [Int]] = [:]

    /// Reads `path` once from start to end; a line Typeahead writes is
    /// scanned in place, any other read in full. A line that cannot be
    /// read is refused at its line, as the entries view refuses it.
    public static func read(path: String, timeZone: TimeZone = .current) throws(LoadError) -> KeyerStatistics {
        // A form with nothing saved yet has no file, and no figures.
        guard FileManager.default.fileExists(atPath: path) else { return KeyerStatistics() }
        var byKeyerAndDay: [String: [Int64: KeyerDayFigures]] = [:]
        let reader = EntryFileReader(path: path)
        var scanned = ScannedEntryLine()
        var days = LocalDays(timeZone: timeZone)
        var hours: [Int64: [Int]] = [:]
        func figures(_ keyer: String, _ seconds: Int64, isNew: Bool = false, _ change: (inout KeyerDayFigures) -> Void) {
            let day = days.day(of: seconds)
            if isNew { hours[day, default: Array(repeating: 0, count: 24)][days.hour(of: seconds)] += 1 }
            change(&byKeyerAndDay[keyer, default: [:]][day, default: KeyerDayFigures(keyer: keyer, day: days.text(of: day))])
        }
        try EntryFileLines.forEach(path: path) { bytes, place throws(LoadError) in
            if EntryLineScanner.scan(bytes, into: &scanned), let submitted = scanned.submitted,
               let seconds = EntryTimestamp.seconds(bytes[submitted]) {
                let keyer = scanned.enteredBy.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
                let kind = scanned.deletes != nil ? 2 : scanned.supersedes != nil ? 1 : 0
                let keying = scanned.keying
                figures(keyer, seconds, isNew: kind == 0) { $0.count(kind: kind, keying: keying) }
                return
            }
            switch try reader.line(bytes, number: Int(place.number)) {
            case .entry(let entry, _):
                let seconds = Int64(entry.submitted.timeIntervalSince1970)
                figures(entry.enteredBy ?? "", seconds, isNew: entry.supersedes == nil) {
                    $0.count(kind: entry.supersedes == nil ? 0 : 1, keying: entry.keying)
                }
            case .deletion(let deletion, _):
                figures(deletion.enteredBy ?? "", Int64(deletion.submitted.timeIntervalSince1970)) { $0.count(kind: 2, keying: nil) }
            }
        }
        var statistics = KeyerStatistics()
        statistics.entriesByHour = Dictionary(uniqueKeysWithValues: hours.map { (days.text(of: $0.key), $0.value) })
        for keyer in byKeyerAndDay.keys.sorted() {
            statistics.rows += byKeyerAndDay[keyer]!.keys.sorted().map { byKeyerAndDay[keyer]![$0]! }
        }
        return statistics
    }

    /// The CSV header; the error rate waits for verification (issue 52).
    public static let csvHeader = "keyer,day,entries,keystrokes,keystrokes_per_hour,seconds_per_entry,keystrokes_saved,suggestions_taken,corrections,deletions"

    /// RFC 4180, one row per keyer and day, figures to a tenth.
    public var csv: String {
        var output: [UInt8] = Array((Self.csvHeader + "\r\n").utf8)
        for row in rows {
            CSVCell.append(row.keyer, to: &output)
            let figures = [row.day, String(row.entries), String(row.keys), row.keysPerHour.map(Self.tenths) ?? "",
                           row.secondsPerEntry.map(Self.tenths) ?? "", String(row.saved), String(row.accepted),
                           String(row.corrections), String(row.deletions)]
            output += Array(("," + figures.joined(separator: ",") + "\r\n").utf8)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// For a person: the columns lined up under translated headings.
    public var table: String {
        // TRANSLATORS: column headings of `typeahead stats`, each a word or two: a keyer, a day, new entries, keys pressed, keys an hour, seconds an entry, keys the suggestions saved, suggestions taken, corrections, deletions.
        let headings = [translated("Keyer"), translated("Day"), translated("Entries"), translated("Keys"), translated("Keys/hour"),
                        translated("s/entry"), translated("Saved"), translated("Taken"), translated("Corrections"), translated("Deletions")]
        let lines = [headings] + rows.map { row in
            [row.keyer.isEmpty ? "—" : row.keyer, row.day, String(row.entries), String(row.keys), row.keysPerHour.map(Self.tenths) ?? "—",
             row.secondsPerEntry.map(Self.tenths) ?? "—", String(row.saved), String(row.accepted), String(row.corrections), String(row.deletions)]
        }
        let widths = headings.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { cells in
            cells.indices.map { column in
                let pad = String(repeating: " ", count: widths[column] - cells[column].count)
                // Names and days to the left, figures to the right.
                return column < 2 ? cells[column] + pad : pad + cells[column]
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }

    static func tenths(_ value: Double) -> String {
        EntryKeying.tenths(value)
    }
}

extension KeyerDayFigures {
    /// Counts one line: 0 a new entry, 1 a correction, 2 a deletion.
    mutating func count(kind: Int, keying: EntryKeying?) {
        switch kind {
        case 0: entries += 1
        case 1: corrections += 1
        default: deletions += 1
        }
        if let keying { add(keying) }
    }
}

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

    /// No lines: no figures.
    public init() {}

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
        /// Counts one line for its keyer's day, and a new entry in its hour.
        func count(_ kind: KeyerDayFigures.LineKind, by keyer: String, at seconds: Int64, keying: EntryKeying?) {
            let day = days.day(of: seconds)
            if kind == .entry { hours[day, default: Array(repeating: 0, count: 24)][days.hour(of: seconds)] += 1 }
            byKeyerAndDay[keyer, default: [:]][day, default: KeyerDayFigures(keyer: keyer, day: days.text(of: day))].count(kind, keying: keying)
        }
        try EntryFileLines.forEach(path: path) { bytes, place throws(LoadError) in
            if EntryLineScanner.scan(bytes, into: &scanned), let submitted = scanned.submitted,
               let seconds = EntryTimestamp.seconds(bytes[submitted]) {
                let keyer = scanned.enteredBy.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
                count(scanned.deletes != nil ? .deletion : scanned.supersedes != nil ? .correction : .entry, by: keyer, at: seconds,
                      keying: scanned.keying)
                return
            }
            switch try reader.line(bytes, number: Int(place.number)) {
            case .entry(let entry, _):
                let seconds = Int64(entry.submitted.timeIntervalSince1970)
                if let verification = entry.verification {
                    // The first keyer's errors count on the day they are found.
                    byKeyerAndDay[verification.keyer, default: [:]][days.day(of: seconds),
                        default: KeyerDayFigures(keyer: verification.keyer, day: days.text(of: days.day(of: seconds)))].add(verification)
                }
                count(entry.verification != nil ? .verification : entry.supersedes == nil ? .entry : .correction,
                      by: entry.enteredBy ?? "", at: seconds, keying: entry.keying)
            case .deletion(let deletion, _):
                count(.deletion, by: deletion.enteredBy ?? "", at: Int64(deletion.submitted.timeIntervalSince1970), keying: nil)
            }
        }
        var statistics = KeyerStatistics()
        statistics.entriesByHour = Dictionary(uniqueKeysWithValues: hours.map { (days.text(of: $0.key), $0.value) })
        for keyer in byKeyerAndDay.keys.sorted() {
            statistics.rows += byKeyerAndDay[keyer]!.keys.sorted().map { byKeyerAndDay[keyer]![$0]! }
        }
        return statistics
    }

    /// The CSV header: CSPro's operator statistics, and verification's
    /// figures (entries verified, the keystrokes of this keyer's entries
    /// that were verified, the errors found in them, and their rate).
    public static let csvHeader = "keyer,day,entries,keystrokes,keystrokes_per_hour,seconds_per_entry,keystrokes_saved,suggestions_taken,corrections,deletions,verifications,verified_keystrokes,keying_errors,errors_per_1000_keystrokes"

    /// RFC 4180, one row per keyer and day, figures to a tenth.
    public var csv: String {
        var output: [UInt8] = Array((Self.csvHeader + "\r\n").utf8)
        for row in rows {
            CSVCell.append(row.keyer, to: &output)
            let figures = [row.day, String(row.entries), String(row.keys), row.keysPerHour.map(EntryKeying.tenths) ?? "",
                           row.secondsPerEntry.map(EntryKeying.tenths) ?? "", String(row.saved), String(row.accepted),
                           String(row.corrections), String(row.deletions), String(row.verifications), String(row.verifiedKeys),
                           String(row.keyingErrors), row.errorsPerThousandKeys.map(EntryKeying.hundredths) ?? ""]
            output += Array(("," + figures.joined(separator: ",") + "\r\n").utf8)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// For a person: the columns lined up under translated headings.
    public var table: String {
        // TRANSLATORS: column headings of `typeahead stats`, each a word or two: a keyer, a day, new entries, keys pressed, keys an hour, seconds an entry, keys the suggestions saved, suggestions taken, corrections, deletions.
        var headings = [translated("Keyer"), translated("Day"), translated("Entries"), translated("Keys"), translated("Keys/hour"),
                        translated("s/entry"), translated("Saved"), translated("Taken"), translated("Corrections"), translated("Deletions")]
        // TRANSLATORS: column headings of `typeahead stats`: entries this keyer verified, and the keying errors per 1,000 keys that verification found in this keyer's entries.
        headings += [translated("Verified"), translated("Errors/1000")]
        let lines = [headings] + rows.map { row in
            [row.keyer.isEmpty ? "—" : row.keyer, row.day, String(row.entries), String(row.keys), row.keysPerHour.map(EntryKeying.tenths) ?? "—",
             row.secondsPerEntry.map(EntryKeying.tenths) ?? "—", String(row.saved), String(row.accepted), String(row.corrections), String(row.deletions),
             String(row.verifications), row.errorsPerThousandKeys.map(EntryKeying.hundredths) ?? "—"]
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

}

extension KeyerDayFigures {
    /// What a line is, for the count.
    enum LineKind {
        case entry, correction, deletion, verification
    }

    /// Counts one line, and how it was keyed when it says.
    mutating func count(_ kind: LineKind, keying: EntryKeying?) {
        switch kind {
        case .entry: entries += 1
        case .correction: corrections += 1
        case .deletion: deletions += 1
        case .verification: verifications += 1
        }
        if let keying { add(keying) }
    }
}

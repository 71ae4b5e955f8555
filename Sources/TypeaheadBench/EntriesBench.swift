import ArgumentParser
import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// Times what a clerk does with a large entries file, as the entries view
/// does it: open the file and read the first screenful of rows, then search
/// it keystroke by keystroke.
struct EntriesBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entries",
        abstract: "Times opening and searching an entries file.")

    @Option(help: "The entries file (JSON Lines, as Typeahead saves them).") var entries: String
    @Option(help: "Entries whose fields are typed as searches, spread through the file.") var searches = 100
    @Option(help: "Characters typed of each search.") var typed = 8
    @Option(help: "Type only this search.") var probe = ""
    @Option(help: "Print the slowest keystrokes, each with the search it made.") var slowest = 0

    func run() throws {
        // As the view opens: the newest rows from the end of the file and
        // their first screenful shown, then the whole file read.
        let openStart = ContinuousClock.now
        var list: EntriesList
        let firstRowsTime: Duration
        do {
            let newest = try EntryTable.readNewest(path: entries, wanted: Self.screenful)
            if let newest { try Self.readScreenful(of: EntriesList(table: newest)) }
            firstRowsTime = ContinuousClock.now - openStart
            list = EntriesList(table: try EntryTable.read(path: entries))
            if newest == nil { try Self.readScreenful(of: list) }
        } catch {
            throw ValidationError(error.description)
        }
        let openTime = ContinuousClock.now - openStart

        let queries = try probe.isEmpty ? sampleSearches(list) : Array(repeating: probe, count: 5)
        var timed: [(search: String, milliseconds: Double)] = []
        for query in queries {
            for length in 1...query.count {
                let search = String(query.prefix(length))
                let start = ContinuousClock.now
                list.search(search)
                timed.append((search, BenchFigures.milliseconds(ContinuousClock.now - start)))
            }
            list.search("")
        }
        timed.sort { $0.milliseconds < $1.milliseconds }
        for (search, milliseconds) in timed.suffix(slowest).reversed() {
            print("slow: \(BenchFigures.format(milliseconds)) ms \"\(search)\"")
        }
        let keystrokes = timed.map(\.milliseconds)
        print(JSONText.object([
            ("entries", String(list.table.count)),
            ("first_rows_ms", BenchFigures.format(BenchFigures.milliseconds(firstRowsTime))),
            ("all_rows_ms", BenchFigures.format(BenchFigures.milliseconds(openTime))),
            ("keystrokes", String(keystrokes.count)),
            ("keystroke_p50_ms", BenchFigures.format(BenchFigures.percentile(0.5, ofSorted: keystrokes))),
            ("keystroke_p99_ms", BenchFigures.format(BenchFigures.percentile(0.99, ofSorted: keystrokes))),
            ("keystroke_max_ms", BenchFigures.format(keystrokes.last ?? 0)),
            ("rss_mb", BenchFigures.format(BenchFigures.residentMegabytes())),
            ("peak_rss_mb", BenchFigures.format(BenchFigures.peakResidentMegabytes())),
        ]))
    }

    static let screenful = 60

    /// A window's first rows, as the view reads them to show them.
    static func readScreenful(of list: EntriesList) throws(LoadError) {
        for row in list.shown.prefix(screenful) { _ = try list.table.entry(at: Int(row)) }
    }

    /// The first `typed` characters of one field of entries spread evenly
    /// through the file, a different field each time.
    private func sampleSearches(_ list: EntriesList) throws -> [String] {
        let table = list.table
        guard table.count > 0, !table.columns.isEmpty else { return [] }
        let step = max(table.count / max(searches, 1), 1)
        var queries: [String] = []
        for (number, row) in stride(from: 0, to: table.count, by: step).enumerated() {
            let entry = try table.entry(at: row)
            let values = entry.values.filter { !$0.text.isEmpty }
            guard !values.isEmpty else { continue }
            queries.append(String(values[number % values.count].text.prefix(typed)))
        }
        return queries
    }
}

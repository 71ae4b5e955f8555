import ArgumentParser
import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// Times the duplicate check a save makes (issue 52) as the window makes
/// it: the entries file read once, then before each save the lines
/// appended since and the identity looked up (and, for a duplicate, the
/// line of the entry that has it read). Each save appends its line first,
/// untimed, as the window's own save would; half of them repeat an
/// identity the file has.
struct IdentityBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "identity",
        abstract: "Times the duplicate check at save over an entries file.")

    @Option(help: "The entries file (JSON Lines, as Typeahead saves them).") var entries: String
    @Option(help: "The field that identifies an entry.") var field = "traveller"
    @Option(help: "Saves checked.") var saves = 200

    func run() throws {
        let index = EntryIdentityIndex(path: entries, fieldIDs: [field])
        let readStart = ContinuousClock.now
        index.prepare()
        let readTime = ContinuousClock.now - readStart
        let indexMegabytes = BenchFigures.residentMegabytes()
        let known = try sampledValues()
        guard let appending = FileHandle(forWritingAtPath: entries) else { throw ValidationError("cannot append to \(entries)") }
        defer { try? appending.close() }
        var checks: [Double] = []
        var duplicates = 0
        for save in 0..<saves {
            let value = save % 2 == 0 && !known.isEmpty ? known[save / 2 % known.count] : "Bench Traveller \(save)"
            let start = ContinuousClock.now
            if index.holder(of: [value]) != nil { duplicates += 1 }
            checks.append(BenchFigures.milliseconds(ContinuousClock.now - start))
            // The save itself, after the check, untimed.
            let line = Submission(id: .make(at: Date()), submitted: Date(), values: [(field, value)], records: [])
            try appending.seekToEnd()
            appending.write(Data((line.jsonLine + "\n").utf8))
        }
        checks.sort()
        print(JSONText.object([
            ("read_ms", BenchFigures.format(BenchFigures.milliseconds(readTime))),
            ("checks", String(checks.count)),
            ("duplicates_found", String(duplicates)),
            ("check_p50_ms", BenchFigures.format(BenchFigures.percentile(0.5, ofSorted: checks))),
            ("check_p99_ms", BenchFigures.format(BenchFigures.percentile(0.99, ofSorted: checks))),
            ("check_max_ms", BenchFigures.format(checks.last ?? 0)),
            // Before the bench reads its sample of values, beside the index.
            ("rss_after_read_mb", BenchFigures.format(indexMegabytes)),
        ]))
    }

    /// Values of `field` spread through the file, read as the entries view reads them.
    private func sampledValues() throws -> [String] {
        let table: EntryTable
        do { table = try EntryTable.read(path: entries, columns: [field], searchable: false) } catch { throw ValidationError(error.description) }
        let step = max(table.count / 100, 1)
        return try stride(from: 0, to: table.count, by: step).compactMap { row in
            try table.entry(at: row).values.first { $0.id == field }?.text
        }
    }
}

import ArgumentParser
import Foundation
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Loads and indexes a data file, then times each query alone, as one
/// keystroke's suggestion work in the app (ranking and highlights included).
struct SuggestionBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggestions",
        abstract: "Times Typeahead's suggestion engine one query at a time.")

    @Option(help: "The data file (.csv, .tsv, .json, .jsonl).") var data: String
    @Option(help: "The column to search.") var column: String
    @Option(help: "The key column (default: row number).") var key: String?
    @Option(help: "The weight column (higher ranks first).") var weight: String?
    @Option(help: "One query per line (default: prefixes of sampled values).") var queries: String?
    @Option(help: "Results per query.") var limit = 10
    @Option(help: "Write one JSON line per query with the ranked keys.") var results: String?
    @Option(help: ArgumentHelp("Narrow every query to records whose column equals a value (repeatable).",
                               valueName: "column=value"))
    var filter: [String] = []
    @Option(help: ArgumentHelp("Before timing, change this many rows as a PostgreSQL source's feed does (half renamed, half added; needs --key).",
                               valueName: "rows"))
    var changed = 0
    @Option(help: ArgumentHelp("The typist's languages, best first, as LANGUAGE lists them (de: values also match with ä ö ü written out).",
                               valueName: "list"))
    var languages = ""
    @Flag(help: "Time the form's whole path (FormMachine.suggestions): words after a name read as qualifiers, look-alikes told apart.")
    var formPath = false

    func run() throws {
        let loadStart = ContinuousClock.now
        let table: DataTable
        do {
            table = try DataFileLoader.load(path: data)
        } catch {
            throw ValidationError(error.description)
        }
        let loadTime = ContinuousClock.now - loadStart
        let constraints = try filter.map(Self.constraint)
        for name in [column, key, weight].compactMap({ $0 }) + constraints.map(\.column) where table.columnIndex(name) == nil {
            throw ValidationError("\(data) has no column '\(name)' (columns: \(table.columns.joined(separator: ", ")))")
        }

        let buildStart = ContinuousClock.now
        let source = DataSource(name: "bench", table: table, keyColumn: key, weightColumn: weight,
                                detail: nil, searchColumns: Set([column] + constraints.map(\.column)),
                                spelling: SpellingRules(languages: languages.split(separator: ":").map(String.init)))
        source.buildIndexes()
        // As in the app, a filter and its narrowed index are made once when
        // the constraints change, not on every keystroke: counted as build.
        let recordFilter = constraints.isEmpty ? nil : source.filter(constraints)
        if let recordFilter { source.prepare(recordFilter, in: column) }
        let buildTime = ContinuousClock.now - buildStart
        let changeTime = try change(source, table: table)

        let queryList = try queries.map(Self.readQueries) ?? Self.sampleQueries(table, column: column)
        // The form's path asks for two pages of rows (`FieldSpec.suggestionLimit`).
        var field = FieldSpec(id: column, label: column, source: "bench", column: column)
        field.maxRows = max(limit / 2, 1)
        let narrowing = Dictionary(constraints.map { ($0.column, $0.value) }, uniquingKeysWith: { first, _ in first })
        var durations: [Duration] = []
        durations.reserveCapacity(queryList.count)
        var output: [String] = []
        for query in queryList {
            let start = ContinuousClock.now
            let found = formPath
                ? FormMachine.suggestions(for: field, query: query, narrowing: narrowing, in: ["bench": source])
                : source.suggestions(for: query, column: column, limit: limit, filter: recordFilter)
            durations.append(ContinuousClock.now - start)
            if results != nil {
                output.append(JSONText.object([
                    ("query", JSONText.quoted(query)),
                    ("keys", "[" + found.map { JSONText.quoted($0.key) }.joined(separator: ", ") + "]"),
                ]))
            }
        }
        if let results {
            try (output.joined(separator: "\n") + "\n").write(toFile: results, atomically: true, encoding: .utf8)
        }

        let micros = durations.map { Double($0.components.attoseconds) / 1e12 + Double($0.components.seconds) * 1e6 }.sorted()
        func percentile(_ p: Double) -> Double { BenchFigures.percentile(p, ofSorted: micros) }
        let summary: [(String, String)] = [
            ("records", String(table.rowCount)),
            ("queries", String(micros.count)),
            ("load_ms", BenchFigures.format(BenchFigures.milliseconds(loadTime))),
            ("build_ms", BenchFigures.format(BenchFigures.milliseconds(buildTime))),
            ("changed", String(changed)),
            ("change_ms", BenchFigures.format(BenchFigures.milliseconds(changeTime))),
            ("p50_us", BenchFigures.format(percentile(0.50))),
            ("p99_us", BenchFigures.format(percentile(0.99))),
            ("max_us", BenchFigures.format(micros.last ?? 0)),
            ("rss_mb", BenchFigures.format(BenchFigures.residentMegabytes())),
        ]
        print(JSONText.object(summary))
    }

    /// Changes `changed` rows spread through the table, as live updates do:
    /// every other one renamed (its value and a word more, under its key),
    /// the rest added (a copy under a new key, heavier). Times `apply`.
    func change(_ source: DataSource, table: DataTable) throws -> Duration {
        guard changed > 0 else { return .zero }
        guard let key, let keyIndex = table.columnIndex(key), let position = table.columnIndex(column) else {
            throw ValidationError("--changed needs --key")
        }
        let stride = max(table.rowCount / changed, 1)
        let changes = (0..<min(changed, table.rowCount)).map { index in
            let row = index * stride
            var values = Dictionary(uniqueKeysWithValues: table.columns.enumerated().map { ($0.element, table[row, $0.offset]) })
            values[column] = table[row, position] + (index % 2 == 0 ? " Nord" : " Neu")
            if index % 2 == 1 {
                values[key] = "live-\(index)"
                if let weight { values[weight] = "99999999" }
            }
            return LiveRowChange(key: index % 2 == 0 ? table[row, keyIndex] : "live-\(index)", values: values)
        }
        let start = ContinuousClock.now
        source.apply(changes)
        return ContinuousClock.now - start
    }

    static func constraint(_ text: String) throws -> (column: String, value: String) {
        guard let equals = text.firstIndex(of: "=") else {
            throw ValidationError("--filter '\(text)' is not column=value")
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    static func readQueries(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Without a queries file: every prefix (1 to 10 characters) of 300
    /// values spread evenly through the file, as a person would type them.
    static func sampleQueries(_ table: DataTable, column: String) -> [String] {
        guard let index = table.columnIndex(column), !table.rows.isEmpty else { return [] }
        let stride = max(table.rowCount / 300, 1)
        var queries: [String] = []
        for row in Swift.stride(from: 0, to: table.rowCount, by: stride) {
            let value = Array(table[row, index])
            for length in 1...max(1, min(value.count, 10)) where !value.isEmpty {
                queries.append(String(value[0..<length]))
            }
        }
        return queries
    }
}

import ArgumentParser
import Foundation
import TypeaheadCore

/// Keys a batch of records from a seeded "paper" list into a clinic form
/// (clerk, city, country looked up from it, note) over the bundled cities,
/// once for each keyer and keying mode, and counts what a supervisor
/// counts: keystrokes, stops, and wrong cities saved.
struct KeyingBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keying",
        abstract: "Keys a seeded paper batch heads-down and attentively; counts keystrokes and wrong picks saved.")

    @Option(help: "The folder with cities.tsv and countries.tsv.") var data = "data"
    @Option(help: "Records on the paper.") var records = 200
    @Option(help: "The paper's seed.") var seed: UInt64 = 48
    @Option(help: "The form's keying modes to run: attentive, heads-down, or both.") var modes = "both"
    @Flag(help: "Name each wrong city saved, on standard error.") var verbose = false

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typeahead-keying-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["cities.tsv", "countries.tsv"] {
            try FileManager.default.copyItem(atPath: "\(data)/\(file)", toPath: folder.appendingPathComponent(file).path)
        }
        let wanted = modes == "both" ? ["attentive", "heads-down"] : [modes]
        var paper: [PaperRecord]?
        for mode in wanted {
            for rule in KeyerRule.allCases {
                let path = folder.appendingPathComponent("clinic-\(mode).form.json").path
                try Self.form(keying: mode).write(toFile: path, atomically: true, encoding: .utf8)
                let loaded = try LoadedForm.load(formPath: path)
                if paper == nil, let cities = loaded.sources["cities"] {
                    paper = PaperRecord.batch(of: records, from: cities, column: "name", seed: seed)
                }
                let line = MainActor.assumeIsolated { Self.key(paper ?? [], into: loaded, rule: rule, mode: mode, verbose: verbose) }
                print(line)
            }
        }
    }

    /// One keyer through the whole batch; the summary as one JSON line.
    @MainActor
    static func key(_ paper: [PaperRecord], into loaded: LoadedForm, rule: KeyerRule, mode: String, verbose: Bool) -> String {
        let form = HeadlessForm(loaded)
        let keyer = Keyer(rule: rule, form: form)
        var keystrokes = 0, stops = 0, saved = 0, wrong = 0
        for (index, record) in paper.enumerated() {
            let keyed = keyer.key(record, clerk: index == 0 ? "AB" : "")
            keystrokes += keyed.keystrokes
            stops += keyed.stops
            saved += keyed.saved ? 1 : 0
            wrong += keyed.wrongCity ? 1 : 0
            if verbose, keyed.wrongCity {
                let savedCity = form.saved.last?.values.first { $0.id == "city" }?.text ?? "-"
                FileHandle.standardError.write(Data("\(mode)/\(rule.rawValue): paper \(record.name) (\(record.detail), \(record.cityKey)), saved \(savedCity) \(form.saved.last?.records.first { $0.id == "city" }?.key ?? "-")\n".utf8))
            }
        }
        // Everything typed out in full, each field ended with Return.
        let typedOut = 3 + paper.reduce(0) { $0 + $1.name.count + 1 + 1 + $1.note.count + 1 }
        let perRecord = Double(keystrokes) / Double(max(paper.count, 1))
        return #"{"form": "\#(mode)", "keyer": "\#(rule.rawValue)", "records": \#(paper.count), "saved": \#(saved), "#
            + #""wrong_picks_saved": \#(wrong), "stops": \#(stops), "keystrokes": \#(keystrokes), "#
            + #""keystrokes_per_record": \#(String(format: "%.2f", perRecord)), "#
            + #""keystrokes_saved": \#(String(format: "%.3f", 1 - Double(keystrokes) / Double(typedOut)))}"#
    }

    /// The clinic form, keyed `keying` ("attentive" is the default, written
    /// as no `keying` at all, as forms before the option were).
    static func form(keying: String) -> String {
        let mode = keying == "attentive" ? "" : #""keying": "\#(keying)","#
        return """
            {
              "title": "Clinic", \(mode)
              "sources": {
                "cities": { "file": "cities.tsv", "key": "geonameid", "weight": "population", "detail": "{region}, {country}" },
                "countries": { "file": "countries.tsv", "key": "code" }
              },
              "fields": [
                { "id": "clerk", "label": "Clerk", "sticky": true },
                { "id": "city", "label": "City", "source": "cities", "column": "name", "strict": true },
                { "id": "country", "label": "Country", "source": "countries", "column": "name",
                  "lookup": { "from": "city", "column": "country_code", "match": "code" } },
                { "id": "note", "label": "Note" }
              ]
            }
            """
    }
}

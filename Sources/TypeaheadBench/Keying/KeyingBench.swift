import ArgumentParser
import Foundation
import TypeaheadCore
import TypeaheadStorage
import TypeaheadForms

/// Keys a batch of records from a seeded "paper" list into the clinic form
/// (data/clinic.form.json: clerk, city, its country looked up, note),
/// once for each keyer and keying mode, and counts what a supervisor
/// counts: keystrokes, stops, and wrong cities saved.
struct KeyingBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keying",
        abstract: "Keys a seeded paper batch heads-down and attentively; counts keystrokes and wrong picks saved.")

    @Option(help: "The form keyed (its keying is set by --modes).") var form = "data/clinic.form.json"
    @Option(help: "Records on the paper.") var records = 200
    @Option(help: "The paper's seed.") var seed: UInt64 = 48
    @Option(help: "The form's keying modes to run: attentive, heads-down, or both.") var modes = "both"
    @Flag(inversion: .prefixedNo, help: "Return passes over a field a record filled (default: as the form says).")
    var skipFilled: Bool?
    @Flag(help: "Name each wrong city saved, on standard error.") var verbose = false

    func run() throws {
        let loaded = try LoadedForm.load(formPath: form)
        guard let cities = loaded.sources["cities"] else { throw ValidationError("\(form) has no source 'cities'") }
        let paper = PaperRecord.batch(of: records, from: cities, column: "name", seed: seed)
        guard modes == "both" || Keying(rawValue: modes) != nil else {
            throw ValidationError("--modes is attentive, heads-down or both")
        }
        for keying in Keying.allCases where modes == "both" || keying.rawValue == modes {
            var spec = loaded.spec
            spec.keying = keying
            if let skipFilled { spec.skipsFilled = skipFilled }
            for rule in KeyerRule.allCases {
                // A fresh machine each time (no order learned from another run); the indexes are shared.
                let keyed = LoadedForm(spec: spec, sources: loaded.sources)
                print(MainActor.assumeIsolated { Self.key(paper, into: keyed, rule: rule, mode: keying.rawValue, verbose: verbose) })
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
}

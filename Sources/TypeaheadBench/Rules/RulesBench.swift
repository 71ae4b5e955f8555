import ArgumentParser
import Foundation
import TypeaheadCore
import TypeaheadStorage

/// Keys a census-like form (`CensusForm`: 300 fields by default, with chains
/// of relevance and calculation) through the session as the app does, and
/// times every key from the moment it is sent until the form's state is
/// decided again: the rules recomputed, the fields after it asked or
/// skipped, the view state drawn up. Painting is not in it.
struct RulesBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Times a key on a census-like form of many fields with skip logic and calculations.")

    @Option(help: "People on the form (ten fields each).") var people = 30
    @Option(help: "Entries keyed.") var entries = 20
    @Option(help: "The paper's seed.") var seed: UInt64 = 51
    @Option(help: "Also write the form to this file.") var writeForm: String?

    func run() throws {
        let path = writeForm ?? NSTemporaryDirectory() + "/typeahead-census-\(getpid()).form.json"
        try CensusForm.json(people: people).write(toFile: path, atomically: true, encoding: .utf8)
        defer { if writeForm == nil { try? FileManager.default.removeItem(atPath: path) } }
        let clock = ContinuousClock()
        var loaded: LoadedForm?
        let openTime = try clock.measure {
            loaded = try LoadedForm.load(formPath: path)
            _ = try FormRules(loaded!.spec)
        }
        let figures = try MainActor.assumeIsolated { try Self.key(loaded!, entries: entries, seed: seed) }
        let sorted = figures.keys.sorted()
        print(#"{"fields": \#(loaded!.spec.fields.count), "entries_saved": \#(figures.saved), "keys": \#(sorted.count), "#
            + #""open_ms": \#(BenchFigures.format(BenchFigures.milliseconds(openTime))), "#
            + #""key_ms_p50": \#(String(format: "%.3f", BenchFigures.percentile(0.5, ofSorted: sorted))), "#
            + #""key_ms_p99": \#(String(format: "%.3f", BenchFigures.percentile(0.99, ofSorted: sorted))), "#
            + #""key_ms_max": \#(String(format: "%.3f", sorted.last ?? 0))}"#)
    }

    /// Keys `entries` people's answers, drawn from `seed`, each field
    /// ended with Return; Return on the last field asked saves.
    @MainActor
    static func key(_ loaded: LoadedForm, entries: Int, seed: UInt64) throws -> (keys: [Double], saved: Int) {
        let form = HeadlessForm(loaded)
        var random = SplitMix64(seed: seed)
        var keys: [Double] = []
        let clock = ContinuousClock()
        func timed(_ work: () -> Void) { keys.append(BenchFigures.milliseconds(clock.measure(work))) }
        var household: [Substring: CensusAnswers] = [:]
        var steps = 0
        while form.saved.count < entries {
            steps += 1
            guard steps < entries * loaded.spec.fields.count * 4 else {
                throw ValidationError("the keyer is stuck at field \(loaded.spec.fields[form.focused].id): \(form.state.fields[form.focused].error ?? "")")
            }
            let before = form.saved.count
            let id = loaded.spec.fields[form.focused].id
            let person = id.split(separator: "_")[0]
            if household[person] == nil { household[person] = CensusAnswers(random: &random) }
            for character in household[person]!.value(for: id, random: &random) { timed { form.type(String(character)) } }
            timed { form.press(.enter) }
            if form.saved.count > before { household = [:] }
        }
        return (keys, form.saved.count)
    }
}

import ArgumentParser
import Foundation
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage

/// Times what a key costs while verifying against while keying (issue 52):
/// a seeded paper batch keyed heads-down into the clinic form, then keyed
/// again by a second keyer verifying what the first saved, the same keyer
/// rules and engine, every key through the form's session. A first pass,
/// untimed, warms the engine's caches for both.
struct VerifyBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Keys a seeded paper batch, then verifies it; times a key of each.")

    @Option(help: "The form keyed.") var form = "data/clinic.form.json"
    @Option(help: "Records on the paper.") var records = 500
    @Option(help: "The paper's seed.") var seed: UInt64 = 48

    func run() throws {
        let loaded = try LoadedForm.load(formPath: form)
        guard let cities = loaded.sources["cities"] else { throw ValidationError("\(form) has no source 'cities'") }
        let paper = PaperRecord.batch(of: records, from: cities, column: "name", seed: seed)
        print(MainActor.assumeIsolated { Self.measure(paper, loaded) })
    }

    @MainActor
    static func measure(_ paper: [PaperRecord], _ loaded: LoadedForm) -> String {
        _ = key(paper, into: HeadlessForm(loaded)) // warm-up
        let keyingForm = HeadlessForm(loaded)
        let keying = key(paper, into: keyingForm)
        let targets = keyingForm.saved.map { saved in
            VerificationTarget(version: saved.id!,
                               values: Draft(values: Dictionary(saved.values.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first }),
                                             records: Dictionary(saved.records.map { ($0.id, $0.key) }, uniquingKeysWith: { first, _ in first })),
                               keyer: "first", keys: saved.keying?.keys ?? 0)
        }
        let verifyingForm = HeadlessForm(loaded)
        verifyingForm.session.send(.verify(targets))
        let verifying = key(paper, into: verifyingForm)
        let verified = verifyingForm.saved.filter { $0.verification != nil }
        let differences = verified.reduce(0) { $0 + ($1.verification?.outcomes.count ?? 0) }
        return JSONText.object([
            ("records", String(paper.count)),
            ("keyed_saved", String(keyingForm.saved.count)),
            ("verified_saved", String(verified.count)),
            ("differences", String(differences)),
            ("keying_keys", String(keying.keys)),
            ("verifying_keys", String(verifying.keys)),
            ("keying_us_per_key", BenchFigures.format(keying.microsecondsPerKey)),
            ("verifying_us_per_key", BenchFigures.format(verifying.microsecondsPerKey)),
            ("ratio", BenchFigures.format(verifying.microsecondsPerKey / max(keying.microsecondsPerKey, 0.001))),
        ])
    }

    /// Keys the batch heads-down; the keys pressed and the time they took.
    @MainActor
    private static func key(_ paper: [PaperRecord], into form: HeadlessForm) -> (keys: Int, microsecondsPerKey: Double) {
        let keyer = Keyer(rule: .headsDown, form: form)
        let start = ContinuousClock.now
        for (index, record) in paper.enumerated() { _ = keyer.key(record, clerk: index == 0 ? "AB" : "") }
        let elapsed = ContinuousClock.now - start
        return (form.keystrokes, BenchFigures.milliseconds(elapsed) * 1000 / Double(max(form.keystrokes, 1)))
    }
}

@testable import TypeaheadEngine
@testable import TypeaheadForms
@testable import TypeaheadStorage

/// The draft and history readers, which read a file at a path found from
/// XDG_STATE_HOME: the input is written there and read back. What they accept
/// must survive being stored and read again unchanged, and no NUL may reach
/// a value (GTK would show it cut short while the whole is saved).
enum StateFileFuzz {
    nonisolated(unsafe) static var drafts: DraftStore?
    nonisolated(unsafe) static var histories: ChoiceHistoryStore?

    static func prepare() {
        let environment = ["XDG_STATE_HOME": FuzzFiles.makeFolder("state")]
        drafts = DraftStore(formPath: "/fuzz/trip.form.json", environment: environment)
        histories = ChoiceHistoryStore(formPath: "/fuzz/trip.form.json", environment: environment)
        // Storing once creates the folders the input is written into.
        try! drafts!.store(Draft(values: ["a": "b"], records: [:]))
        try! histories!.store(ChoiceHistory())
    }

    static func runDraft(_ bytes: UnsafeBufferPointer<UInt8>) {
        let store = drafts!
        FuzzFiles.write(bytes, to: store.path)
        guard case .some(.some(let draft)) = try? store.load() else { return }
        let texts = [draft.values, draft.records].flatMap { Array($0.keys) + Array($0.values) }
        fuzzCheck(texts.allSatisfy { !$0.utf8.contains(0) }, "a NUL reached a draft")
        try! store.store(draft)
        fuzzCheck((try? store.load()) == draft, "a stored draft read back differently: \(draft)")
    }

    static func runHistory(_ bytes: UnsafeBufferPointer<UInt8>) {
        let store = histories!
        FuzzFiles.write(bytes, to: store.path)
        guard let history = try? store.load() else { return }
        fuzzCheck(history.keysByField.values.allSatisfy { $0.count <= ChoiceHistory.keysPerField }, "a history too long")
        try! store.store(history)
        fuzzCheck((try? store.load()) == history, "a stored history read back differently")
    }
}

import Foundation
@testable import TypeaheadCore

/// The real engine, answering when the test says so.
@MainActor
final class TestMatcher: SuggestionMatcher {
    struct Pending {
        var request: SuggestionRequest
        var field: FieldSpec
        var deliver: @MainActor ([Suggestion]) -> Void
        var generation: Int { request.generation }
    }

    let sources: [String: DataSource]
    var answersAtOnce = true
    /// Whether the indexes are built (keys that need one wait until then).
    var isIndexed = true
    var pending: [Pending] = []
    var requests: [SuggestionRequest] = []

    init(sources: [String: DataSource]) {
        self.sources = sources
    }

    func answerAtOnce(_ request: SuggestionRequest, for field: FieldSpec) -> [Suggestion]? {
        requests.append(request)
        guard answersAtOnce, isIndexed else { return nil }
        return compute(request, field)
    }

    func answerLater(_ request: SuggestionRequest, for field: FieldSpec, deliver: @escaping @MainActor ([Suggestion]) -> Void) {
        pending.append(Pending(request: request, field: field, deliver: deliver))
    }

    func isReady(for field: FieldSpec) -> Bool { isIndexed || field.source == nil }

    /// Answers one pending request (the engine's real answer).
    func answer(_ index: Int) {
        guard pending.indices.contains(index) else { return }
        let next = pending.remove(at: index)
        next.deliver(compute(next.request, next.field))
    }

    private func compute(_ request: SuggestionRequest, _ field: FieldSpec) -> [Suggestion] {
        FormMachine.suggestions(for: field, query: request.query, narrowing: request.narrowing,
                                preferred: request.preferred, in: sources)
    }
}

/// Time that passes only when the test fires the timers.
@MainActor
final class TestClock: FormClock {
    var timers: [@MainActor () -> Void] = []

    func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) {
        timers.append(action)
    }

    func fire(_ index: Int) {
        guard timers.indices.contains(index) else { return }
        timers.remove(at: index)()
    }
}

/// Storage in memory; a save fails with `failure` while it is set.
@MainActor
final class TestStorage: FormStorage {
    var saved: [Submission] = []
    var drafts: [Draft?] = []
    var histories: [ChoiceHistory] = []
    var failure: SaveError?
    var keepingFailure: SaveError?
    /// The output's folder, as a file output has one (nil: standard output).
    var folder: String?
    /// Saves and draft writes in the order they were asked for.
    var log: [String] = []

    func save(_ submission: Submission) throws(SaveError) -> SavedEntry {
        saved.append(submission)
        log.append("save")
        if let failure { throw failure }
        return SavedEntry(number: saved.count, destination: "out.jsonl", folder: folder)
    }

    func keep(draft: Draft?, failed: @escaping @Sendable @MainActor (SaveError) -> Void) {
        drafts.append(draft)
        log.append(draft == nil ? "drop draft" : "keep draft")
        if let keepingFailure { failed(keepingFailure) }
    }

    func keep(history: ChoiceHistory, failed: @escaping @Sendable @MainActor (SaveError) -> Void) {
        histories.append(history)
    }
}

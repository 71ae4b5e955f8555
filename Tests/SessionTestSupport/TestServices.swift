import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

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
    /// Columns whose index is not built yet, whatever `isIndexed` says.
    var unindexedColumns: Set<String> = []
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

    func isReady(for field: FieldSpec) -> Bool {
        field.source == nil || (isIndexed && !unindexedColumns.contains(field.column ?? ""))
    }

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

/// Time that passes only when the test says so: `advance(by:)` moves it on
/// and fires each timer that falls due, in the order they fall due;
/// `fire(_:)` fires one timer out of turn (a late world, where any timer
/// may come first).
@MainActor
final class TestClock: FormClock {
    struct Timer {
        var due: Duration
        var action: @MainActor () -> Void
    }

    /// Time since the clock was made.
    private(set) var now: Duration = .zero
    /// Timers not fired yet, in the order they were set.
    private(set) var timers: [Timer] = []
    /// More firings than any test needs: a timer that keeps setting timers
    /// that fall due at once would otherwise never let `advance` return.
    static let firingLimit = 10_000

    func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) {
        timers.append(Timer(due: now + delay, action: action))
    }

    /// Fires the timer at `index` now, whenever it was due.
    func fire(_ index: Int) {
        guard timers.indices.contains(index) else { return }
        timers.remove(at: index).action()
    }

    /// Moves time on by `duration`, firing every timer that falls due on
    /// the way (those they set too), earliest first.
    func advance(by duration: Duration, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let end = now + duration
        for _ in 0..<Self.firingLimit {
            guard let next = nextDue(by: end) else {
                now = end
                return
            }
            now = max(now, timers[next].due)
            fire(next)
        }
        Issue.record("timers kept falling due: \(Self.firingLimit) fired before \(end)", sourceLocation: sourceLocation)
    }

    /// Lets time pass until no timer is left, firing each as it falls due.
    func runAll(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for _ in 0..<Self.firingLimit {
            guard let next = nextDue(by: nil) else { return }
            now = max(now, timers[next].due)
            fire(next)
        }
        Issue.record("timers never ran out: \(Self.firingLimit) fired, and each set another", sourceLocation: sourceLocation)
    }

    /// The earliest timer (the first set, among equals), if it is due by `end`.
    private func nextDue(by end: Duration?) -> Int? {
        guard let first = timers.indices.min(by: { timers[$0].due < timers[$1].due }) else { return nil }
        return end.map { timers[first].due <= $0 } ?? true ? first : nil
    }
}

/// Storage in memory; a save fails with `failure` while it is set.
@MainActor
final class TestStorage: FormStorage {
    var saved: [Submission] = []
    var withdrawn: [EntryDeletion] = []
    /// Deleted entries brought back (the entries view's Undo).
    var restored: [Submission] = []
    var drafts: [Draft?] = []
    /// Drafts of corrections, kept apart from the window's (`DraftKind`).
    var corrections: [Draft?] = []
    /// The draft each withdrawal carried (its values back in the form).
    var withdrawnDrafts: [Draft?] = []
    var histories: [ChoiceHistory] = []
    var failure: SaveError?
    var keepingFailure: SaveError?
    /// The last draft write failed (as `FileStorage` tracks it).
    private var keptFailed = false
    /// Saves and draft writes in the order they were asked for.
    var log: [String] = []

    /// Off: a save's result waits for `finishSave()`, as a slow disk's would.
    var savesAtOnce = true
    private var unfinished: [@MainActor () -> Void] = []
    /// Set: saves and deletions are also appended to this real entries file.
    var writer: SubmissionWriter?

    func save(_ submission: Submission, done: @escaping @MainActor (Result<SavedEntry, SaveError>) -> Void) {
        saved.append(submission)
        log.append("save")
        if failure == nil { try! writer?.append(submission) }
        let result: Result<SavedEntry, SaveError> = failure.map { .failure($0) }
            ?? .success(SavedEntry(number: saved.count, destination: "out.jsonl"))
        if savesAtOnce { done(result) } else { unfinished.append { done(result) } }
    }

    func withdraw(_ deletion: EntryDeletion, restoring draft: Draft?, done: @escaping @MainActor (SaveError?) -> Void) {
        withdrawn.append(deletion)
        withdrawnDrafts.append(draft)
        log.append("withdraw")
        if failure == nil { try! writer?.append(line: deletion.jsonLine) }
        done(failure)
    }

    func restore(_ submission: Submission, done: @escaping @MainActor (SaveError?) -> Void) {
        restored.append(submission)
        log.append("restore")
        if failure == nil { try! writer?.append(submission) }
        done(failure)
    }

    /// The oldest save still on its way reaches the disk.
    func finishSave() {
        unfinished.removeFirst()()
    }

    func finishWriting() {
        while !unfinished.isEmpty { finishSave() }
    }

    func keep(draft: Draft?, as kind: DraftKind, heard: @escaping @Sendable @MainActor (SaveError?) -> Void) {
        if kind == .correction {
            corrections.append(draft)
            log.append(draft == nil ? "drop correction" : "keep correction")
            return
        }
        drafts.append(draft)
        log.append(draft == nil ? "drop draft" : "keep draft")
        if let keepingFailure {
            keptFailed = true
            heard(keepingFailure)
        } else if keptFailed {
            keptFailed = false
            heard(nil)
        }
    }

    func keep(history: ChoiceHistory, heard: @escaping @Sendable @MainActor (SaveError?) -> Void) {
        histories.append(history)
    }

    /// Who keys, each time it was remembered.
    var keyers: [String] = []
    func keep(keyer: String) {
        keyers.append(keyer)
    }

    /// The fields hidden from the list, each time they were remembered.
    var hiddenColumns: [Set<String>] = []
    func keep(hiddenColumns hidden: Set<String>) {
        hiddenColumns.append(hidden)
    }
}

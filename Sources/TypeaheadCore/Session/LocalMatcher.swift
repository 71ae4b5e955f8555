import Dispatch

/// Suggestions from the form's data files. Once a column's index is built
/// a query costs well under a millisecond (docs/PERFORMANCE.md), so it runs
/// inside the keystroke; before that, or when a narrowed index must be
/// built first, it runs on a GCD thread (not Swift's two-thread cooperative
/// pool, which a wait for an index would stall).
@MainActor
public final class LocalMatcher: SuggestionMatcher {
    private let sources: [String: DataSource]
    /// Told when the indexes built ahead are ready, so waiting keys can go on.
    public var onIndexesBuilt: (@MainActor () -> Void)?

    public init(sources: [String: DataSource]) {
        self.sources = sources
    }

    /// Builds every source's indexes in the background, the focused
    /// field's columns first.
    public func buildIndexes(first columns: [(source: String, column: String)] = []) {
        let sources = sources
        DispatchQueue.global(qos: .userInitiated).async {
            for (name, column) in columns { sources[name]?.buildIndex(for: column) }
            for name in sources.keys.sorted() { sources[name]?.buildIndexes() }
            DispatchQueue.main.async { MainActor.assumeIsolated { self.onIndexesBuilt?() } }
        }
    }

    public func answerAtOnce(_ request: SuggestionRequest, for field: FieldSpec) -> [Suggestion]? {
        guard let source = field.source.flatMap({ sources[$0] }), let column = field.column else { return [] }
        guard source.canAnswerAtOnce(column: column, narrowing: request.narrowing) else { return nil }
        let found = FormMachine.suggestions(for: field, query: request.query, narrowing: request.narrowing,
                                            preferred: request.preferred, in: sources)
        TraceLog.shared?.event("answer", "\(found.count)")
        return found
    }

    public func answerLater(_ request: SuggestionRequest, for field: FieldSpec,
                            deliver: @escaping @MainActor ([Suggestion]) -> Void) {
        let sources = sources
        let deliverOnMain = UncheckedDelivery(deliver)
        DispatchQueue.global(qos: .userInitiated).async {
            let found = FormMachine.suggestions(for: field, query: request.query, narrowing: request.narrowing,
                                                preferred: request.preferred, in: sources)
            TraceLog.shared?.event("answer", "\(found.count) late")
            DispatchQueue.main.async { MainActor.assumeIsolated { deliverOnMain.deliver(found) } }
        }
    }

    public func isReady(for field: FieldSpec) -> Bool {
        guard let source = field.source.flatMap({ sources[$0] }), let column = field.column else { return true }
        // A narrowed field filters on the narrowing columns' indexes too.
        return source.isIndexed(column) && field.narrow.keys.allSatisfy(source.isIndexed)
    }
}

/// Carries a main-actor callback through a GCD thread that never calls it
/// there: it is only called back on the main actor.
private struct UncheckedDelivery: @unchecked Sendable {
    let deliver: @MainActor ([Suggestion]) -> Void
    init(_ deliver: @escaping @MainActor ([Suggestion]) -> Void) { self.deliver = deliver }
}

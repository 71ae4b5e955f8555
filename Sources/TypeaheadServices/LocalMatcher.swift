import Foundation
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Suggestions from the form's data files. Once a column's index is built
/// a query costs well under a millisecond (docs/PERFORMANCE.md), so it runs
/// inside the keystroke; before that, or when a narrowed index must be
/// built first, it runs on a GCD thread (not Swift's two-thread cooperative
/// pool, which a wait for an index would stall).
@MainActor
public final class LocalMatcher: SuggestionMatcher {
    private let sources: [String: DataSource]
    /// What the background thread indexes next.
    public let order = IndexBuildOrder()
    /// Told as each column's index is ready (so keys waiting for it go on),
    /// with the column.
    public var onIndexBuilt: (@MainActor (IndexBuildOrder.Column) -> Void)?
    /// Told once per source whose file turned out unreadable while it was
    /// read in the background (a malformed row, invalid UTF-8): its fields
    /// never become ready, and the person must be told where the file is wrong.
    /// A failure found before anyone listened (the window is built after the
    /// reading starts) is told as soon as someone does.
    public var onLoadFailed: (@MainActor (LoadError) -> Void)? {
        // On the next turn of the main loop: the listener is still being set up.
        didSet { DispatchQueue.main.async { MainActor.assumeIsolated { self.flushFailures() } } }
    }
    private(set) var untoldFailures: [LoadError] = []

    /// Told how far a large file is read and indexed behind the window, a
    /// few times a second while it changes, then nil once every source the
    /// form searches is ready (the line under the form). A listener that
    /// comes late hears where it stands on the next turn of the main loop
    /// (it is still being set up).
    public var onLoadingProgress: (@MainActor (LoadingStatus?) -> Void)? {
        didSet {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { if let status = self.lastLoading { self.onLoadingProgress?(status) } }
            }
        }
    }
    private var lastLoading: LoadingStatus?
    /// How often the progress is looked at: the line moves smoothly, and a
    /// file read within this never shows one.
    static let progressInterval = DispatchTimeInterval.milliseconds(200)

    private func tell(_ failure: LoadError) {
        untoldFailures.append(failure)
        flushFailures()
    }

    private func flushFailures() {
        guard let onLoadFailed else { return }
        let failures = untoldFailures
        untoldFailures.removeAll()
        failures.forEach(onLoadFailed)
    }

    /// What indexing and answering write to the trace, and the cache whose
    /// mapped pages are let go once every index is built.
    private let services: AppServices

    public init(sources: [String: DataSource], services: AppServices = AppServices()) {
        self.sources = sources
        self.services = services
        // The background thread stores each index once it has been told.
        for source in sources.values { source.storeIndexesLater() }
    }

    /// The columns of a form's fields in their order, the first field's
    /// first: where the focus is at start, and where it goes next.
    public static func columnsInFieldOrder(_ spec: FormSpec) -> [(source: String, column: String)] {
        spec.fields.compactMap { field in
            field.source.flatMap { source in field.column.map { (source: source, column: $0) } }
        }
    }

    /// Reads every source's table (if it is not yet) and builds its indexes
    /// on one background thread, `first` first, then the rest by source and
    /// column; a column a key waits for jumps the queue (`isReady`).
    public func buildIndexes(first columns: [(source: String, column: String)] = []) {
        let sources = sources, order = order, services = services
        order.append(columns.map { IndexBuildOrder.Column(source: $0.source, column: $0.column) })
        order.append(sources.keys.sorted().flatMap { name in
            sources[name]!.indexedColumns.map { IndexBuildOrder.Column(source: name, column: $0) }
        })
        if !sources.isEmpty { followProgress() }
        // Behind the window: keys, answers and frames come first (BackgroundWork).
        BackgroundWork.start(named: "index builds") {
            while let next = order.next() {
                guard let source = sources[next.source] else { continue }
                if let error = source.readTable() {
                    order.drop(source: next.source)
                    DispatchQueue.main.async { MainActor.assumeIsolated { self.tell(error) } }
                    continue
                }
                source.buildIndex(for: next.column)
                DispatchQueue.main.async { MainActor.assumeIsolated { self.onIndexBuilt?(next) } }
                // Answered from the built index first; kept for the next run after.
                // With the key index the remembered choices rank by.
                source.storeBuiltIndexes()
                services.trace?.event("stored", "\(next.source).\(next.column)")
            }
            // What loading and building freed goes back to the system, and
            // the mapped caches keep only the pages searches read from now on.
            FreedMemory.returnToSystem()
            services.cache?.releaseResidentPages()
            services.trace?.event("released")
        }
    }

    /// Looks at the progress every `progressInterval` until every source
    /// is ready, telling each change.
    private func followProgress() {
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.progressInterval) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                let status = self.loadingStatus()
                if status != self.lastLoading {
                    self.lastLoading = status
                    self.onLoadingProgress?(status)
                }
                if status != nil { self.followProgress() }
            }
        }
    }

    /// The first source (by name) still read or indexed; nil when none is.
    /// Never waits for a read under way.
    public func loadingStatus() -> LoadingStatus? {
        for name in sources.keys.sorted() {
            let source = sources[name]!
            let progress = source.load.progress
            // A file found malformed is told by `onLoadFailed`, not here.
            if source.load.isFinished, source.load.error != nil { continue }
            if source.indexedColumns.allSatisfy(source.isIndexed) { continue }
            let file = URL(fileURLWithPath: source.load.path).lastPathComponent
            return LoadingStatus(file: file, percent: min(99, progress.permille / 10), isIndexing: progress.isIndexing)
        }
        return nil
    }

    public func answerAtOnce(_ request: SuggestionRequest, for field: FieldSpec) -> [Suggestion]? {
        guard let source = field.source.flatMap({ sources[$0] }), let column = field.column else { return [] }
        guard source.canAnswerAtOnce(column: column, narrowing: request.narrowing),
              request.preferred.isEmpty || source.hasRecordKeys else { return nil }
        let found = FormMachine.suggestions(for: field, query: request.query, narrowing: request.narrowing,
                                            preferred: request.preferred, in: sources)
        services.trace?.event("answer", "\(found.count)")
        services.cache?.searched()
        return found
    }

    public func answerLater(_ request: SuggestionRequest, for field: FieldSpec,
                            deliver: @escaping @MainActor ([Suggestion]) -> Void) {
        let sources = sources, trace = services.trace, cache = services.cache
        let deliverOnMain = UncheckedDelivery(deliver)
        DispatchQueue.global(qos: .userInitiated).async {
            let found = FormMachine.suggestions(for: field, query: request.query, narrowing: request.narrowing,
                                                preferred: request.preferred, in: sources)
            trace?.event("answer", "\(found.count) late")
            cache?.searched()
            DispatchQueue.main.async { MainActor.assumeIsolated { deliverOnMain.deliver(found) } }
        }
    }

    public func isReady(for field: FieldSpec) -> Bool {
        guard let name = field.source, let source = sources[name], let column = field.column else { return true }
        // A narrowed field filters on the narrowing columns' indexes too.
        let needed = [column] + field.narrow.keys.sorted()
        guard needed.allSatisfy(source.isIndexed) else {
            // A key waits for these: they are built next.
            order.prefer(needed.map { IndexBuildOrder.Column(source: name, column: $0) })
            return false
        }
        return true
    }
}

/// Carries a main-actor callback through a GCD thread that never calls it
/// there: it is only called back on the main actor.
private struct UncheckedDelivery: @unchecked Sendable {
    let deliver: @MainActor ([Suggestion]) -> Void
    init(_ deliver: @escaping @MainActor ([Suggestion]) -> Void) { self.deliver = deliver }
}

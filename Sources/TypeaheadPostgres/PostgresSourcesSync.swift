import Dispatch
import TypeaheadStorage

/// Keeps a window's PostgreSQL sources in step with their tables: their
/// copies brought up to date behind it for the next start, and a change
/// feed per source with a key, whose rows the source takes at once
/// (`DataSource.apply`) before the form hears of them. What the window says
/// is decided in storage (`SourceFreshness`); this only starts, stops and
/// brings news to the main thread.
@MainActor
public final class PostgresSourcesSync {
    private let form: LoadedForm
    private var feeds: [PostgresChangeFeed] = []
    public private(set) var freshness = SourceFreshness()
    /// Hears, on the main thread, that a source's rows changed.
    public var sourceChanged: ((String) -> Void)?
    /// Hears each new freshness, on the main thread.
    public var freshnessChanged: ((SourceFreshness) -> Void)?
    /// Changes are taken in order, off the main thread: the first may wait
    /// for a large copy to be read.
    private let applying = DispatchQueue(label: "typeahead.source-changes")

    public init(form: LoadedForm) {
        self.form = form
    }

    public func start() {
        let sources = form.spec.sources.filter { $0.postgres != nil }
        guard !sources.isEmpty else { return }
        PostgresSources.refresh(sources) { [weak self] failed in
            guard let self else { return }
            for (name, reason) in failed { freshness.outOfDate(name, because: reason) }
            if !failed.isEmpty { freshnessChanged?(freshness) }
        }
        for source in sources {
            guard let spec = source.postgres, let key = source.key, let data = form.sources[source.name] else { continue }
            let feed = PostgresChangeFeed(spec: spec, keyColumn: key, columns: data.columns)
            let name = source.name, applying = applying
            feed.start(horizon: PostgresSources.horizon(of: spec), changed: { [weak self] changes in
                applying.async {
                    data.apply(changes)
                    DispatchQueue.main.async { MainActor.assumeIsolated { self?.sourceChanged?(name) } }
                }
            }, status: { [weak self] reason in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.feedSaid(reason, of: name) } }
            })
            feeds.append(feed)
        }
    }

    private func feedSaid(_ reason: String?, of source: String) {
        let before = freshness
        if let reason { freshness.outOfDate(source, because: reason) } else { freshness.current(source) }
        if freshness != before { freshnessChanged?(freshness) }
    }

    /// The window is closing.
    public func stop() {
        for feed in feeds { feed.stop() }
    }
}

import Dispatch

/// What the app makes once and hands to whatever needs it, so that nothing
/// is global: the cache that keeps large files' tables and indexes between
/// runs, and the trace. Tests and tools make their own (none, by default).
public struct AppServices: Sendable {
    public let cache: IndexCache?
    public let trace: TraceLog?

    public init(cache: IndexCache? = nil, trace: TraceLog? = nil) {
        self.cache = cache
        self.trace = trace
    }

    /// The app's: a cache in `$XDG_CACHE_HOME/typeahead` (rid of what
    /// killed writers left), and the trace of `TYPEAHEAD_TRACE` if it is set.
    public static func forApp() -> AppServices {
        let trace = TraceLog.fromEnvironment()
        let cache = IndexCache(folder: IndexCache.defaultFolder(), trace: trace)
        // Off the main thread: each file removed can be as large as a cache.
        DispatchQueue.global(qos: .utility).async { cache.removeStaleTemporaries() }
        return AppServices(cache: cache, trace: trace)
    }
}

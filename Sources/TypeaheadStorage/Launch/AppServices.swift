import Dispatch
import Foundation
import TypeaheadEngine
import TypeaheadForms

/// What the app makes once and hands to whatever needs it, so that nothing
/// is global: the cache that keeps large files' tables and indexes between
/// runs, the trace, the person's spelling and clock. Tests and tools make
/// their own (none, plain spelling and the locale's clock, by default).
public struct AppServices: Sendable {
    public let cache: IndexCache?
    public let trace: TraceLog?
    /// The person's languages, best first (`ReaderLanguages`): they choose
    /// what a form gives per language.
    public let languages: [String]
    public let spelling: SpellingRules
    /// Which data files outside a form's folder may be read (`OutsideFileConsent`).
    public let outside: OutsideFileConsent
    /// How times of day are written: the desktop's choice, else the locale's.
    public let clockStyle: ClockStyle
    /// The words the core says things in: Typeahead's catalogue.
    public let words: Words
    /// How the locale writes dates and decimals, for typed fields.
    public let conventions: KeyingConventions
    /// Who keys: `TYPEAHEAD_ENTERED_BY`, else the account's name (a form's `auto` login).
    public let keyer: String

    public init(cache: IndexCache? = nil, trace: TraceLog? = nil, languages: [String] = [],
                spelling: SpellingRules = .plain, outside: OutsideFileConsent = .refusing,
                clockStyle: ClockStyle = .ofLocale(), words: Words = .catalogue,
                conventions: KeyingConventions = .ofLocale(), keyer: String = AppServices.keyer()) {
        self.clockStyle = clockStyle
        self.conventions = conventions
        self.keyer = keyer
        self.words = words
        self.cache = cache
        self.trace = trace
        self.languages = languages
        self.spelling = spelling
        self.outside = outside
    }

    /// `TYPEAHEAD_ENTERED_BY`, else the system's name for the account: who
    /// the team's rows and a form's `auto` login say keyed an entry.
    public static func keyer(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let name = environment["TYPEAHEAD_ENTERED_BY"], !name.trimmingCharacters(in: .whitespaces).isEmpty { return name }
        return PostgresAddress.systemUserName()
    }

    /// The app's: a cache in `$XDG_CACHE_HOME/typeahead` (rid of what
    /// killed writers left), the trace of `TYPEAHEAD_TRACE` if it is set,
    /// and the person's languages and their spelling.
    /// `allowsOutside`: `--allow-outside`, every data file may be read.
    /// `desktopClock`: GNOME Settings' time format, if it has one.
    public static func forApp(allowsOutside: Bool = false, desktopClock: ClockStyle? = nil) -> AppServices {
        let trace = TraceLog.fromEnvironment()
        let cache = IndexCache(folder: IndexCache.defaultFolder(), trace: trace)
        // Off the main thread: each file removed can be as large as a cache.
        DispatchQueue.global(qos: .utility).async { cache.removeStaleTemporaries() }
        let languages = ReaderLanguages.from(environment: ProcessInfo.processInfo.environment)
        return AppServices(cache: cache, trace: trace, languages: languages, spelling: SpellingRules(languages: languages),
                           outside: .remembered(allowsAll: allowsOutside), clockStyle: desktopClock ?? .ofLocale())
    }
}

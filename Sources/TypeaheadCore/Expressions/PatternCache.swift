import Foundation
import TypeaheadEngine

/// The patterns `regex()` has compiled: an expression is valued after
/// every key, and its pattern is nearly always a literal, compiled once.
/// Patterns run in linear time (`LinearPattern`), whatever the form says.
final class PatternCache: @unchecked Sendable {
    static let shared = PatternCache()
    private let lock = NSLock()
    private var compiled: [String: LinearPattern?] = [:]

    /// Whether `pattern` is found anywhere in `text`, as ODK's regex()
    /// finds it (anchors `^` and `$` hold it to the ends); false for a
    /// pattern that cannot be read.
    func found(_ pattern: String, in text: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if compiled[pattern] == nil {
            if compiled.count > 256 { compiled.removeAll() }
            compiled[pattern] = .some(try? LinearPattern("[\\s\\S]*(?:" + pattern + ")[\\s\\S]*"))
        }
        return compiled[pattern]??.matches(text) ?? false
    }
}

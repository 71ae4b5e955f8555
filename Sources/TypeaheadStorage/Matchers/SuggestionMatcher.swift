import TypeaheadEngine
import TypeaheadForms

/// Finds suggestions for the session. An answer that costs less than a
/// frame comes at once, inside the keystroke; a slower one (an index still
/// being built, a narrowed index to build, a server) comes later.
@MainActor
public protocol SuggestionMatcher: AnyObject {
    /// The answer now, or nil when it would take longer than a keystroke may.
    func answerAtOnce(_ request: SuggestionRequest, for field: FieldSpec) -> [Suggestion]?
    /// Works the answer out off the main thread and hands it to `deliver`
    /// on the main actor.
    func answerLater(_ request: SuggestionRequest, for field: FieldSpec,
                     deliver: @escaping @MainActor ([Suggestion]) -> Void)
    /// Whether the lookups a key may need in this field (a value's records,
    /// the closest value) can run now without waiting for an index.
    func isReady(for field: FieldSpec) -> Bool
}

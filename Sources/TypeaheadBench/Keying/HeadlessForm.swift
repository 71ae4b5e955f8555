import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// A form with no screen, driven as the app drives it: a `FormSession`
/// answered by the engine at once, entries that keep their text as GTK's
/// would, saves kept in memory. What a keyer sees is its view state.
@MainActor
final class HeadlessForm: FormView, SuggestionMatcher, FormClock, FormStorage {
    private(set) var session: FormSession!
    private let sources: [String: DataSource]
    private var entries: [EntryBuffer]
    private(set) var focused = 0
    private(set) var saved: [Submission] = []
    private(set) var bells = 0
    private(set) var keystrokes = 0

    init(_ form: LoadedForm) {
        sources = form.sources
        for source in form.sources.values { source.buildIndexes() }
        entries = Array(repeating: EntryBuffer(), count: form.spec.fields.count)
        session = FormSession(machine: FormMachine(form: form), matcher: self, clock: self, storage: self)
        session.view = self
        session.send(.focusEntered(field: 0))
    }

    var state: FormViewState { session.viewState }

    /// A character typed: the form edits it, or the entry does and says so.
    func type(_ text: String) {
        for character in text {
            keystrokes += 1
            let edit = TextEdit.insert(String(character))
            guard !session.send(edit: edit, inField: focused) else { continue }
            let before = entries[focused].text
            entries[focused].apply(edit)
            if entries[focused].text != before { session.send(.textEdited(field: focused, text: entries[focused].text)) }
        }
    }

    func press(_ key: FieldKey) {
        keystrokes += 1
        session.send(.key(field: focused, key))
    }

    // MARK: FormView

    func render(_ state: FormViewState) {
        for (index, field) in state.fields.enumerated() where entries[index].text != field.text {
            entries[index].setText(field.text)
        }
    }

    func focus(field: Int) { focused = field }

    func apply(_ edit: TextEdit, inField field: Int) -> String {
        entries[field].apply(edit)
        return entries[field].text
    }

    func buffer(inField field: Int) -> EntryBuffer { entries[field] }

    func ringBell() { bells += 1 }

    // MARK: SuggestionMatcher: every index is built, so every answer is at once.

    func answerAtOnce(_ request: SuggestionRequest, for field: FieldSpec) -> [Suggestion]? {
        FormMachine.suggestions(for: field, query: request.query, narrowing: request.narrowing,
                                preferred: request.preferred, in: sources)
    }

    func answerLater(_ request: SuggestionRequest, for field: FieldSpec, deliver: @escaping @MainActor ([Suggestion]) -> Void) {
        deliver(answerAtOnce(request, for: field) ?? [])
    }

    func isReady(for field: FieldSpec) -> Bool { true }

    // MARK: FormClock: no timer matters to a keyer who never waits.

    func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) {}

    // MARK: FormStorage, in memory

    func save(_ submission: Submission, done: @escaping @MainActor (Result<SavedEntry, SaveError>) -> Void) {
        saved.append(submission)
        done(.success(SavedEntry(number: saved.count, destination: nil)))
    }

    func withdraw(_ deletion: EntryDeletion, restoring draft: Draft?, done: @escaping @MainActor (SaveError?) -> Void) { done(nil) }
    func restore(_ submission: Submission, done: @escaping @MainActor (SaveError?) -> Void) { done(nil) }
    func finishWriting() {}
    func keep(draft: Draft?, as kind: DraftKind, heard: @escaping @Sendable @MainActor (SaveError?) -> Void) {}
    func keep(history: ChoiceHistory, heard: @escaping @Sendable @MainActor (SaveError?) -> Void) {}
    func keep(keyer: String) {}
    func keep(hiddenColumns: Set<String>) {}
}

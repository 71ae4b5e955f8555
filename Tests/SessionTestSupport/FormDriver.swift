import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore
import TypeaheadEngine
@testable import TypeaheadStorage

/// Drives a `FormSession` as the app does: events in, a simulated window
/// out. Suggestion requests are answered at once (inside the keystroke, as
/// the app does once an index is built), or, with `answersAtOnce` off,
/// when the test calls `answer()`.
@MainActor
final class FormDriver {
    let session: FormSession
    let matcher: TestMatcher
    let clock = TestClock()
    let storage = TestStorage()
    let window: SimulatedWindow

    /// With `transport`, fields whose source is a server ask it through a
    /// `RemoteMatcher` (its debounce is a timer of `clock`). `words`: what
    /// the form says is worded in.
    init(_ form: LoadedForm, history: ChoiceHistory = ChoiceHistory(), draft: Draft? = nil,
         transport: (any RemoteTransport)? = nil, words: Words = .catalogue, conventions: KeyingConventions = .international,
         keyer: String = "", firstNumber: Int = 1, identities: EntryIdentityIndex? = nil) {
        var machine = FormMachine(form: form, history: history, clock: { Date(timeIntervalSince1970: 1_800_000_000) },
                                  words: words, conventions: conventions, keyer: keyer, firstNumber: firstNumber)
        machine.identities = identities
        if let draft { machine.restore(draft) }
        let local = TestMatcher(sources: form.sources), clock = clock
        matcher = local
        var answering: any SuggestionMatcher = local
        if let transport {
            answering = RemoteMatcher(sources: form.remoteSources, fallback: local, transport: transport, clock: clock)
        }
        session = FormSession(machine: machine, matcher: answering, clock: clock, storage: storage)
        window = SimulatedWindow(fieldCount: form.spec.fields.count)
        window.session = session
        session.view = window
        // A form alone; `EntriesDriver` puts it in a window's parts.
        session.toWindow = { [weak self] event in self?.toldWindow.append(event) }
        send(.focusEntered(field: machine.fieldToFocus)) // as the window focuses it
    }

    /// What the session told the window, for its other parts, in order.
    var toldWindow: [WindowEvent] = []
    var machine: FormMachine { session.machine }
    var state: FormViewState { session.viewState }
    var answersAtOnce: Bool {
        get { matcher.answersAtOnce }
        set { matcher.answersAtOnce = newValue }
    }
    /// Requests not answered yet, oldest first.
    var pending: [TestMatcher.Pending] {
        get { matcher.pending }
        set { matcher.pending = newValue }
    }
    /// Every suggestion request made, as effects.
    var effects: [FormEffect] { matcher.requests.map { .requestSuggestions($0) } }
    var saved: [Submission] { storage.saved }
    /// Every draft stored or dropped (nil), in order.
    var drafts: [Draft?] { storage.drafts }

    /// Sends an event as the app would; a click into a field moves the
    /// window's focus there first.
    @discardableResult
    func send(_ event: FormEvent) -> FormUpdate {
        if case .focusEntered(let field) = event { window.focusedField = field }
        return FormUpdate(handled: session.send(event))
    }

    /// Answers the oldest pending request (a test fails if none is pending:
    /// what it meant to check after the answer would hold without one).
    func answer(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!pending.isEmpty, "no request to answer", sourceLocation: sourceLocation)
        matcher.answer(0)
    }

    /// Answers pending requests, oldest first, until none is left (the
    /// answers may bring more, from keys that waited for them).
    func answerAll(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for _ in 0..<TestClock.firingLimit {
            guard !pending.isEmpty else { return }
            answer()
        }
        Issue.record("requests never ran out: each answer brought another", sourceLocation: sourceLocation)
    }

    /// The entry reports text the person typed (or pasted) all at once.
    func type(_ text: String, in field: Int) {
        window.setText(text, in: field)
        send(.textEdited(field: field, text: text))
    }

    @discardableResult
    func press(_ key: FieldKey, in field: Int) -> FormUpdate {
        send(.key(field: field, key))
    }

    /// One key press, in whichever field has the window's focus, handled
    /// as the app handles it: field keys and edits (typed text as the input
    /// method commits it) go to the session; an edit it does not take, the
    /// entry's buffer makes. A paste gets the clipboard's text at once, as the
    /// clipboard would answer.
    func hit(_ key: PersonKey) {
        let field = window.focusedField ?? 0
        switch key {
        case .field(let fieldKey):
            session.send(.key(field: field, fieldKey))
        case .paste(let text):
            session.finishPaste(session.beginPaste(inField: field), text: text)
        case .edit(let edit):
            self.edit(edit, in: field)
        }
    }

    /// A middle-button press at `x` in the focused field, as `FieldRow`
    /// handles it: the caret goes where the buffer decides, then the
    /// primary selection, holding `text`, is pasted. The simulated entry
    /// draws each code point 10 wide, left to right.
    func middleButtonPaste(_ text: String, pressedAtX x: Double) {
        let field = window.focusedField ?? 0
        let buffer = window.buffer(inField: field)
        if let caret = buffer.caretForMiddleButtonPaste(pressedAtX: x, caretX: { Double($0) * 10 }) {
            window.entries[field].placeCaret(at: caret)
        }
        hit(.paste(text))
    }

    private func edit(_ edit: TextEdit, in field: Int) {
        guard !session.send(edit: edit, inField: field) else { return }
        let before = window.texts[field]
        let after = window.apply(edit, inField: field)
        if after != before { session.send(.textEdited(field: field, text: after)) }
    }

    /// Focuses `field`, types `query`, highlights row `row` with Down, and
    /// presses Return (a test fails if that row never comes).
    func choose(typing query: String, row: Int = 0, in field: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        send(.focusEntered(field: field))
        type(query, in: field)
        for _ in 0...machine.viewState.fields[field].rows.count where state.fields[field].highlightedRow != row {
            press(.down, in: field)
        }
        #expect(state.fields[field].highlightedRow == row, "no row \(row) to choose for \"\(query)\"",
                sourceLocation: sourceLocation)
        press(.enter, in: field)
    }
}

/// A key a person presses, as the property tests generate them.
enum PersonKey: Equatable, Sendable, CustomStringConvertible {
    case field(FieldKey)
    case edit(TextEdit)
    /// Ctrl+V, with this text on the clipboard.
    case paste(String)

    var description: String {
        switch self {
        case .field(let key): "\(key)"
        case .paste(let text): "paste(\(text))"
        case .edit(.insert(let text)): text
        case .edit(let edit): "\(edit)"
        }
    }
}

import TypeaheadEngine
import TypeaheadStorage

/// The loop that feeds the form machine: the one place events are decided
/// and effects carried out, for the app and the tests alike. The machine
/// runs in a `MachineStore`, as every machine does; the session adds the
/// order of the person's keys.
///
/// The outcome is a function of the keys alone, never of their timing: a
/// key whose meaning depends on suggestions (Return, Tab, the arrows,
/// Escape, Backspace over a completion) is decided against the answer for
/// the text typed before it. If that answer, or the index it needs, is not
/// there yet, the key waits, and so does every event of the person's after
/// it; they are replayed in order when it comes. Events that effects bring
/// about (answers, timers, a save's result) are queued too and handled
/// before the next of the person's, never inside another event.
@MainActor
public final class FormSession {
    private let store: MachineStore<FormMachine>
    public var machine: FormMachine { store.machine }
    private let matcher: SuggestionMatcher
    private let clock: FormClock
    private let storage: FormStorage
    public weak var view: FormView?
    /// Tells the window what the form did that concerns its other parts
    /// (`WindowSession`): a save or one taken back, a correction saved.
    public var toWindow: ((WindowEvent) -> Void)?
    /// The person's events not decided yet, oldest first.
    private var waiting: [Input] = []
    /// Set while the session decides: an event, an edit, or those that waited.
    /// (Answers, timers and effects' results wait in the store's queue and
    /// are decided before the next input.)
    private var isHandling = false
    /// What a screen reader hears, decided from each change of the view.
    private var narrator: FormNarrator

    /// Pastes read from the clipboard for inputs that wait, by number.
    private var pasteCount = 0
    /// Text cut to fit an entry, said once the edit is decided.
    private var cutsToSay: [FormEvent] = []
    /// A save is on its way to the disk: the person's inputs wait for its
    /// result, as they wait for an answer (they belong to the next entry,
    /// or to this one again if it failed).
    private var isSaving = false

    enum Input {
        case event(FormEvent)
        case edit(field: Int, TextEdit)
        /// A paste whose text the clipboard has not given yet (nil): it
        /// holds its place among the keys.
        case paste(field: Int, PasteTicket, text: String?)
    }

    public init(machine: FormMachine, matcher: SuggestionMatcher, clock: FormClock, storage: FormStorage) {
        store = MachineStore(machine)
        narrator = FormNarrator(words: machine.words)
        self.matcher = matcher
        self.clock = clock
        self.storage = storage
        store.perform = { [unowned self] effect in self.perform(effect) }
    }

    public var viewState: FormViewState {
        var state = shownState
        state.announcement = narrator.announcement
        return state
    }

    /// The view as drawn, before the narrator's announcement is added.
    private var shownState: FormViewState {
        var state = machine.viewState
        state.isWaiting = isWaiting
        return state
    }

    /// Whether keys are waiting for an answer or a save (the app then takes
    /// every key press, typed letters too, and hands it here).
    public var isWaiting: Bool { !waiting.isEmpty || isSaving }

    /// Waits for the saves and writes asked for so far: the window is closing.
    public func finishWriting() {
        storage.finishWriting()
    }

    // MARK: Events in

    /// An event from the person or from a service. For a key, returns
    /// whether the form took it; a key that waits counts as taken.
    @discardableResult
    public func send(_ event: FormEvent) -> Bool {
        if event.isReply {
            store.enqueue(event)
            run()
            return true
        }
        // Focus reported while an effect runs is the window following a
        // move the machine made itself; replayed later it would undo moves
        // made since.
        if isHandling, event.isFocusChange { return true }
        let input = Input.event(event)
        guard !isHandling, waiting.isEmpty, !mustWait(input) else {
            waiting.append(input)
            run()
            return true
        }
        isHandling = true
        let handled = decide(event)
        isHandling = false
        run()
        return handled
    }

    /// Whether the session decides the edits made in `field` now, rather
    /// than the entry: while keys wait (an edit then waits too), over an
    /// inline completion, and in a field the form has left (a paste or a
    /// drop landing late goes where the person is now).
    public func takesEdits(inField field: Int) -> Bool {
        isHandling || isWaiting || machine.completedText(field) != nil || machine.holdsKeys(field)
            || (machine.focusedField.map { $0 != field } ?? false)
    }

    /// An edit made in a field: an editing key, or text the input method
    /// committed, a paste or a drop. Returns whether the session took it;
    /// when not, the entry makes it and reports the text it made.
    public func send(edit: TextEdit, inField field: Int) -> Bool {
        let input = Input.edit(field: field, edit)
        // A deleting or caret key also waits for an answer that may bring a completion.
        guard takesEdits(inField: field) || mustWait(input) else {
            sayIfCut(edit, into: view?.buffer(inField: field), inField: field) // the entry inserts it
            return false
        }
        guard !isHandling, waiting.isEmpty, !mustWait(input) else {
            waiting.append(input)
            run()
            return true
        }
        guard let focused = machine.focusedField, focused == field else {
            // Left behind: the edit goes to the field the person is in.
            isHandling = true
            replay(input)
            isHandling = false
            run()
            return true
        }
        if machine.holdsKeys(field) {
            isHandling = true
            _ = decide(machine.takesReason(inField: field) ? .reasonEdited(edit) : .editHeld(field: field))
            isHandling = false
            run()
            return true
        }
        // Over an inline completion the form edits: typed text replaces the
        // completion and Backspace removes it, whatever GTK's selection is;
        // a caret key keeps it as typed text, and the entry moves the caret.
        guard let text = textOverCompletion(edit, inField: field) else {
            sayIfCut(edit, into: view?.buffer(inField: field), inField: field)
            return false
        }
        isHandling = true
        _ = decide(.textEdited(field: field, text: text))
        isHandling = false
        run()
        return !edit.movesCaret
    }

    /// A paste in a field (Ctrl+V, Shift+Insert, or the middle button):
    /// it takes its place among the keys, and the window reads the
    /// clipboard and hands its text to `finishPaste`. The clipboard answers
    /// later, however fast its owner, so the keys after a paste always wait
    /// for its text: a Ctrl+Return right after it saves what was pasted,
    /// and the text lands where it would have had the person waited.
    public func beginPaste(inField field: Int) -> PasteTicket {
        pasteCount += 1
        let ticket = PasteTicket(number: pasteCount)
        waiting.append(.paste(field: field, ticket, text: nil))
        run()
        return ticket
    }

    /// The clipboard's text for a paste that `beginPaste` queued (nil: it
    /// held no text, and the paste does nothing).
    public func finishPaste(_ ticket: PasteTicket, text: String?) {
        guard let index = waiting.firstIndex(where: {
            if case .paste(_, ticket, nil) = $0 { true } else { false }
        }), case .paste(let field, _, _) = waiting[index] else { return }
        waiting[index] = .paste(field: field, ticket, text: text ?? "")
        run()
    }

    /// What an editing key makes of a field showing an inline completion.
    private func textOverCompletion(_ edit: TextEdit, inField field: Int) -> String? {
        guard let completed = machine.completedText(field) else { return nil }
        let typed = machine.viewState.fields[field].text
        switch edit {
        case .insert(let text):
            let typedBuffer = EntryBuffer(text: typed)
            sayIfCut(edit, into: typedBuffer, inField: field)
            return typed + typedBuffer.fitting(text)
        case .backspace, .delete: return typed
        case .deleteWordBackward, .deleteWordForward, .cut: return typed // the completion is the selection
        case .left, .right, .home, .end, .selectAll: return completed
        }
    }

    /// Text that does not fit in the entry is cut, as GTK cuts it
    /// (`EntryBuffer.fitting`); the form says so.
    private func sayIfCut(_ edit: TextEdit, into buffer: EntryBuffer?, inField field: Int) {
        guard case .insert(let text) = edit, let buffer else { return }
        let kept = buffer.fitting(text)
        guard kept.utf8.count < text.utf8.count else { return }
        // Said after the edit, which would clear the toast; when nothing
        // fits, no edit follows.
        cutsToSay.append(.textCut(field: field, kept: kept.count, characters: text.count))
        if kept.isEmpty { run() }
    }

    /// Indexes were built, or anything else a waiting key may depend on
    /// changed outside the session: decide what can be decided now.
    public func resume() {
        run()
    }

    // MARK: The loop

    /// Handles queued replies, then the waiting inputs that need wait no
    /// longer, then draws once.
    private func run() {
        guard !isHandling else { return }
        isHandling = true
        while true {
            if store.hasQueued {
                store.decideQueued()
                continue
            }
            guard let next = waiting.first, !mustWait(next) else { break }
            waiting.removeFirst()
            replay(next)
        }
        for cut in cutsToSay { _ = decide(cut) }
        cutsToSay = []
        isHandling = false
        // Drawn up once: on a form of hundreds of fields it costs a key's budget.
        var state = shownState
        narrate(state)
        state.announcement = narrator.announcement
        view?.render(state)
    }

    /// Lets the narrator look at the new view; a list that changed is
    /// counted once the typing pauses.
    private func narrate(_ shown: FormViewState) {
        guard narrator.observe(shown) else { return }
        let generation = narrator.pauseGeneration
        clock.after(FormNarrator.pause) { [weak self] in
            guard let self else { return }
            narrator.pauseElapsed(generation: generation)
            run()
        }
    }

    /// An input that waited: it goes to the field focused now, where the
    /// keys before it have taken the person.
    private func replay(_ input: Input) {
        switch input {
        case .paste(let field, _, let text):
            if let text, !text.isEmpty { replay(.edit(field: field, .insert(text))) }
        case .event(.key(let field, let key)):
            _ = decide(.key(field: machine.focusedField ?? field, key))
        case .event(let event):
            _ = decide(event)
        case .edit(let field, let edit):
            let target = machine.focusedField ?? field
            if machine.holdsKeys(target) {
                // Typed past a stop: never poured into the field (after Alt+A,
                // typed before the reason's entry took the keyboard).
                _ = decide(machine.takesReason(inField: target) ? .reasonEdited(edit) : .editHeld(field: target))
                return
            }
            guard let view else { return }
            view.render(viewState) // the entry must show what the keys before made
            if let text = textOverCompletion(edit, inField: target) {
                _ = decide(.textEdited(field: target, text: text))
                // Then the caret moves, as the entry moves it after the form
                // has heard of the key.
                if edit.movesCaret {
                    view.render(viewState)
                    _ = view.apply(edit, inField: target)
                }
                return
            }
            let shown = machine.viewState.fields[target].text
            sayIfCut(edit, into: view.buffer(inField: target), inField: target)
            let text = view.apply(edit, inField: target)
            if text != shown { _ = decide(.textEdited(field: target, text: text)) } // as the entry reports it
        }
    }

    /// Whether an input must wait: it is a key that depends on suggestions,
    /// and the answer or an index it needs is not there yet.
    private func mustWait(_ input: Input) -> Bool {
        if isSaving { return true }
        switch input {
        case .paste(_, _, let text):
            return text == nil
        case .edit(let field, let edit):
            let target = machine.focusedField ?? field
            return edit.dependsOnSuggestions && machine.editWaitsForAnswer(target)
        case .event(.key(let field, let key)):
            let target = machine.focusedField ?? field
            if machine.awaitsAnswer(target) { return true }
            return !machine.fieldsReadBy(key, in: target).allSatisfy { matcher.isReady(for: machine.spec.fields[$0]) }
        default:
            return false
        }
    }

    private func decide(_ event: FormEvent) -> Bool {
        let handled = store.decideNow(event)
        if case .key(_, let key) = event, handled { narrator.keyHandled(key) }
        return handled
    }

    // MARK: Effects out

    private func perform(_ effect: FormEffect) {
        switch effect {
        case .requestSuggestions(let request):
            let field = machine.spec.fields[request.field]
            if let found = matcher.answerAtOnce(request, for: field) {
                store.enqueue(.suggestionsArrived(field: request.field, generation: request.generation, suggestions: found))
                return
            }
            matcher.answerLater(request, for: field) { [weak self] found in
                self?.send(.suggestionsArrived(field: request.field, generation: request.generation, suggestions: found))
            }
            clock.after(FormMachine.spinnerDelay) { [weak self] in
                self?.send(.answerOverdue(field: request.field, generation: request.generation))
            }
        case .moveFocus(let field):
            // Drawn first, so the field is entered with what a record filled
            // in it, and selects that, as a person moving there would find it.
            view?.render(viewState)
            view?.focus(field: field)
        case .save(let submission):
            isSaving = true
            storage.save(submission) { [weak self] result in
                guard let self else { return }
                isSaving = false
                switch result {
                case .success(let saved):
                    // Before the machine hears it: a saved correction then
                    // shows the entries, read once with it.
                    toWindow?(.formWrote(addingEntries: submission.supersedes == nil ? 1 : 0))
                    send(.saveSucceeded(entryNumber: saved.number, destination: saved.destination))
                case .failure(let error):
                    send(.saveFailed(error))
                }
            }
        case .correctionSaved:
            toWindow?(.correctionSaved)
        case .withdraw(let deletion, let draft):
            storage.withdraw(deletion, restoring: draft) { [weak self] error in
                if let error { self?.send(.withdrawFailed(error)) } else { self?.toWindow?(.formWrote(addingEntries: -1)) }
            }
        case .storeDraft(let draft):
            storage.keep(draft: draft, as: .entry) { [weak self] error in self?.send(Self.keeping(error)) }
        case .storeCorrection(let draft):
            storage.keep(draft: draft, as: .correction) { [weak self] error in self?.send(Self.keeping(error)) }
        case .storeHistory(let history):
            storage.keep(history: history) { [weak self] error in self?.send(Self.keeping(error)) }
        case .ringBell:
            view?.ringBell()
        case .keepKeyer(let name):
            storage.keep(keyer: name)
        case .showEntries(let search):
            toWindow?(.entriesWanted(search: search))
        }
    }
}

extension FormSession {
    static func keeping(_ error: SaveError?) -> FormEvent {
        error.map { .keepingFailed(message: $0.description) } ?? .keptAgain
    }
}

extension FormEvent {
    var isFocusChange: Bool {
        switch self {
        case .focusEntered, .focusLeft: true
        default: false
        }
    }

    /// Events that effects bring about, rather than the person.
    var isReply: Bool {
        switch self {
        case .suggestionsArrived, .answerOverdue, .saveSucceeded, .saveFailed, .withdrawFailed, .keepingFailed, .keptAgain,
             .sourceChanged, .teamStatusChanged, .loadingProgressed: true
        default: false
        }
    }
}

import TypeaheadEngine

/// The state of one field inside the form machine.
struct FieldModel: Sendable {
    var text = ""
    /// The value kept, with a reason, although its warning questions it.
    var overridden: FieldOverride?
    /// The value a first Return warned of: a second Return on it asks the reason.
    var warnedValue: String?
    /// The record the value came from (chosen here or filled from a linked field).
    var record: Int?
    /// The value was filled from a record chosen in another field.
    var filledFromRecord = false
    var suggestions: [Suggestion] = []
    var isListOpen = false
    var highlight = Highlight.none
    /// The last edit added text at the end, so a completion may be offered
    /// (not after Backspace).
    var mayComplete = false
    /// The request for the current generation, if one is on its way.
    var wait = AnswerWait.none
    /// Bumped on every edit; only an answer with the current number is shown.
    var generation = 0
    /// For a strict field holding no known value: the closest value, offered
    /// as "Did you mean …?" (Return or a click takes it).
    var didYouMean: Suggestion?
    /// Why the last answer has no rows ("Can't reach HOST"), shown as the
    /// list's only row; the next edit asks again.
    var notice: String?
    /// The last answer was that the server could not be reached.
    var hasNoConnection = false
    /// Errors show once the person has left the field or tried to save.
    var showsError = false
    /// Heads-down, a Return that named no one record: keys are held until answered.
    var stop: FieldStop?

    /// `model` in place of this field: with a generation newer than any
    /// asked for here and no request on its way, so an answer to a request
    /// made before (a saved entry, an undone edit) never lands in it.
    func replaced(by model: FieldModel) -> FieldModel {
        var next = model
        next.generation = generation + 1
        next.wait = .none
        return next
    }

    /// Forgets the request on its way: a new generation, so its answer is
    /// dropped, and no spinner.
    mutating func dropPendingAnswer() {
        generation += 1
        wait = .none
    }

    /// The highlighted row (the top one under a completion). Highlighting
    /// the top row keeps a completion; any other row drops it.
    // Not inlined: Swift 6.3.1's optimizer (CopyPropagation) crashes on
    // these accessors inlined into FormMachine.keyPressed in a release build.
    var highlighted: Int? {
        @inline(never) get {
            switch highlight {
            case .none: nil
            case .row(let row): row
            case .completion: 0
            }
        }
        @inline(never) set {
            switch (highlight, newValue) {
            case (.completion, 0?): break // the top row, still completed
            case (_, let row?): highlight = .row(row)
            case (_, nil): highlight = .none
            }
        }
    }

    /// The rest of the top suggestion, shown selected after the caret.
    /// Dropping it leaves the top row highlighted.
    var completion: String? {
        @inline(never) get {
            switch highlight {
            case .completion(let rest): rest
            case .none, .row: nil
            }
        }
        @inline(never) set {
            switch (highlight, newValue) {
            case (_, let rest?): highlight = .completion(rest: rest)
            case (.completion, nil): highlight = .row(0)
            case (.none, nil), (.row, nil): break
            }
        }
    }

    /// A request for the current generation has not been answered yet.
    var isAwaiting: Bool { wait != .none }
    /// The answer is overdue: the list shows a spinner over its rows.
    var isLoading: Bool { wait == .overdue }
}

/// The state of one field inside the form machine.
struct FieldModel: Sendable {
    var text = ""
    /// The record the value came from (chosen here or filled from a linked field).
    var record: Int?
    /// The value was filled from a record chosen in another field.
    var filledFromRecord = false
    var suggestions: [Suggestion] = []
    var isListOpen = false
    var highlighted: Int?
    /// The rest of the top suggestion, shown selected after the caret.
    var completion: String?
    /// The last edit added text at the end, so a completion may be offered
    /// (not after Backspace).
    var mayComplete = false
    /// A request for the current generation has not been answered yet.
    var isAwaiting = false
    /// The answer is overdue: the list shows a spinner over its rows.
    var isLoading = false
    /// Bumped on every edit; only an answer with the current number is shown.
    var generation = 0
    /// For a strict field holding no known value: the closest value, offered
    /// as "Did you mean …?" (Return or a click takes it).
    var didYouMean: Suggestion?
    /// Why the last answer has no rows ("Can't reach HOST"), shown as the
    /// list's only row; the next edit asks again.
    var notice: String?
    /// Errors show once the person has left the field or tried to save.
    var showsError = false

    /// Forgets the request on its way: a new generation, so its answer is
    /// dropped, and no spinner.
    mutating func dropPendingAnswer() {
        generation += 1
        isAwaiting = false
        isLoading = false
    }
}

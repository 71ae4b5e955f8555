/// Where a field's request for suggestions stands: one of these, so a
/// spinner can never turn for a field that awaits nothing.
enum AnswerWait: Equatable, Sendable {
    /// Nothing asked, or the answer is in.
    case none
    /// Asked for the current text; the answer is not in yet.
    case awaiting
    /// Asked and not answered within `FormMachine.spinnerDelay`: the list
    /// shows a spinner over its rows.
    case overdue
}

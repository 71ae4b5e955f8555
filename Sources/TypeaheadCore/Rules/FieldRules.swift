/// One field's rules, parsed (`FormRules`): nil where the form gives none.
struct FieldRules: Sendable {
    var relevant: Expression?
    var required: Expression?
    var constraint: Expression?
    /// A check the keyer may override with a reason.
    var warning: Expression?
    var calculation: Expression?
    /// Which of a choice field's options are offered now.
    var choiceFilter: Expression?
    /// A label that shows other fields' values (`${name}`).
    var label: LabelTemplate?
    /// The indexes of the fields its relevance or value reads, so that
    /// they are valued first.
    var reads: [Int] = []
}

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
    /// Bumped on every edit; only an answer with the current number is shown.
    var generation = 0
    /// Errors show once the person has left the field or tried to save.
    var showsError = false
}

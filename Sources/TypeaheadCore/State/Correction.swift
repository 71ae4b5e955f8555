import TypeaheadStorage

/// A saved entry open in the form to be corrected: the version its save
/// will supersede, and the form as it was before (an entry being typed),
/// which comes back when the correction is saved or cancelled.
struct Correction: Sendable {
    var supersedes: EntryID
    var formBefore: (fields: [FieldModel], focus: Int?)
}

/// Values a record had filled that an edit of the field it was chosen in
/// cleared (typing a new city clears the old city's country). A choice
/// made next that fills them differently replaced them, and its Undo
/// brings back the form as it was before that edit.
struct FillsClearedByEdit: Sendable {
    /// The field edited; only a choice there counts.
    var chooser: Int
    /// The fields before the edit.
    var before: [FieldModel]
    /// The cleared fields, by index, with the generation clearing gave
    /// them: a field changed since (typed in, filled, saved, cleared) has
    /// another, and no longer counts.
    var generations: [Int: Int]

    func stillCleared(_ field: Int, in fields: [FieldModel]) -> Bool {
        generations[field] == fields[field].generation && fields[field].text.isEmpty
    }
}

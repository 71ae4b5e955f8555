/// Taking a suggestion's record, filling linked fields, and letting go of it.
extension FormMachine {
    /// Takes a suggestion's record: its text replaces the typed text, and the
    /// other fields of the same record fill, except those the person typed.
    mutating func accept(_ suggestion: Suggestion, in field: Int) {
        undoSnapshot = (fields.map { model in
            var closed = model
            closed.isListOpen = false
            closed.completion = nil
            closed.highlighted = nil
            return closed
        }, field)
        let group = spec.fields[field].recordGroup
        dropRecord(editedIn: field)
        fields[field].text = suggestion.text
        fields[field].record = suggestion.record
        fields[field].filledFromRecord = false
        closeList(field)
        fields[field].suggestions = []
        fields[field].dropPendingAnswer()
        guard let group, let source = spec.fields[field].source.flatMap({ sources[$0] }) else { return }
        for other in fields.indices where other != field && spec.fields[other].recordGroup == group {
            guard fields[other].text.isEmpty || fields[other].filledFromRecord,
                  let column = spec.fields[other].column else { continue }
            fields[other].text = source.value(of: suggestion.record, column: column)
            fields[other].record = suggestion.record
            fields[other].filledFromRecord = true
            fields[other].suggestions = []
            fields[other].isListOpen = false
            fields[other].generation += 1
        }
    }

    /// An edit to a field whose value came from a record drops that record;
    /// if the field chose it, the fields it filled are cleared too.
    mutating func dropRecord(editedIn field: Int) {
        guard fields[field].record != nil else { return }
        let chose = !fields[field].filledFromRecord
        fields[field].record = nil
        fields[field].filledFromRecord = false
        guard chose, let group = spec.fields[field].recordGroup else { return }
        for other in fields.indices where other != field && spec.fields[other].recordGroup == group && fields[other].filledFromRecord {
            fields[other] = FieldModel(generation: fields[other].generation + 1)
        }
    }
}

import TypeaheadEngine

/// Taking a suggestion's record, filling linked fields, and letting go of it.
extension FormMachine {
    /// Takes a suggestion's record: its text replaces the typed text, the
    /// other fields of the same record fill, except those the person typed,
    /// and so do the records looked up from it. A toast says so when values
    /// a record had filled are replaced.
    mutating func accept(_ suggestion: Suggestion, in field: Int) {
        let before = fields
        endStop(field) // a row chosen answers a stop
        undoSnapshot = (fields.map(Self.closed), field)
        dropRecord(editedIn: field)
        if spec.fields[field].choosesMany {
            // The option completes the piece being typed; the field holds no one record.
            fields[field].text = String(ManyChoiceTyping(fields[field].text).written) + suggestion.text
            fields[field].record = nil
        } else {
            fields[field].text = suggestion.text
            fields[field].record = suggestion.record
        }
        fields[field].filledFromRecord = false
        closeList(field)
        fields[field].suggestions = []
        fields[field].dropPendingAnswer()
        if let group = spec.fields[field].recordGroup {
            fill(group, with: suggestion.record, source: spec.fields[field].source, except: field)
            applyLookups(from: group)
        }
        tally.accepted(before: before.map(\.text), after: fields.map(\.text))
        announceReplacedValues(before: before, chosenIn: field, suggestion)
    }

    /// An edit to a field whose value came from a record drops that record;
    /// if the field chose it, the fields it filled, and the records looked
    /// up from it, are cleared too.
    mutating func dropRecord(editedIn field: Int) {
        guard fields[field].record != nil else { return }
        let chose = !fields[field].filledFromRecord
        fields[field].record = nil
        fields[field].filledFromRecord = false
        guard chose, let group = spec.fields[field].recordGroup else { return }
        let before = fields
        clearFilled(group)
        clearLookups(from: group)
        let cleared = fields.indices.filter { !before[$0].text.isEmpty && fields[$0].text.isEmpty }
        clearedFills = cleared.isEmpty ? nil
            : FillsClearedByEdit(chooser: field, before: before, generations: Dictionary(uniqueKeysWithValues: cleared.map { ($0, fields[$0].generation) }))
    }

    /// The key of the record `field` holds now, if any.
    func recordKey(_ field: Int) -> String? {
        guard let record = fields[field].record, let source = spec.fields[field].source else { return nil }
        return lookup.key(of: record, in: source)
    }
}

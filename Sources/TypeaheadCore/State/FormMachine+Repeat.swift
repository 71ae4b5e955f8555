import TypeaheadEngine

/// Ctrl+': repeating a value from the last entry, as Microsoft Access does.
extension FormMachine {
    /// The focused field takes the value its field had in the last entry
    /// saved in this window. A value that came from a record is taken as
    /// choosing that record is: the fields linked to it are filled too.
    /// Undone by Ctrl+Z like a choice.
    mutating func repeatPrevious(in field: Int) -> FormUpdate {
        guard let previous = lastEntry?[field] else {
            toast = Toast(text: words.translated("No entry saved yet to repeat a value from"))
            return FormUpdate(handled: true)
        }
        if let record = previous.record, let source = spec.fields[field].source {
            accept(Suggestion(record: record, key: lookup.key(of: record, in: source) ?? "", text: previous.text,
                              detail: nil, tier: .exact, matchedRanges: []), in: field)
        } else {
            undoSnapshot = (fields.map(Self.closed), field)
            dropRecord(editedIn: field)
            fields[field].text = previous.text
            fields[field].mayComplete = false
            closeList(field)
            fields[field].suggestions = []
            fields[field].dropPendingAnswer()
        }
        return FormUpdate(handled: true)
    }
}

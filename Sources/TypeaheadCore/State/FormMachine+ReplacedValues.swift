import TypeaheadEngine

/// The toast that says a choice replaced values a record had filled, which
/// may be in fields off-screen, with Undo (as Ctrl+Z).
extension FormMachine {
    /// A value is replaced when this choice changed what a record had filled,
    /// or filled differently what typing in the chosen field had just
    /// cleared; then Undo brings back the form before that typing.
    mutating func announceReplacedValues(before: [FieldModel], chosenIn field: Int, _ suggestion: Suggestion) {
        let cleared = clearedFills
        clearedFills = nil
        let changed = fields.indices.filter { $0 != field && fields[$0].text != before[$0].text }
        let replacedNow = changed.contains { before[$0].filledFromRecord && !before[$0].text.isEmpty }
        let replacedAfterEdit = cleared.map { cleared in
            cleared.chooser == field && changed.contains { cleared.stillCleared($0, in: before) && fields[$0].text != cleared.before[$0].text }
        } ?? false
        if replacedAfterEdit, let cleared {
            undoSnapshot = (cleared.before.map(Self.closed), field)
        }
        guard replacedNow || replacedAfterEdit else {
            if toast?.action == .undo { toast = nil } // its Undo would now undo this choice
            return
        }
        // TRANSLATORS: %1$d is how many other fields the chosen value filled, %2$s the chosen value.
        toast = Toast(text: words.translatedPlural("Filled %1$d field from %2$s", "Filled %1$d fields from %2$s", count: changed.count,
                                             changed.count, name(of: suggestion, in: field)),
                      action: .undo)
    }

    /// A field as Undo brings it back: its list closed.
    static func closed(_ model: FieldModel) -> FieldModel {
        var closed = model
        closed.isListOpen = false
        closed.completion = nil
        closed.highlighted = nil
        closed.stop = nil
        return closed
    }

    /// The chosen value as the toast names it: its text, and when other
    /// records share that text, its detail or else its row number.
    func name(of suggestion: Suggestion, in field: Int) -> String {
        guard let source = spec.fields[field].source, let column = spec.fields[field].column,
              lookup.records(of: source, in: column, equalTo: suggestion.text).count > 1 else { return suggestion.text }
        if let detail = lookup.detail(of: suggestion.record, in: source) { return "\(suggestion.text) (\(detail))" }
        // TRANSLATORS: a chosen value that other records share (%1$s), told apart by its row in the data file (%2$d).
        return words.translated("%1$s (row %2$d)", suggestion.text, suggestion.record + 1)
    }
}

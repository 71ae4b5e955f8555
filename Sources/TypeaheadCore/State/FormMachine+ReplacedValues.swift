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
        let count = changed.count == 1 ? "1 field" : "\(changed.count) fields"
        toast = Toast(text: "Filled \(count) from \(name(of: suggestion, in: field))", action: .undo)
    }

    /// A field as Undo brings it back: its list closed.
    static func closed(_ model: FieldModel) -> FieldModel {
        var closed = model
        closed.isListOpen = false
        closed.completion = nil
        closed.highlighted = nil
        return closed
    }

    /// The chosen value as the toast names it: its text, and when other
    /// records share that text, its detail or else its row number.
    func name(of suggestion: Suggestion, in field: Int) -> String {
        guard let source = spec.fields[field].source, let column = spec.fields[field].column,
              lookup.records(of: source, in: column, equalTo: suggestion.text).count > 1 else { return suggestion.text }
        return "\(suggestion.text) (\(lookup.detail(of: suggestion.record, in: source) ?? "row \(suggestion.record + 1)"))"
    }
}

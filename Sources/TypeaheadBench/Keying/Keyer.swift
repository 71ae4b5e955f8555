import TypeaheadCore

@MainActor
struct Keyer {
    let rule: KeyerRule
    let form: HeadlessForm

    func key(_ paper: PaperRecord, clerk: String) -> KeyedRecord {
        let keysBefore = form.keystrokes, bellsBefore = form.bells, savedBefore = form.saved.count
        if form.focused == KeyingField.clerk.rawValue {
            form.type(clerk)
            form.press(.enter)
        }
        keyCity(paper)
        // Return over what the city filled, then the note, whose Return saves.
        while form.focused != KeyingField.note.rawValue, form.focused != KeyingField.city.rawValue,
              !form.state.fields[form.focused].text.isEmpty {
            form.press(.enter)
        }
        if form.focused == KeyingField.note.rawValue {
            form.type(paper.note)
            form.press(.enter)
        }
        var result = KeyedRecord(keystrokes: form.keystrokes - keysBefore, stops: form.bells - bellsBefore)
        result.saved = form.saved.count > savedBefore
        if result.saved, let city = form.saved.last?.records.first(where: { $0.id == "city" }) {
            result.wrongCity = city.key != paper.cityKey
        } else if result.saved {
            result.wrongCity = true // saved without a city record
        } else {
            form.press(.clear) // given up: the next record starts afresh
        }
        return result
    }

    private var city: Int { KeyingField.city.rawValue }

    private func keyCity(_ paper: PaperRecord) {
        switch rule {
        case .headsDown:
            form.type(paper.name)
            form.press(.enter)
        case .attentive:
            for character in paper.name {
                form.type(String(character))
                if chooseIfShown(paper) { return }
            }
            // The whole name typed and another value highlighted: put the
            // list away, so Return takes the name as typed.
            if form.state.fields[city].highlightedRow != nil { form.press(.escape) }
            form.press(.enter)
        }
        // A stop: the keyer looks up and chooses the paper's city.
        if form.focused == city, form.state.fields[city].text != "" {
            _ = chooseIfShown(paper, lookingUp: true)
        }
    }

    /// Takes the paper's city when the list shows it (within its visible
    /// rows, or all rows once the keyer looks up at a stop): the arrows to
    /// it, and Return. Whether it did.
    private func chooseIfShown(_ paper: PaperRecord, lookingUp: Bool = false) -> Bool {
        let field = form.state.fields[city]
        let shown = lookingUp ? field.rows.count : min(field.rows.count, field.maxRows)
        guard field.isListOpen, let row = field.rows.prefix(shown).firstIndex(where: { paper.isShown(by: $0) }) else { return false }
        var guardCount = 0
        while form.state.fields[city].highlightedRow != row, guardCount <= field.rows.count + 1 {
            form.press(form.state.fields[city].highlightedRow.map { $0 > row } ?? false ? .up : .down)
            guardCount += 1
        }
        form.press(.enter)
        return true
    }
}

extension PaperRecord {
    /// Whether a row of the list is this record, as the keyer reads it: its
    /// name, and what tells it apart.
    func isShown(by row: SuggestionRow) -> Bool {
        row.text == name && (row.detail ?? "").hasPrefix(detail)
    }
}

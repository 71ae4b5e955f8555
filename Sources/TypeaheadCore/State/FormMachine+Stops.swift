import TypeaheadEngine

/// Heads-down keying (`Keying.headsDown`): Return takes a suggestion only
/// when what was typed names one record; any other Return in a strict
/// field stops, rings the bell, and holds the keys typed after it.
extension FormMachine {
    /// Whether keys typed in `field` are held: it stopped, and the keyer
    /// has not answered yet.
    public func holdsKeys(_ field: Int) -> Bool {
        fields.indices.contains(field) && fields[field].stop != nil
    }

    /// A key typed past the stop: not added to any value, counted, and the
    /// bell rings again on the first, for a keyer still reading the paper.
    mutating func holdKey(in field: Int) -> FormUpdate {
        fields[field].stop?.heldKeys += 1
        return FormUpdate(effects: fields[field].stop?.heldKeys == 1 ? [.ringBell] : [], handled: true)
    }

    /// Escape answers a stop: the list closes and the text is the keyer's
    /// to edit; the keys held are dropped, and a toast says how many.
    mutating func answerStopByEditing(_ field: Int) -> FormUpdate {
        if reasonPrompt?.field == field { return leaveReason() }
        leaveDisagreement(field)
        endStop(field)
        closeList(field)
        fields[field].dropPendingAnswer()
        return FormUpdate(handled: true)
    }

    /// The stop is answered: the keys held are dropped, never poured into
    /// a value, and a toast says so.
    mutating func endStop(_ field: Int) {
        guard let stop = fields[field].stop else { return }
        fields[field].stop = nil
        guard stop.heldKeys > 0 else { return }
        // TRANSLATORS: after a heads-down stop (a value that names no one record), the keys typed before the keyer answered it.
        toast = Toast(text: words.translatedPlural("%1$d key typed after the stop was not used",
                                             "%1$d keys typed after the stop were not used",
                                             count: stop.heldKeys, stop.heldKeys))
    }

    /// Return, heads-down. A row the keyer highlighted, or the one record
    /// the typed text names, is taken and the keyer moves on. In a strict
    /// field anything else stops: namesakes or the matches are listed with
    /// nothing highlighted, the bell rings, and keys after wait for an answer.
    mutating func enterHeadsDown(_ field: Int) -> FormUpdate {
        let model = fields[field]
        let chosenRow = model.isListOpen ? model.highlighted.flatMap { model.suggestions.indices.contains($0) ? $0 : nil } : nil
        if model.stop != nil, chosenRow == nil { return holdKey(in: field) }
        if let row = chosenRow {
            accept(model.suggestions[row], in: field)
        } else {
            commitTypedText(field)
            closeList(field)
            showTypedDate(field)
        }
        fields[field].showsError = true
        if isAmbiguousStrictValue(field) {
            offerExactRecords(field)
            return stopHere(field)
        }
        if isUnknownStrictValue(field) {
            offerClosestValue(field)
            offerMatches(field)
            return stopHere(field)
        }
        if refusesValue(field) { return stopHere(field) }
        if let stopped = stopsForWarning(field) { return stopped }
        if let stopped = stopsForDisagreement(field) { return stopped }
        return moveOn(from: field)
    }

    /// A strict value that is no record's: the rows for what was typed,
    /// nothing highlighted, for a keyer who looks up to choose.
    mutating func offerMatches(_ field: Int) {
        let rows = lookUpAtOnce(field, query: fields[field].text)
        guard !rows.isEmpty else { return }
        fields[field].dropPendingAnswer()
        fields[field].suggestions = rows
        fields[field].isListOpen = true
        fields[field].highlighted = nil
        fields[field].completion = nil
        fields[field].mayComplete = false
    }

    mutating func stopHere(_ field: Int) -> FormUpdate {
        fields[field].stop = FieldStop()
        return FormUpdate(effects: [.ringBell], handled: true)
    }

    /// Said after a stopped field's error while keys are held.
    func heldKeysNote(_ field: Int) -> String {
        guard let held = fields[field].stop?.heldKeys, held > 0 else { return "" }
        if !spec.fields[field].hasSuggestions {
            // TRANSLATORS: follows a field's error after a heads-down stop at a value the form's check refuses; %1$d keys were typed after it and not used.
            return " " + words.translatedPlural("(%1$d key held: press Escape to edit)",
                                                "(%1$d keys held: press Escape to edit)", count: held, held)
        }
        // TRANSLATORS: follows a field's error after a heads-down stop; %1$d keys were typed after it and not used.
        return " " + words.translatedPlural("(%1$d key held: choose a row, or press Escape to edit)",
                                      "(%1$d keys held: choose a row, or press Escape to edit)", count: held, held)
    }
}

import TypeaheadEngine

/// The keys of a field: moving the highlight, Return, Ctrl+Return, undo and redo, clear.
extension FormMachine {
    mutating func keyPressed(_ field: Int, _ key: FieldKey) -> FormUpdate {
        var model = fields[field]
        let count = model.suggestions.count
        let page = max(spec.fields[field].maxRows, 1)
        switch key {
        // The list keys are always taken, even with nothing to move through:
        // GTK would move the focus with them, which a key replayed after
        // waiting could not do, and a key must mean one thing.
        case .down:
            guard count > 0 else { return FormUpdate(handled: true) }
            model.completion = nil
            if !model.isListOpen {
                model.isListOpen = true
            } else {
                model.highlighted = model.highlighted.map { $0 + 1 < count ? $0 + 1 : nil } ?? 0
            }
        case .up:
            guard model.isListOpen, count > 0 else { return FormUpdate(handled: true) }
            model.completion = nil
            model.highlighted = model.highlighted.map { $0 > 0 ? $0 - 1 : nil } ?? count - 1
        case .pageDown:
            guard model.isListOpen, count > 0 else { return FormUpdate(handled: true) }
            model.completion = nil
            model.highlighted = min((model.highlighted ?? -1) + page, count - 1)
        case .pageUp:
            guard model.isListOpen, count > 0 else { return FormUpdate(handled: true) }
            model.completion = nil
            model.highlighted = max((model.highlighted ?? count) - page, 0)
        case .openList:
            // Always asked afresh: what narrows the field may have changed.
            guard spec.fields[field].hasSuggestions else { return FormUpdate() }
            fields[field].mayComplete = false
            var update = request(field, query: model.text)
            update.handled = true
            return update
        case .escape where fields[field].stop != nil:
            return answerStopByEditing(field)
        case .escape:
            guard model.isListOpen || model.isAwaiting else { return FormUpdate() }
            model.isListOpen = false
            model.highlighted = nil
            model.completion = nil
            model.dropPendingAnswer() // an answer on its way must not reopen the list
        // Keys that would take the keyer on, typed past a heads-down stop.
        case .saveAnyway:
            return askReason()
        case .keepFirstKeying, .keepOwnKeying:
            guard verification?.disagreement == field else { return FormUpdate(handled: true) }
            return keepKeying(first: key == .keepFirstKeying)
        case .enter where takesReason(inField: field):
            return giveReason(reasonPrompt?.typedReason ?? "")
        case .tab where holdsKeys(field), .backTab where holdsKeys(field), .save where holdsKeys(field),
             .repeatPrevious where holdsKeys(field), .enter where reasonPrompt?.field == field,
             .enter where verification?.disagreement == field:
            return holdKey(in: field)
        case .tab, .backTab:
            // Tab takes what is shown, as Return does: the highlighted row
            // or the inline completion, else the typed text (in its record's
            // own spelling, if it is exactly one). Unlike Return it never
            // holds the focus: a strict value left ambiguous or unknown
            // shows its error, and saving goes back to it.
            commit(field)
            // From the first or last field keyed, Tab goes on to the window.
            guard let next = keyedField(from: field, forward: key == .tab) else { return FormUpdate(handled: false) }
            return FormUpdate(effects: [moveFocus(to: next)], handled: true)
        case .enter:
            return enter(field)
        case .repeatPrevious:
            return repeatPrevious(in: field)
        case .save:
            commit(field)
            if isAmbiguousStrictValue(field) {
                offerExactRecords(field)
                return FormUpdate(handled: true)
            }
            return FormUpdate(effects: trySave(), handled: true)
        // Right after a save, it takes the entry back. Taken even with
        // nothing to undo: the entry's own undo would bring back a text
        // without its record and linked fields.
        case .undo:
            if let withdrawn = withdrawLastSave() { return withdrawn }
            guard let snapshot = undoSnapshot else { return FormUpdate(handled: true) }
            let undone = closedSnapshot
            undoSnapshot = nil // (which ends any redo) before the redo is kept
            redoSnapshot = undone
            return restore(snapshot)
        case .redo:
            guard let snapshot = redoSnapshot else { return FormUpdate(handled: true) }
            undoSnapshot = closedSnapshot // so Ctrl+Z undoes it again
            return restore(snapshot)
        case .clear where verification != nil:
            // Verifying, Ctrl+N keys the entry again from the start: its identity stays shown.
            verification?.disagreement = nil
            verification?.disagreed = []
            verification?.keptOwn = [:]
            return openForVerifying(verification!.target)
        case .clear:
            undoSnapshot = (fields, focused)
            fields = fields.map { $0.replaced(by: FieldModel()) }
            fillDefaults()
            tally = KeyingTally()
            toast = Toast(text: words.translated("Form cleared"), action: .undo)
            entryStarted = nil
            // A cleared form shows no errors until the person leaves a field again.
            return FormUpdate(effects: [moveFocus(to: 0, showingErrors: false)], handled: true)
        }
        fields[field] = model
        return FormUpdate(handled: true)
    }

    /// Return: accept the highlighted row or keep the typed text, then move on
    /// (or save, on the last field).
    mutating func enter(_ field: Int) -> FormUpdate {
        if spec.keying(of: field) == .headsDown { return enterHeadsDown(field) }
        // A second Return on an unknown value takes what "Did you mean" offered.
        if let offered = fields[field].didYouMean, !fields[field].isListOpen || fields[field].highlighted == nil {
            accept(offered, in: field)
        } else {
            commit(field)
        }
        if isAmbiguousStrictValue(field) {
            offerExactRecords(field)
            return FormUpdate(effects: [.ringBell], handled: true) // stay until one of them is chosen
        }
        if isUnknownStrictValue(field) {
            offerClosestValue(field)
            return FormUpdate(effects: [.ringBell], handled: true) // stay until the value is one of the source's
        }
        if refusesValue(field) {
            return FormUpdate(effects: [.ringBell], handled: true) // stay until the value is one the field takes
        }
        if let warned = warns(field) { return warned }
        if let stopped = stopsForDisagreement(field) { return stopped }
        return moveOn(from: field)
    }

    /// After a Return that leaves `field`: the next field to key, or the save.
    mutating func moveOn(from field: Int) -> FormUpdate {
        if let next = fieldAfter(field) {
            return FormUpdate(effects: [moveFocus(to: next)], handled: true)
        }
        return FormUpdate(effects: trySave(), handled: true)
    }

    /// For a strict field's unknown value: the best suggestion for it (a
    /// typo-tolerant match when nothing better), looked up at once; the
    /// engine answers in well under a millisecond.
    mutating func offerClosestValue(_ field: Int) {
        let text = fields[field].text
        fields[field].didYouMean = lookUpAtOnce(field, query: text).first
    }

    /// What Return does to a field before moving on: take the highlighted
    /// row, or keep the typed text (taking its record if it is exactly one).
    mutating func commit(_ field: Int) {
        let model = fields[field]
        if model.isListOpen, let row = model.highlighted, model.suggestions.indices.contains(row) {
            accept(model.suggestions[row], in: field)
        } else {
            commitTypedText(field)
        }
        closeList(field)
        showTypedDate(field)
        fields[field].showsError = true
    }

    /// Records whose value equals the field's text, ignoring case and accents,
    /// among those the field's `narrow` offers.
    func exactRecords(_ field: Int, blocking: Bool = true) -> [Int] {
        records(of: field, equalTo: fields[field].text, blocking: blocking)
    }

    /// Records of `field`'s source whose value equals `text`, ignoring case
    /// and accents, among those the field's `narrow` offers.
    func records(of field: Int, equalTo text: String, blocking: Bool = true) -> [Int] {
        let fieldSpec = spec.fields[field]
        if fieldSpec.choosesOne {
            let offered = offeredOptions(field)
            return ChoiceMatcher.exact(text, in: fieldSpec.options).filter { offered?.contains($0) ?? true }
        }
        guard let source = fieldSpec.source, let column = fieldSpec.column,
              !text.isEmpty, blocking || lookup.isIndexed(column, of: source) else { return [] }
        let records = lookup.records(of: source, in: column, equalTo: text)
        // Narrowing matters only to tell several apart; one is one either way.
        let constraints = narrowing(of: field)
        guard records.count > 1, !constraints.isEmpty,
              constraints.keys.allSatisfy({ blocking || lookup.isIndexed($0, of: source) }),
              let filter = lookup.filter(of: source, constraints) else { return records }
        return records.filter(filter.contains)
    }

    /// The form as it stands, its lists closed: what Ctrl+Z or Ctrl+Shift+Z
    /// brings back later.
    var closedSnapshot: (fields: [FieldModel], focus: Int?) { (fields.map(Self.closed), focused) }

    /// Puts back the fields of an undo or redo snapshot, with the focus
    /// where it was and no toast.
    mutating func restore(_ snapshot: (fields: [FieldModel], focus: Int?)) -> FormUpdate {
        fields = zip(fields, snapshot.fields).map { $0.replaced(by: $1) }
        toast = nil
        return FormUpdate(effects: snapshot.focus.map { [moveFocus(to: $0, showingErrors: false)] } ?? [], handled: true)
    }

    /// Typed text that equals exactly one value of the source takes its record.
    mutating func commitTypedText(_ field: Int) {
        let fieldSpec = spec.fields[field]
        if fieldSpec.choosesOne {
            let named = exactRecords(field)
            if fields[field].record == nil, named.count == 1 { accept(ChoiceMatcher.suggestion(named[0], in: fieldSpec.options), in: field) }
            return
        }
        guard fields[field].record == nil, let source = fieldSpec.source, let column = fieldSpec.column else { return }
        let matches = exactRecords(field)
        guard matches.count == 1 else { return }
        let record = matches[0]
        accept(Suggestion(record: record, key: lookup.key(of: record, in: source) ?? "",
                          text: lookup.value(of: record, column: column, in: source) ?? fields[field].text,
                          detail: nil, tier: .exact, matchedRanges: []), in: field)
    }
}

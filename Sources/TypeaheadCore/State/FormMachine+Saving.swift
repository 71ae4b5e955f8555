import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Validation and saving.
extension FormMachine {
    /// The value came from a record, or equals a value of the source (so a
    /// strict field accepts it even before a record is taken).
    /// Drawing asks without `blocking`: while the source is still being
    /// indexed, a typed value is not checked yet (the icon waits), rather
    /// than holding up typing.
    func isKnownValue(_ field: Int, blocking: Bool = true) -> Bool {
        fields[field].record != nil || !exactRecords(field, blocking: blocking).isEmpty
    }

    func isUnknownStrictValue(_ field: Int) -> Bool {
        FieldValidator.isUnknownValue(for: spec.fields[field], text: fields[field].text, isKnownValue: isKnownValue(field))
    }

    func error(of field: Int) -> String? {
        error(of: field, in: ruled, known: isKnownValue(field), blocking: true)
    }

    /// Saves if every field is valid; otherwise shows every error and goes to
    /// the first invalid field.
    mutating func trySave() -> [FormEffect] {
        // A value typed and left (Tab, a click) is saved in its record's own
        // spelling, with its record, when it equals exactly one.
        for index in fields.indices {
            commitTypedText(index)
            showTypedDate(index)
        }
        for index in fields.indices { fields[index].showsError = true }
        for index in fields.indices where isUnknownStrictValue(index) && fields[index].didYouMean == nil {
            offerClosestValue(index)
        }
        // The values are ruled once, afresh (the time of `end` is now's):
        // each field's error reads the same ones.
        let ruled = freshlyRuled
        if let firstInvalid = fields.indices.first(where: { error(of: $0, in: ruled, known: isKnownValue($0), blocking: true) != nil }) {
            if isAmbiguousStrictValue(firstInvalid) { offerExactRecords(firstInvalid) }
            // A value its warning questions: one Return there asks the reason.
            if questionedValue(firstInvalid, in: ruled) { fields[firstInvalid].warnedValue = fields[firstInvalid].text }
            return [moveFocus(to: firstInvalid)]
        }
        if let differs = stopsAtDisagreement(ruled) { return differs }
        if let asks = asksReasonForChange() { return asks }
        if let waits = waitsForDuplicateReason(ruled) { return waits }
        let time = clock()
        var submission = Submission(
            id: .make(at: time),
            supersedes: correction?.supersedes,
            submitted: time,
            // A field not asked is saved empty, whatever it held.
            values: spec.fields.indices.map { (spec.fields[$0].id, ruled.values[$0]) },
            records: spec.fields.indices.compactMap { index in
                recordKey(index).map { (spec.fields[index].id, $0) }
            })
        // A number field's value is written as a JSON number.
        submission.numbers = Set(spec.fields.indices.filter { index in
            (spec.fields[index].type.isNumber || spec.fields[index].auto == .counter)
                && TypedText.decimal(ruled.values[index], separator: ".") == ruled.values[index]
        }.map { spec.fields[$0].id })
        submission.lists = Set(spec.fields.filter { $0.type == .choices }.map(\.id))
        submission.keying = tally.keying(fieldIDs: spec.fields.map(\.id))
        submission.duplicate = keptDuplicate
        if let namedKeyer { submission.enteredBy = namedKeyer }
        submission.overrides = spec.fields.indices.compactMap { index in
            guard let kept = fields[index].overridden, kept.value == fields[index].text, rules.failsWarning(index, in: ruled) else { return nil }
            return (spec.fields[index].id, kept.reason)
        }
        if verification != nil {
            submission.verification = verificationOutcomes(ruled)
            // What the app wrote itself (a counter, the times, the login) stays the first save's.
            for index in spec.fields.indices where spec.fields[index].auto != nil {
                submission.values[index].text = firstKeying(index)
            }
        }
        if correction != nil, verification == nil { submission.reason = changeReason }
        keptDuplicate = nil
        saving = (submission.id!, closedSnapshot)
        return [.save(submission)]
    }

    /// Ctrl+Z right after a save: the entry is taken back (a deletion line;
    /// the file keeps its save) and its values and records come back.
    mutating func withdrawLastSave() -> FormUpdate? {
        guard let id = withdrawable, let snapshot = undoSnapshot else { return nil }
        undoSnapshot = nil
        lastEntry = entryBeforeLast
        entryBeforeLast = nil
        var update = restore(snapshot)
        toast = Toast(text: words.translated("Entry taken back: its values are in the form again"))
        // The values go to the draft with the deletion, never after it: a
        // kill between the two would lose the entry (FileStorage.withdraw).
        let draft = currentDraft
        storedDraft = draft.isEmpty ? nil : draft
        let deletion = EntryDeletion(deletes: id, submitted: clock(), form: SubmittedForm(spec))
        update.effects.insert(.withdraw(deletion, restoring: storedDraft), at: 0)
        return update
    }
}

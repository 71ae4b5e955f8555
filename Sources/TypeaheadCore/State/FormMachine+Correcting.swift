import TypeaheadEngine
import TypeaheadStorage

/// Correcting a saved entry: its values and records in the form, checked
/// as when it was entered, saved as a line that supersedes it.
extension FormMachine {
    /// Opens the entry whose newest version is `version`, with `values`
    /// (and the keys of its records), in the form. While it is corrected
    /// its draft is kept in a file of its own (`DraftKind.correction`): after
    /// a kill it comes back as a correction, never a new entry, and the
    /// draft of the entry being typed stays as it was.
    mutating func beginCorrection(of version: EntryID, _ values: Draft) -> FormUpdate {
        tally = KeyingTally() // the correction's own keys
        let before = correction?.formBefore ?? closedSnapshot
        fields = fields.map { $0.replaced(by: FieldModel()) }
        showValues(values)
        toast = nil
        cutOverlongValues()
        undoSnapshot = nil
        correction = Correction(supersedes: version, formBefore: before)
        return FormUpdate(effects: [moveFocus(to: 0, showingErrors: false)], handled: true)
    }

    /// Puts back a correction kept when the app stopped (after `restore` of
    /// the window's own draft, which comes back when it is saved or left).
    public mutating func restoreCorrection(_ draft: Draft) {
        guard let version = draft.corrects else { return }
        _ = beginCorrection(of: version, draft)
        storedCorrection = draft
        toast = Toast(text: words.translated("Restored the correction you had not saved"))
    }

    /// Leaves the correction unsaved: the form comes back as it was before.
    mutating func cancelCorrection() -> FormUpdate {
        guard let correction else { return FormUpdate() }
        self.correction = nil
        changeReason = nil
        if case .change? = reasonPrompt?.subject { reasonPrompt = nil }
        undoSnapshot = nil
        var update = restore(correction.formBefore)
        // Saved, its save removed the draft already; this changes nothing then.
        if storedCorrection != nil {
            storedCorrection = nil
            update.effects.append(.storeCorrection(nil))
        }
        return update
    }

    /// A correction's save, on a form that asks why (`reasonForChange`):
    /// the banner's entry asks, and Return there saves with the reason.
    mutating func asksReasonForChange() -> [FormEffect]? {
        guard spec.asksReasonForChange, correction != nil, verification == nil, changeReason == nil, reasonPrompt == nil else { return nil }
        let field = focused ?? fieldToFocus
        // TRANSLATORS: saving a correction on a form that asks why each entry is changed.
        let message = words.translated("Why is this entry corrected? Type the reason and press Return, or Escape to go on correcting.")
        reasonPrompt = ReasonPrompt(subject: .change, field: field, message: message, askedMessage: message, reasonAsked: true)
        fields[field].stop = FieldStop()
        return []
    }

    /// The correction is written: the form comes back as it was before,
    /// and the window goes back to the entries.
    mutating func correctionSaved() -> FormUpdate {
        var update = cancelCorrection()
        toast = Toast(text: words.translated("Entry corrected"))
        update.effects.append(.correctionSaved)
        return update
    }
}

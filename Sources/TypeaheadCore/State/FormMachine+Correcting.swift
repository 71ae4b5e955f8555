/// Correcting a saved entry: its values and records in the form, checked
/// as when it was entered, saved as a line that supersedes it.
extension FormMachine {
    /// Opens the entry whose newest version is `version`, with `values`
    /// (and the keys of its records), in the form. While it is corrected
    /// no draft is kept: after a crash a correction must not come back as
    /// a new entry, and the draft of the entry being typed stays as it was.
    mutating func beginCorrection(of version: EntryID, _ values: Draft) -> FormUpdate {
        let before = correction?.formBefore ?? closedSnapshot
        fields = fields.map { $0.replaced(by: FieldModel()) }
        let kept = storedDraft
        restore(values)
        storedDraft = kept
        toast = nil
        undoSnapshot = nil
        correction = Correction(supersedes: version, formBefore: before)
        return FormUpdate(effects: [moveFocus(to: 0, showingErrors: false)], handled: true)
    }

    /// Leaves the correction unsaved: the form comes back as it was before.
    mutating func cancelCorrection() -> FormUpdate {
        guard let correction else { return FormUpdate() }
        self.correction = nil
        undoSnapshot = nil
        return restore(correction.formBefore)
    }

    /// The correction is written: the form comes back as it was before,
    /// and the window goes back to the entries.
    mutating func correctionSaved() -> FormUpdate {
        var update = cancelCorrection()
        toast = Toast(text: translated("Entry corrected"))
        update.effects.append(.correctionSaved)
        return update
    }
}

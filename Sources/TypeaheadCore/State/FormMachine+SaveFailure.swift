import TypeaheadEngine

/// A save, or the take-back of one, that could not be written: the banner
/// says why in plain words and offers to put it away, and for a save, to
/// save somewhere else. The entry stays in the form (and in its draft)
/// whatever the person does with the banner.
extension FormMachine {
    var failedWriteBanner: String? {
        if let saveFailure {
            // TRANSLATORS: %1$s says what went wrong with the file, such as "the disk that holds “entries.jsonl” is full".
            return words.translated("The entry was not saved: %1$s. It stays in the form.", saveFailure.plainWords)
        }
        // TRANSLATORS: %1$s says what went wrong with the file, such as "the disk that holds “entries.jsonl” is full".
        return withdrawFailure.map { words.translated("The entry could not be taken back: %1$s. It is still saved.", $0.plainWords) }
    }

    /// A correction belongs in the file of the entry it corrects: it is
    /// not offered another place.
    var failedWriteActions: [BannerAction] {
        guard saveFailure != nil else { return withdrawFailure == nil ? [] : [.dismiss] }
        return correction == nil ? [.chooseAnotherPlace, .dismiss] : [.dismiss]
    }

    /// The banner of the failed write shown goes (Dismiss is offered only
    /// with one); a failed save is said again if the next one fails.
    mutating func dismissBanner() -> FormUpdate {
        if saveFailure != nil { saveFailure = nil } else { withdrawFailure = nil }
        return FormUpdate()
    }

    /// The window saves to the file the person chose from now on: the entry
    /// that failed is saved there, checked as a save always is.
    mutating func saveAgainElsewhere() -> FormUpdate {
        saveFailure = nil
        return FormUpdate(effects: trySave())
    }
}

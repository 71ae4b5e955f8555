import TypeaheadStorage

/// What the form asks the app to do after an event.
public enum FormEffect: Equatable, Sendable {
    /// Look up suggestions and report them with the same generation; if
    /// they have not arrived after `FormMachine.spinnerDelay`, report
    /// `answerOverdue` with that generation.
    case requestSuggestions(SuggestionRequest)
    /// Put the keyboard focus in this field (the machine already counts it
    /// as focused).
    case moveFocus(field: Int)
    case save(Submission)
    /// A correction was saved: go back to the entries.
    case correctionSaved
    /// Append this deletion: the entry just saved is taken back, and its
    /// values, back in the form, are the draft (`FormStorage.withdraw`).
    case withdraw(EntryDeletion, restoring: Draft?)
    /// Keep the unsaved values, or drop them (nil) once saved or cleared.
    case storeDraft(Draft?)
    /// Keep the correction in progress, or drop it (nil) once saved or left.
    case storeCorrection(Draft?)
    /// Keep the choices made, after a save.
    case storeHistory(ChoiceHistory)
    /// A stop: Return met a value it cannot take. Heard (the desktop's
    /// bell), since a keyer from paper may not be looking.
    case ringBell
    /// Remember who keys on this machine (`FormStorage.keep(keyer:)`).
    case keepKeyer(String)
    /// The entries list, searched for `search`: a duplicate's saved entry shown.
    case showEntries(search: String)
}

/// The answer to one event: what to do, and whether the key was taken
/// (a key not taken goes on to GTK, as Tab does).
public typealias FormUpdate = Decision<FormEffect>

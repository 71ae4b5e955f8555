import TypeaheadEngine
import TypeaheadStorage

/// Everything that can happen to a form, as the GTK layer reports it.
public enum FormEvent: Equatable, Sendable {
    case focusEntered(field: Int)
    case focusLeft(field: Int)
    /// The person changed the text (the app's own updates are not reported).
    case textEdited(field: Int, text: String)
    case key(field: Int, FieldKey)
    case rowClicked(field: Int, row: Int)
    /// The pointer moved onto a row.
    case rowHovered(field: Int, row: Int)
    /// A click on the "Did you mean …?" value under a field.
    case didYouMeanTaken(field: Int)
    /// A click outside the field and its list (on the dimmed form).
    case listDismissed(field: Int)
    case suggestionsArrived(field: Int, generation: Int, suggestions: [Suggestion])
    /// `FormMachine.spinnerDelay` has passed since a request was made.
    case answerOverdue(field: Int, generation: Int)
    /// An entry was saved to `destination` (as the toast names it; nil:
    /// the form's own entries file).
    case saveSucceeded(entryNumber: Int, destination: String?)
    case saveFailed(SaveError)
    /// A saved entry could not be taken back (a deletion line not written).
    case withdrawFailed(SaveError)
    /// The person put the banner away.
    case bannerDismissed
    /// The window opened on a form that asks who keys (`askKeyer`), with
    /// the name last given on this machine.
    case keyerAsked(remembered: String)
    /// Save Anyway… or Keep It… on the banner (as Alt+A): a reason is asked.
    case reasonAsked
    /// After the reason was asked, a key typed in the field before the
    /// banner's entry had the keyboard: it is the reason's.
    case reasonEdited(TextEdit)
    /// The keyer's reason, and Return: for a duplicate saved, or a value kept.
    case reasonGiven(String)
    /// Escape on the reason: the value is to be changed.
    case reasonLeft
    /// Show the Saved Entry, on a duplicate's banner: the entries list,
    /// searched for the identity; the entry typed stays in the form.
    case duplicateShown
    /// After a failed save, the person chose another file (the window now
    /// saves there): the entry is saved again.
    case anotherPlaceChosen
    /// Open a saved entry in the form to correct it: `version` is its
    /// newest line's id, `values` its values and records' keys.
    case correct(version: EntryID, values: Draft)
    /// Leave the entry being corrected without saving it (or stop verifying).
    case cancelCorrection
    /// Verify these saved entries, one after another (Verify Entries).
    case verify([VerificationTarget])
    /// At a disagreement while verifying, the first keying's value kept
    /// (`first`: Alt+1) or the verifier's (Alt+2), from the banner's buttons.
    case keyingKept(first: Bool)
    /// The entries to verify could not be read: why, at the file's line.
    case verifyFailed(message: String)
    /// A draft or the history could not be written.
    case keepingFailed(message: String)
    /// Drafts and history are written again after a write failed.
    case keptAgain
    /// Text inserted in a field did not fit (`EntryBuffer.maximumBytes`):
    /// only the first `kept` of its `characters` went in.
    case textCut(field: Int, kept: Int, characters: Int)
    /// An edit made in a field that holds keys after a heads-down stop
    /// (`FormMachine.holdsKeys`): counted, never applied.
    case editHeld(field: Int)
    /// Rows of the named source changed on its server (`DataSource.apply`).
    case sourceChanged(source: String)
    /// What waits for the team's server, or which sources may be out of date, changed.
    case teamStatusChanged(TeamStatus)
    /// How far a large data file is read and indexed behind the window;
    /// nil once every source the form searches is ready.
    case loadingProgressed(LoadingStatus?)
}

extension FormEvent {
    /// The field of a key pressed or a row clicked, counted in the entry's
    /// keying (`KeyingTally`); nil for what the app or a server did.
    var keystrokeField: Int? {
        switch self {
        case .textEdited(let field, _), .key(let field, _), .rowClicked(let field, _), .didYouMeanTaken(let field),
             .editHeld(let field):
            field
        default: nil
        }
    }
}

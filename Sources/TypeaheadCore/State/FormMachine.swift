import Foundation
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// The form's behaviour: events in, effects out, and a `FormViewState` to
/// draw. It decides what the list shows, what Return does, which fields a
/// chosen record fills, what is invalid and what is saved.
public struct FormMachine: EventMachine, Sendable {
    public let spec: FormSpec
    /// The form's skip logic, checks and calculations (`FormRules`).
    let rules: FormRules
    /// The last valuing of the rules and reading of each field's text.
    let memos: FormMemos
    /// What a screen reader says each field takes (`spokenFormat`).
    let spokenFormats: [String]
    /// Each field's placeholder: its own, or how its type is written.
    let placeholders: [String]
    /// Everything it asks about records (`RecordLookup`): the form's data
    /// files and servers in the app.
    let lookup: any RecordLookup
    var fields: [FieldModel]
    var focused: Int?
    var toast: Toast?
    var banner: String?
    /// What the form says of the team's server (team mode).
    var team = TeamStatus()
    /// How far a large data file is read and indexed, while it is.
    var loading: LoadingStatus?
    /// The fields as they were before the last suggestion was taken or the
    /// form cleared: what Ctrl+Z brings back, until the next edit.
    /// Any change to it (a new step, an edit, a save) ends what Ctrl+Shift+Z
    /// could redo, so the two never both hold a state.
    var undoSnapshot: (fields: [FieldModel], focus: Int?)? {
        didSet {
            redoSnapshot = nil
            withdrawable = nil
        }
    }
    /// The entry just saved, while Ctrl+Z would take it back: set with the
    /// `undoSnapshot` of its values after a save, gone with the next edit.
    var withdrawable: EntryID?
    /// The fields of the last entry saved in this window (Ctrl+' repeats
    /// from them), and of the one before it, which are the last again if
    /// that save is taken back.
    var lastEntry: [FieldModel]?
    var entryBeforeLast: [FieldModel]?
    /// A saved entry open in the form to be corrected; nil for a new entry.
    var correction: Correction?
    /// Entries a second keyer verifies, one after another; the one open is
    /// also the `correction` its save supersedes.
    var verification: Verification?
    /// Where a save learns whether another entry has this one's identity
    /// (the form's `identity`); nil: no entries file to look in.
    public var identities: EntryIdentityIndex?
    /// The name the keyer gave as the window opened, saved with each entry.
    var namedKeyer: String?
    /// Who keys: the name given, else the login (or `TYPEAHEAD_ENTERED_BY`).
    public var keyerName: String { keyer }
    /// A save or a Return waits for the keyer's reason.
    var reasonPrompt: ReasonPrompt?
    /// The duplicate the keyer gave a reason for: the next save keeps it.
    var keptDuplicate: EntryDuplicate?
    /// Why the entry is corrected, once given (`reasonForChange`).
    var changeReason: String?
    /// The entry being saved, with its fields as they were, until the save
    /// is heard of.
    var saving: (id: EntryID, snapshot: (fields: [FieldModel], focus: Int?))?
    /// The fields as Ctrl+Z found them: what Ctrl+Shift+Z brings back.
    var redoSnapshot: (fields: [FieldModel], focus: Int?)?
    /// What the last edit of a chosen value cleared, for the choice after it.
    var clearedFills: FillsClearedByEdit?
    /// The draft last stored, to store only changes.
    var storedDraft: Draft?
    /// The correction's draft last stored.
    var storedCorrection: Draft?
    /// What the banner said when a draft or history write failed; nil once
    /// they are written again.
    var keepingFailure: String?
    /// Why the last save failed, while the banner says so (`FormMachine+SaveFailure`).
    var saveFailure: SaveError?
    /// Why the last take-back (Ctrl+Z after a save) failed, while the banner says so.
    var withdrawFailure: SaveError?
    /// Records chosen in earlier entries, which rank first next time.
    public internal(set) var history = ChoiceHistory()
    let clock: @Sendable () -> Date
    /// What the form says is worded in these (`Words.catalogue`, the app's).
    public let words: Words
    /// How the person's locale writes dates and decimals (`TypedText`).
    let conventions: KeyingConventions
    /// Who keys (a form's `auto` login; the name given, when the form asks).
    var keyer: String
    /// When this entry's first key was typed (a form's `auto` start).
    var entryStarted: Date?
    /// The number a new entry's `auto` counter gets.
    var nextNumber: Int
    /// How this entry is being keyed, saved with it.
    var tally = KeyingTally()

    /// `lookup`: the form's own sources (`SourceLookup`) unless told.
    public init(form: LoadedForm, lookup: (any RecordLookup)? = nil, history: ChoiceHistory = ChoiceHistory(),
                clock: @escaping @Sendable () -> Date = Date.init, words: Words = .catalogue,
                conventions: KeyingConventions = .international, keyer: String = "", firstNumber: Int = 1) {
        self.words = words
        self.conventions = conventions
        self.keyer = keyer
        nextNumber = firstNumber
        self.history = history
        spec = form.spec
        memos = FormMemos(fieldCount: form.spec.fields.count)
        do throws(LoadError) {
            rules = try FormRules(form.spec, words: words)
        } catch {
            // The opening checks every form (`FormRules.check`) before a machine is made.
            preconditionFailure("a form with faulty rules reached the machine: \(error)")
        }
        self.lookup = lookup ?? SourceLookup(form)
        fields = Array(repeating: FieldModel(), count: form.spec.fields.count)
        self.clock = clock
        if !form.spec.leftOut.isEmpty {
            // TRANSLATORS: %1$s are the names of an XLSForm's questions a phone or tablet answers (a photo, a recording), left out at a desk.
            banner = words.translated("Left out: %1$s (a photo, a recording or a scan, which only a device can take)",
                                      form.spec.leftOut.joined(separator: ", "))
        }
        // Said with each field's label; worked out once, not on every drawing.
        spokenFormats = form.spec.fields.map { Self.spokenFormat($0, words: words, conventions: conventions) }
        placeholders = form.spec.fields.map { $0.placeholder ?? Self.typedPlaceholder($0, conventions: conventions) }
        fillDefaults()
    }

    // MARK: Events

    /// Handles one event; when the values or chosen records changed, the
    /// update also stores the draft (or drops it once the form is empty).
    @discardableResult
    public mutating func decide(_ event: FormEvent) -> FormUpdate {
        handle(event)
    }

    public mutating func handle(_ event: FormEvent) -> FormUpdate {
        if let field = event.keystrokeField { tally.key(in: field, at: clock()) }
        var update = handleEvent(event)
        cutOverlongValues()
        showCalculatedValues()
        // Kept before a save in the same update, never after it: the save
        // drops the draft, and a draft written after that would bring the
        // saved entry back at the next start.
        let save = update.effects.firstIndex { if case .save = $0 { true } else { false } } ?? update.effects.endIndex
        // A correction keeps a draft of its own (FormMachine+Correcting).
        // Blind keying is not kept as a draft: restored, it would come
        // back as a correction of half the entry.
        if verification != nil { return update }
        if let correction {
            var draft = currentDraft
            draft.corrects = correction.supersedes
            if draft != storedCorrection {
                storedCorrection = draft
                update.effects.insert(.storeCorrection(draft), at: save)
            }
            return update
        }
        let draft = currentDraft
        // A form that holds only its defaults has nothing to keep.
        let wanted = draft.isEmpty || holdsOnlyDefaults ? nil : draft
        if wanted != storedDraft {
            storedDraft = wanted
            update.effects.insert(.storeDraft(wanted), at: save)
        }
        return update
    }

    mutating func handleEvent(_ event: FormEvent) -> FormUpdate {
        switch event {
        case .focusEntered(let field):
            focused = field
            return FormUpdate()
        case .focusLeft(let field):
            // Focus the machine moved itself has been left already.
            guard focused == field else { return FormUpdate() }
            leave(field)
            focused = nil
            return FormUpdate()
        case .textEdited(let field, let text):
            return textEdited(field, text)
        case .key(let field, let key):
            return keyPressed(field, key)
        case .rowClicked(let field, let row):
            guard fields[field].suggestions.indices.contains(row) else { return FormUpdate() }
            accept(fields[field].suggestions[row], in: field)
            return FormUpdate(handled: true)
        case .rowHovered(let field, let row):
            guard fields[field].isListOpen, fields[field].suggestions.indices.contains(row) else { return FormUpdate() }
            if row != 0 { fields[field].completion = nil }
            fields[field].highlighted = row
            return FormUpdate()
        case .didYouMeanTaken(let field):
            guard let suggestion = fields[field].didYouMean else { return FormUpdate() }
            accept(suggestion, in: field)
            return FormUpdate()
        case .listDismissed(let field):
            closeList(field)
            return FormUpdate()
        case .suggestionsArrived(let field, let generation, let suggestions):
            guard generation == fields[field].generation else { return FormUpdate() } // a late answer
            suggestionsArrived(field, suggestions)
            return FormUpdate()
        case .answerOverdue(let field, let generation):
            guard generation == fields[field].generation, fields[field].isAwaiting else { return FormUpdate() }
            fields[field].wait = .overdue
            fields[field].isListOpen = focused == field
            return FormUpdate()
        case .correct(let version, let values):
            return beginCorrection(of: version, values)
        case .cancelCorrection:
            return verification == nil ? cancelCorrection() : leaveVerifying()
        case .verify(let targets):
            return beginVerifying(targets)
        case .keyingKept(let first):
            return keepKeying(first: first)
        case .verifyFailed(let message):
            // TRANSLATORS: Verify Entries could not read the entries file; %1$s says which file, where and why.
            banner = words.translated("Nothing to verify: %1$s", message)
            return FormUpdate()
        case .saveSucceeded(let number, let destination):
            // A verification is a correction too (of the version verified).
            if correction != nil {
                tally = KeyingTally()
                saving = nil
                banner = nil
                saveFailure = nil
                return verification != nil ? verificationSaved() : correctionSaved()
            }
            entryStarted = nil
            tally = KeyingTally()
            // The next entry's number: one past this one's (an entry taken
            // back and saved again keeps its own).
            for index in spec.fields.indices where spec.fields[index].auto == .counter {
                if let saved = Int(fields[index].text) { nextNumber = max(nextNumber, saved + 1) }
            }
            // The records just saved rank first next time.
            for (index, field) in spec.fields.enumerated() where !fields[index].filledFromRecord {
                if let record = fields[index].record, let key = field.source.flatMap({ lookup.key(of: record, in: $0) }) {
                    history.record(key, for: field.id)
                }
            }
            // Sticky fields keep their value for the next entry.
            fields = fields.indices.map { index in
                let field = fields[index]
                return field.replaced(by: spec.fields[index].sticky ? FieldModel(text: field.text, record: field.record) : FieldModel())
            }
            fillDefaults()
            if let saved = saving?.snapshot.fields {
                entryBeforeLast = lastEntry
                lastEntry = saved
            }
            // Ctrl+Z, or Undo on the toast, takes the entry back until the next edit.
            undoSnapshot = saving?.snapshot
            withdrawable = saving?.id
            saving = nil
            banner = nil
            saveFailure = nil
            withdrawFailure = nil
            let saved = destination.map { destination in
                // TRANSLATORS: %1$d is the entry's number in its file, %2$s the file's name.
                words.translated("Saved entry %1$d to %2$s", number, destination)
            } ?? words.translated("Saved entry %1$d", number)
            toast = Toast(text: saved, action: withdrawable == nil ? nil : .undo)
            return FormUpdate(effects: [.storeHistory(history), moveFocus(to: firstFieldToKey, showingErrors: false)])
        case .saveFailed(let error):
            saveFailure = error
            return FormUpdate()
        case .withdrawFailed(let error):
            withdrawFailure = error
            return FormUpdate()
        case .bannerDismissed:
            return dismissBanner()
        case .keyerAsked(let remembered):
            return askKeyer(remembered: remembered)
        case .reasonAsked:
            return askReason()
        case .reasonEdited(let edit):
            return editReason(edit)
        case .reasonGiven(let reason):
            return giveReason(reason)
        case .reasonLeft:
            return leaveReason()
        case .duplicateShown:
            return showDuplicate()
        case .anotherPlaceChosen:
            return saveAgainElsewhere()
        case .keepingFailed(let message):
            // Said once: the typing stays in the window whatever the disk does.
            guard keepingFailure == nil else { return FormUpdate() }
            // TRANSLATORS: %1$s says which file could not be written and why.
            keepingFailure = words.translated("%1$s. Your typing stays here until you save.", message)
            banner = keepingFailure
            return FormUpdate()
        case .keptAgain:
            // The banner goes, unless it has said something else since; a later failure is said again.
            if banner == keepingFailure { banner = nil }
            keepingFailure = nil
            return FormUpdate()
        case .textCut(_, let kept, let characters):
            sayCut(kept: kept, of: characters)
            return FormUpdate()
        case .editHeld(let field):
            guard holdsKeys(field) else { return FormUpdate() }
            return holdKey(in: field)
        case .sourceChanged(let source):
            return sourceChanged(source)
        case .teamStatusChanged(let status):
            team = status
            return FormUpdate()
        case .loadingProgressed(let status):
            loading = status
            return FormUpdate()
        }
    }
}

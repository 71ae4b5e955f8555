import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// Decides the entries view: when the file is read, what is listed, what
/// Return, Delete, Undo and Escape do, and what is said. It does no work
/// itself: reads, searches and writes are effects the session carries out.
public struct EntriesMachine: EventMachine, Sendable {
    public let columns: EntriesColumns
    /// What the view says is worded in these (its columns').
    private var words: Words { columns.words }
    /// Why these entries cannot be changed (their form is gone); nil when they can.
    public let readOnlyReason: String?
    public private(set) var isShown = false
    /// What is listed; nil until the file is first read.
    public private(set) var list: EntriesList?
    /// The list holds only the newest lines while the whole file is read.
    private var isPartial = false
    private var readFailure: String?
    /// The file changed since `list` was read: it is read again when shown.
    private var isStale = true
    /// Entries the form added (or took back) since `list` was read, while
    /// the view was hidden: the form's count goes on from them without
    /// reading the whole file again at every save.
    private var addedSinceRead = 0
    /// `addedSinceRead` when the read under way began (the rest came during it).
    private var addedWhenReadBegan = 0
    /// Whether the file is read while hidden: once at first, and again
    /// after a read that a write overlapped (it may or may not hold the
    /// line, so the count could be one off).
    private var readsHidden = true
    private var reading: Int?
    /// What the person asked for; `list` catches up off the main thread.
    private var query = ""
    /// Only the entries not verified yet are listed.
    private var unverifiedOnly = false
    private let asksReasonForDeletion: Bool
    /// An entry Delete was pressed on, waiting for the reason.
    private var deletionAsked: (entry: LoggedEntry, row: Int32, time: Date)?
    private var order = EntryOrder.saved(newestFirst: true)
    private var refining: Int?
    private var generation = 0
    /// Lines asked to be written and not written yet.
    private var writesUnderWay = 0
    /// The last entry deleted here, for Undo, and the table it was a row of.
    private var lastDeleted: (entry: LoggedEntry, row: Int32, deletion: EntryDeletion, table: Int)?
    /// The generation of the table `list` was made from.
    private var tableGeneration = 0
    /// Rows brought back here: the line their next change must name.
    private var restoredVersions: [Int32: EntryID] = [:]
    private var toast: Toast?
    private var announcement: Announcement?
    private var serial = 0
    private var listVersion = 0
    private var listChange = EntriesListChange.all
    /// The fields whose columns the person hid (or a long form's, at first).
    private var hiddenFields: Set<String>
    /// The entry the list keeps to (its first line in the file): the one
    /// last selected, opened to be corrected, or brought back by Undo.
    private var keptEntry: Int?
    /// Where `keptEntry` is listed, found again whenever the rows change.
    private var keptPosition: Int?
    /// The entry whose history is shown, and its lines once read.
    private var history: (original: EntryID, lines: [String]?, generation: Int)?

    /// `asksReasonForDeletion`: the form asks why each entry is deleted
    /// (`reasonForChange`). `hiddenFields`: as the person left them last
    /// (`EntriesColumnChoice`); nil when never chosen.
    public init(columns: EntriesColumns, readOnlyReason: String? = nil, asksReasonForDeletion: Bool = false,
                hiddenFields: Set<String>? = nil) {
        self.columns = columns
        self.hiddenFields = hiddenFields ?? columns.hiddenAtFirst
        self.readOnlyReason = readOnlyReason
        self.asksReasonForDeletion = asksReasonForDeletion
    }

    public mutating func decide(_ event: EntriesEvent) -> Decision<EntriesEffect> {
        Decision(effects: handle(event), handled: true)
    }

    public mutating func handle(_ event: EntriesEvent) -> [EntriesEffect] {
        switch event {
        case .countWanted:
            return readIfStale()
        case .toggle(let formIsCorrecting):
            if isShown {
                // Read-only entries have no form to go back to.
                if readOnlyReason == nil { isShown = false }
                return []
            }
            isShown = true
            return (formIsCorrecting ? [.cancelCorrection] : []) + readIfStale()
        case .escape:
            guard isShown else { return [] }
            // A search is cleared first, as in GNOME's own lists; then the form comes back.
            if !query.isEmpty { return searchChanged("") }
            if readOnlyReason == nil { isShown = false }
            return []
        case .newestRead(let table, let generation):
            guard generation == reading, list == nil || isPartial else { return [] }
            isPartial = true
            return took(table, generation: generation)
        case .tableRead(let table, let generation):
            guard generation == reading else { return [] }
            reading = nil
            isPartial = false
            addedSinceRead -= addedWhenReadBegan
            // Lines written since the read began, or still on their way,
            // may be missing: it is read again once they are written.
            isStale = isStale || writesUnderWay > 0
            return took(table, generation: generation)
        case .readFailed(let message, let generation):
            guard generation == reading else { return [] }
            reading = nil
            readFailure = message
            return []
        case .searchChanged(let text):
            return searchChanged(text)
        case .unverifiedOnlyChanged(let only):
            guard only != unverifiedOnly else { return [] }
            unverifiedOnly = only
            keptEntry = nil
            return refineIfNeeded()
        case .sortChanged(let next):
            guard next != order else { return [] }
            order = next
            // What the person asked for is seen from its first row.
            keptEntry = nil
            return refineIfNeeded()
        case .refined(let refined, let generation):
            guard generation == refining else { return [] }
            refining = nil
            list = refined
            listChanged()
            say(refined.resultText)
            return refineIfNeeded()
        case .opened(let entry, let row):
            if let readOnlyReason { return showToast(Toast(text: readOnlyText(readOnlyReason))) }
            isShown = false
            keptEntry = entry.line
            let version = restoredVersions[row] ?? entry.current
            return [.correct(version: version, values: Draft(values: Dictionary(entry.values.map { ($0.id, $0.text) }, uniquingKeysWith: { $1 }),
                                                            records: Dictionary(entry.records.map { ($0.id, $0.key) }, uniquingKeysWith: { $1 })))]
        case .deleted(let entry, let row, let time) where asksReasonForDeletion && readOnlyReason == nil:
            deletionAsked = (entry, row, time)
            return []
        case .deletionReasonGiven(let typed):
            let reason = typed.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let asked = deletionAsked, !reason.isEmpty else { return [] }
            deletionAsked = nil
            return delete(asked.entry, row: asked.row, at: asked.time, reason: reason)
        case .deletionReasonLeft:
            deletionAsked = nil
            return []
        case .deleted(let entry, let row, let time):
            return delete(entry, row: row, at: time, reason: nil)
        case .undo(let time):
            guard let deleted = lastDeleted else { return [] }
            lastDeleted = nil
            let entry = deleted.entry
            keptEntry = entry.line
            let restored = Submission(id: .make(at: time), supersedes: deleted.deletion.id, submitted: time, form: entry.form,
                                      values: entry.values, records: entry.records)
            if deleted.table == tableGeneration {
                list?.unhide(deleted.row)
                restoredVersions[deleted.row] = restored.id
                listChanged(list?.shown.firstIndex(of: deleted.row).map { .inserted(position: $0) } ?? .all)
            } else {
                isStale = true
            }
            writesUnderWay += 1
            toast = Toast(text: words.translated("Entry restored"))
            say(words.translated("Entry restored"))
            return [.restore(restored)]
        case .written(let error):
            writesUnderWay -= 1
            if let error { return showToast(Toast(text: error.description)) }
            return writesUnderWay == 0 ? readIfStale() : []
        case .fileChanged(let added):
            isStale = true
            addedSinceRead += added
            if reading != nil { readsHidden = true }
            return readIfStale()
        case .fileSwitched:
            // Nothing of the old file stays: its rows, a read under way, its Undo.
            list = nil
            isPartial = false
            reading = nil
            refining = nil
            lastDeleted = nil
            restoredVersions = [:]
            readFailure = nil
            addedSinceRead = 0
            isStale = true
            readsHidden = true
            listChanged()
            return readIfStale()
        case .correctionSaved:
            isShown = true
            isStale = true
            return readIfStale()
        case .selected(let spoken):
            // GTK 4.8 tells a screen reader nothing of a row taking the
            // keyboard: the row is said, with its labels, as the window says things.
            if isShown, !spoken.isEmpty { say(spoken) }
            return []
        case .historyWanted(let entry):
            if history?.original == entry.original {
                history = nil
                return []
            }
            return showHistory(of: entry)
        case .entrySelected(let entry):
            keptEntry = entry.line
            guard history != nil, history?.original != entry.original else { return [] }
            return showHistory(of: entry)
        case .columnShown(let field, let shown):
            guard columns.fieldIDs.indices.contains(field) else { return [] }
            let id = columns.fieldIDs[field]
            guard hiddenFields.contains(id) == shown else { return [] }
            if shown { hiddenFields.remove(id) } else { hiddenFields.insert(id) }
            return [.rememberHiddenColumns(hiddenFields)]
        case .historyRead(let lines, let generation):
            guard history?.generation == generation else { return [] }
            history?.lines = lines
            // TRANSLATORS: said when an entry's history is shown: %1$s its lines, one after another.
            say(words.translated("History: %1$s", lines.joined(separator: ". ")))
            return []
        case .rowUnreadable(let message):
            isStale = true
            return showToast(Toast(text: message)) + readIfStale()
        }
    }

    /// Takes `entry` back: a deletion line, with its reason where the form asks one.
    private mutating func delete(_ entry: LoggedEntry, row: Int32, at time: Date, reason: String?) -> [EntriesEffect] {
        if let readOnlyReason { return showToast(Toast(text: readOnlyText(readOnlyReason))) }
        var deletion = EntryDeletion(deletes: restoredVersions[row] ?? entry.current, submitted: time, form: entry.form)
        deletion.reason = reason
        lastDeleted = (entry, row, deletion, tableGeneration)
        if let position = list?.shown.firstIndex(of: row) {
            list?.hide(row)
            listChanged(.removed(position: position))
        }
        writesUnderWay += 1
        toast = Toast(text: words.translated("Entry deleted"), action: .undo)
        say(words.translated("Entry deleted"))
        return [.write(deletion)]
    }

    public func viewState(today: Date) -> EntriesViewState {
        let count = if let list, !isPartial { list.countText(today: today) } else if readFailure != nil { "" } else { words.translated("Reading entries…") }
        let formCount = isPartial ? nil : list?.summaryText(today: today, adding: addedSinceRead)
        var state = EntriesViewState(isShown: isShown, isBusy: reading != nil || refining != nil, searchText: query,
                                     unverifiedOnly: unverifiedOnly, countText: count,
                                     formCountText: formCount,
                                     rowCount: list?.shown.count ?? 0, listVersion: listVersion, listChange: listChange,
                                     banner: readFailure ?? readOnlyReason.map(readOnlyText),
                                     toast: toast, announcement: announcement, isReadOnly: readOnlyReason != nil,
                                     // TRANSLATORS: while an entry's history is read from the file.
                                     history: history.map { $0.lines?.joined(separator: "\n") ?? words.translated("Reading the history…") })
        state.columnShown = columns.fieldIDs.map { !hiddenFields.contains($0) }
        state.keptPosition = keptPosition
        if deletionAsked != nil {
            // TRANSLATORS: Delete pressed on a saved entry, on a form that asks why each entry is changed.
            state.deletionQuestion = words.translated("Why is this entry deleted? Type the reason and press Return, or Escape to keep it.")
        }
        if !query.isEmpty {
            state.emptyTitle = words.translated("No Results")
            state.emptyDescription = words.translated("No entry holds every word searched for")
        } else if unverifiedOnly, list?.total ?? 0 > 0 {
            // TRANSLATORS: the entries list with its Unverified toggle pressed in, when a second keyer verified every entry.
            state.emptyTitle = words.translated("Every Entry Verified")
            // TRANSLATORS: under "Every Entry Verified".
            state.emptyDescription = words.translated("A second keyer has verified each saved entry")
        } else {
            state.emptyTitle = words.translated("No Entries Yet")
            state.emptyDescription = words.translated("Entries appear here once saved")
        }
        return state
    }

    /// Why the entries cannot be changed, as the banner and a toast say it.
    private func readOnlyText(_ reason: String) -> String {
        // TRANSLATORS: %1$s says why the entries cannot be changed, such as that their form is gone.
        words.translated("Read-only: %1$s", reason)
    }

    private mutating func showHistory(of entry: LoggedEntry) -> [EntriesEffect] {
        generation += 1
        history = (entry.original, nil, generation)
        return [.readHistory(original: entry.original, generation: generation)]
    }

    /// The table row listed at `position`, if any.
    public func row(at position: Int) -> Int32? {
        guard let shown = list?.shown, shown.indices.contains(position) else { return nil }
        return shown[position]
    }

    private mutating func searchChanged(_ text: String) -> [EntriesEffect] {
        guard text != query else { return [] }
        query = text
        keptEntry = nil
        return refineIfNeeded()
    }

    /// Starts the search or sort the person asked for, unless one runs:
    /// its answer starts the next, from what it found.
    private mutating func refineIfNeeded() -> [EntriesEffect] {
        guard refining == nil, let list, list.query != EntryQuery(query, unverifiedOnly: unverifiedOnly) || list.order != order else { return [] }
        generation += 1
        refining = generation
        return [.refine(list, query: query, unverifiedOnly: unverifiedOnly, order: order, generation: generation)]
    }

    /// Reads the file if it changed: when the entries are shown; hidden,
    /// only when `readsHidden` (for the form's count).
    private mutating func readIfStale() -> [EntriesEffect] {
        guard isShown || readsHidden, isStale, reading == nil, writesUnderWay == 0 else { return [] }
        isStale = false
        readsHidden = false
        addedWhenReadBegan = addedSinceRead
        generation += 1
        reading = generation
        return [.read(generation: generation)]
    }

    private mutating func took(_ table: EntryTable, generation: Int) -> [EntriesEffect] {
        tableGeneration = generation
        restoredVersions = [:]
        readFailure = nil
        list = EntriesList(table: table)
        refining = nil
        listChanged()
        return [.tableReplaced] + refineIfNeeded() + readIfStale()
    }

    private mutating func listChanged(_ change: EntriesListChange = .all) {
        listVersion += 1
        listChange = change
        keptPosition = keptEntry.flatMap { line in list?.position(ofEntryAtLine: line) }
    }

    private mutating func showToast(_ next: Toast) -> [EntriesEffect] {
        toast = next
        say(next.text)
        return []
    }

    private mutating func say(_ text: String) {
        serial += 1
        announcement = Announcement(text: text, serial: serial)
    }
}

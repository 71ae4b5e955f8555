import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// What happens to the entries view: the person's keys and clicks, and
/// the answers of the work it asked for.
public enum EntriesEvent: Sendable {
    /// Ctrl+E: to the entries, or back to the form. `formIsCorrecting`:
    /// the form holds an entry being corrected, which going back leaves unsaved.
    case toggle(formIsCorrecting: Bool)
    /// Escape in the entries view.
    case escape
    /// The window is up: the file is read once, hidden, for the form's count.
    case countWanted
    /// The newest lines of the file, read first for the first screenful.
    case newestRead(EntryTable, generation: Int)
    case tableRead(EntryTable, generation: Int)
    case readFailed(message: String, generation: Int)
    case searchChanged(String)
    /// The Unverified toggle: list only the entries not verified yet.
    case unverifiedOnlyChanged(Bool)
    /// Return in the deletion's reason, with what was typed (`reasonForChange`).
    case deletionReasonGiven(String)
    /// Escape there: the entry is kept.
    case deletionReasonLeft
    case sortChanged(EntryOrder)
    /// A search or sort done off the main thread.
    case refined(EntriesList, generation: Int)
    /// Return or a double click on a row: the entry, read again from the file.
    case opened(LoggedEntry, row: Int32)
    /// Delete on a row, at `time`.
    case deleted(LoggedEntry, row: Int32, at: Date)
    /// The toast's Undo, at `time`.
    case undo(at: Date)
    /// A deletion or restoring line is written (nil), or why not.
    case written(SaveError?)
    /// The form wrote to the entries file: a save (one entry more), a
    /// correction (as many), a withdrawn save (one fewer).
    case fileChanged(addingEntries: Int)
    /// The form saved the correction it was given.
    case correctionSaved
    /// The form saves to another file now: its entries are listed instead.
    case fileSwitched
    /// The person moved to another row: what a screen reader says of it.
    case selected(spoken: String)
    /// Ctrl+H on an entry: its history is shown, or hidden.
    case historyWanted(LoggedEntry)
    /// The entry on the row selected: the list keeps to it when its rows
    /// change, and a history shown becomes its history.
    case entrySelected(LoggedEntry)
    /// The column chooser: the field at `field` of `EntriesColumns.fieldIDs` shown or hidden.
    case columnShown(field: Int, shown: Bool)
    /// The history asked for was read: a line for each of its lines.
    case historyRead([String], generation: Int)
    /// A row could not be read again from the file.
    case rowUnreadable(message: String)
}

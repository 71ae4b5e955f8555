import TypeaheadEngine
import TypeaheadStorage

/// Where the session puts what must outlast the window: saved entries,
/// the draft of the entry in progress, and the choices made before.
@MainActor
public protocol FormStorage: AnyObject {
    /// Appends one entry durably, off the main thread; `done` hears its
    /// number and where it went, or why it failed, on the main actor.
    func save(_ submission: Submission, done: @escaping @MainActor (Result<SavedEntry, SaveError>) -> Void)
    /// Appends a deletion line durably, after the saves asked for before
    /// it; `done` hears why it failed (nil: it is written) on the main actor.
    /// `draft`: the values of a save taken back, kept as the draft so that
    /// a kill at any step neither loses the entry nor keeps it twice.
    func withdraw(_ deletion: EntryDeletion, restoring draft: Draft?, done: @escaping @MainActor (SaveError?) -> Void)
    /// Appends a line that brings a deleted entry back (the entries view's
    /// Undo), durably and in order as `withdraw` does. Unlike `save`, it
    /// leaves the draft of the entry being typed alone.
    func restore(_ submission: Submission, done: @escaping @MainActor (SaveError?) -> Void)
    /// Waits for the saves and writes asked for so far (the window is
    /// closing, and the process may end after it).
    func finishWriting()
    /// Keeps the draft (nil drops it), in the background and in order;
    /// `heard` hears on the main actor of a write that failed, and (nil)
    /// of the first write that works again after drafts or history failed.
    /// The entry being typed and a correction keep drafts of their own.
    func keep(draft: Draft?, as kind: DraftKind, heard: @escaping @Sendable @MainActor (SaveError?) -> Void)
    func keep(history: ChoiceHistory, heard: @escaping @Sendable @MainActor (SaveError?) -> Void)
    /// Remembers who keys on this machine (a form's `askKeyer`).
    func keep(keyer: String)
    /// Remembers the fields hidden from the form's entries list.
    func keep(hiddenColumns: Set<String>)
}

/// An entry once it is saved.
public struct SavedEntry: Equatable, Sendable {
    /// 1 for the first entry in the output, counting what it held before.
    public var number: Int
    /// Where it went, as the toast names it.
    /// Nil for the form's own entries file, which needs no naming (its
    /// hashed name only cut the toast short).
    public var destination: String?

    public init(number: Int, destination: String?) {
        self.number = number
        self.destination = destination
    }
}

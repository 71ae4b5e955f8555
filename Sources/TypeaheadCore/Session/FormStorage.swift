/// Where the session puts what must outlast the window: saved entries,
/// the draft of the entry in progress, and the choices made before.
@MainActor
public protocol FormStorage: AnyObject {
    /// Appends one entry durably; returns its number and where it went.
    func save(_ submission: Submission) throws(SaveError) -> SavedEntry
    /// Keeps the draft (nil drops it), in the background and in order;
    /// `failed` hears of a write that failed, on the main actor.
    func keep(draft: Draft?, failed: @escaping @Sendable @MainActor (SaveError) -> Void)
    func keep(history: ChoiceHistory, failed: @escaping @Sendable @MainActor (SaveError) -> Void)
}

/// An entry once it is saved.
public struct SavedEntry: Equatable, Sendable {
    /// 1 for the first entry in the output, counting what it held before.
    public var number: Int
    /// Where it went, as the toast names it.
    public var destination: String
    /// The folder of the output file, which the toast's Show opens; nil
    /// when entries go to standard output.
    public var folder: String?

    public init(number: Int, destination: String, folder: String? = nil) {
        self.number = number
        self.destination = destination
        self.folder = folder
    }
}

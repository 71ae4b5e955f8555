/// One live entry of an `EntryTable`, in a few words of memory: where its
/// lines are and its times. Where its fields' values are is kept apart
/// (`EntryTable.cellStarts`): a search reads those alone.
struct EntryRow: Sendable {
    /// The line of its first save, which gives it its place and its id.
    var firstLine: EntryLineRef
    /// The line of its newest version, whose values are shown.
    var newestLine: EntryLineRef
    /// When it was first saved, in seconds since 1970 (when it was
    /// corrected is on its newest line).
    var submitted: Int64
    var otherCorrections: Int32
    var form: Int32
    /// Its newest line verifies it (`EntryVerification`): a later
    /// correction makes it unverified again.
    var isVerified = false
}

/// One live entry of an `EntryTable`, in a few words of memory: where its
/// lines are, its times, and where its folded text for searching starts.
struct EntryRow: Sendable {
    /// The line of its first save, which gives it its place and its id.
    var firstLine: EntryLineRef
    /// The line of its newest version, whose values are shown.
    var newestLine: EntryLineRef
    var submitted: Int64
    /// When the newest correction was saved, in seconds since 1970; nil: never corrected.
    var corrected: Int64?
    var otherCorrections: Int32
    var form: Int32
    /// Its fields' folded texts, in column order, each ended by a NUL.
    var foldedStart: Int
    var foldedLength: Int32
}

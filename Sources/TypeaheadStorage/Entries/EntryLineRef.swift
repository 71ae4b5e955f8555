/// Where a line of an entries file is, to read it again when its entry is
/// shown, corrected or exported: the table keeps this, not the line.
struct EntryLineRef: Sendable {
    var offset: Int
    var length: Int32
    /// 1-based, for messages and for the ids of lines saved without one.
    var number: Int32
}

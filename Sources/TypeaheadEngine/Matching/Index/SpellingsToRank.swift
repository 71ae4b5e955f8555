/// The spellings a column ranks (`FoldedColumn`): entry `e` below the
/// record count is record `e`'s usual spelling; entry `recordCount + i` is
/// the `i`th spelled-out one. Entries are numbered so, and sorted by that
/// number last, so equal spellings rank usual first, then in file order.
struct SpellingsToRank {
    let usual: UnrankedValues
    let spelledOut: UnrankedValues

    var recordCount: Int { usual.count }
    var count: Int { usual.count + spelledOut.count }

    @inline(__always)
    func record(_ entry: Int) -> Int {
        entry < recordCount ? entry : spelledOut.record(entry - recordCount)
    }

    @inline(__always)
    func length(_ entry: Int) -> Int32 {
        entry < recordCount ? usual.length(entry) : spelledOut.length(entry - recordCount)
    }

    /// Copies the entry's folded bytes to `destination`.
    func copy(_ entry: Int, to destination: UnsafeMutablePointer<UInt8>) {
        let (values, value) = entry < recordCount ? (usual, entry) : (spelledOut, entry - recordCount)
        values.bytes.withUnsafeBufferPointer { bytes in
            destination.update(from: bytes.baseAddress! + Int(values.starts[value]), count: Int(values.length(value)))
        }
    }
}

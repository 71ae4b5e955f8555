extension ColumnIndex {
    /// Sections an index file may hold: the column's and its three parts'.
    static let sectionLimit = 64

    /// Builds the index of a folded column into `stream` a part at a time,
    /// one after another, each written and let go before the next is
    /// built, in the order `write(to:)` writes them: an index of millions
    /// of values is never whole in memory (the parts built side by side, in
    /// memory, took 5.4 GB at 23.5 M values). False when the stream failed.
    static func stream(folded column: FoldedColumn, to stream: CacheFileStream, partBuilt: () -> Void) -> Bool {
        func append(_ write: (inout CacheFile.Writer) -> Void) -> Bool {
            var writer = CacheFile.Writer()
            write(&writer)
            return stream.append(writer)
        }
        guard append(column.write) else { return false }
        let parts: [() -> (inout CacheFile.Writer) -> Void] = [
            { SuffixIndex(column: column) { _, offsets in offsets.append(0) }.write },
            { SuffixIndex(column: column, startingPoints: laterWordStarts).write },
            { GramIndex(column: column).write },
        ]
        for part in parts {
            guard append(part()) else { return false }
            partBuilt()
        }
        return true
    }
}

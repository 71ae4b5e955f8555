import TypeaheadEngine

/// Which saved entries a second keyer verifies (issue 52): every entry
/// not verified yet, or, as CSPro samples, a share of each keyer's,
/// chosen at random so no keyer can tell which of theirs will be checked.
public enum EntriesToVerify {
    public enum Sample: Equatable, Sendable {
        case all
        /// This percentage of each keyer's unverified entries, at least one
        /// of a keyer who has any (1…100).
        case percent(Int)
    }

    /// At most this many are verified at one go (a day's batch; the rest
    /// wait for the next): a million queued would each be read first.
    public static let batchLimit = 1000

    /// The entries of the file at `path` to verify, oldest first, at most
    /// `limit`. `seed` makes the random choice repeatable (a test; the app
    /// passes a new one).
    public static func read(path: String, fieldIDs: [String], sample: Sample, seed: UInt64,
                            limit: Int = batchLimit) throws(LoadError) -> [LoggedEntry] {
        let table = try EntryTable.read(path: path, columns: fieldIDs + [EntryTable.enteredByColumn])
        var entries: [LoggedEntry] = []
        for row in rows(of: table, sample: sample, seed: seed).prefix(limit) { entries.append(try table.entry(at: row)) }
        return entries
    }

    /// The rows of `table` to verify, in file order.
    public static func rows(of table: EntryTable, sample: Sample, seed: UInt64) -> [Int] {
        let unverified = (0..<table.count).filter { !table.isVerified(at: $0) }
        guard case .percent(let percent) = sample, percent < 100 else { return unverified }
        var byKeyer: [UInt32: [Int]] = [:]
        for row in unverified { byKeyer[table.keyerNumber(at: row), default: []].append(row) }
        var random = SplitMix64(seed: seed)
        var chosen: [Int] = []
        // Keyers in a fixed order, so one seed gives one sample.
        for keyer in byKeyer.keys.sorted() {
            var rows = byKeyer[keyer]!
            let wanted = min(rows.count, max(1, (rows.count * max(percent, 1) + 99) / 100))
            // The first `wanted` of a Fisher–Yates shuffle.
            for index in 0..<wanted {
                rows.swapAt(index, index + Int(random.next() % UInt64(rows.count - index)))
            }
            chosen += rows.prefix(wanted)
        }
        return chosen.sorted()
    }
}

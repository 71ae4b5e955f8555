/// Where a window has read a table that grows on the server to: a source's
/// change log (`PostgresChangeLog`), or the team's entries. Transactions
/// commit out of order, so a row is not sure to be seen once a later one
/// is: the table is read from the oldest transaction that could still
/// commit when it was last read (the horizon), and the rows seen since
/// then are remembered so none is taken twice.
public struct ChangeLogCursor<Change: Sendable & Equatable>: Sendable {
    /// One row as the table gives it.
    public struct Entry: Sendable, Equatable {
        public var sequence: Int64
        public var transaction: Int64
        public var change: Change

        public init(sequence: Int64, transaction: Int64, change: Change) {
            self.sequence = sequence
            self.transaction = transaction
            self.change = change
        }
    }

    /// Read from this transaction on; nil before the first read (the copy
    /// kept none: the window starts from what the server has now).
    public private(set) var horizon: Int64?
    /// Changes taken from transactions at or past the horizon, by sequence.
    private var taken: [Int64: Int64] = [:]

    public init(horizon: Int64?) {
        self.horizon = horizon
    }

    /// Takes a read of the log (`entries`, in sequence order, from the
    /// horizon on) made after the server said `newHorizon`; gives the
    /// changes not taken before, in order.
    public mutating func take(_ entries: [Entry], newHorizon: Int64) -> [Change] {
        var changes: [Change] = []
        for entry in entries where taken[entry.sequence] == nil {
            taken[entry.sequence] = entry.transaction
            changes.append(entry.change)
        }
        horizon = max(horizon ?? newHorizon, newHorizon)
        taken = taken.filter { $0.value >= newHorizon }
        return changes
    }
}

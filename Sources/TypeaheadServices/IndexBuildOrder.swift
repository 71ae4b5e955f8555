import TypeaheadEngine

/// The columns still to index, in the order the background thread takes
/// them: the focused field's first, and a column a key is waiting for
/// moved to the front as soon as it waits. So the column a field needs is
/// built next, not after every column before it alphabetically.
public final class IndexBuildOrder: Sendable {
    public struct Column: Hashable, Sendable {
        public let source: String
        public let column: String

        public init(source: String, column: String) {
            self.source = source
            self.column = column
        }
    }

    private let queue = Locked<[Column]>([])

    public init() {}

    /// Adds columns at the back, each once.
    public func append(_ columns: [Column]) {
        queue.withLock { queue in
            for column in columns where !queue.contains(column) { queue.append(column) }
        }
    }

    /// Moves these columns (if still to build) to the front, in this order.
    public func prefer(_ columns: [Column]) {
        queue.withLock { queue in
            let wanted = columns.filter(queue.contains)
            guard !wanted.isEmpty, Array(queue.prefix(wanted.count)) != wanted else { return }
            queue.removeAll { wanted.contains($0) }
            queue.insert(contentsOf: wanted, at: 0)
        }
    }

    /// Takes the next column to build.
    public func next() -> Column? {
        queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Drops the columns of a source that cannot be indexed (its file could not be read).
    public func drop(source: String) {
        queue.withLock { $0.removeAll { $0.source == source } }
    }

    public var remaining: [Column] { queue.withLock { $0 } }
}

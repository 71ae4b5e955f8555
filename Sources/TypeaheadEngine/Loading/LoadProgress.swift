import Synchronization

/// How far a data file read behind the window is read and indexed: written
/// by the thread that reads and indexes it, read by the main thread a few
/// times a second for the line under the form. A first
/// launch on millions of rows takes seconds to a minute; the person sees
/// that it moves, and how far it has come.
///
/// Each step's share is about what it took on the 23.5 M-row address
/// register (docs/performance-history.md, "A national address register"):
/// the file read, checked and parsed is the first `readingShare`, then
/// each column the form searches an equal part of the rest, in the order
/// its index is built (values folded, then three parts side by side, each
/// a third of what is left).
public final class LoadProgress: Sendable {
    /// Thousandths of the whole, as the steps report them.
    private let reading = Atomic<Int>(0)
    private let indexing = Atomic<Int>(0)
    /// Columns to index (`DataSource` says how many its fields search).
    private let columns = Atomic<Int>(1)

    /// Of a thousand: the reading's share of the whole.
    static let readingShare = 200
    /// Of a thousand: each step's share of one column's index.
    static let foldingShare = 100, partShare = 900 / 3

    public init() {}

    /// The source indexes this many columns.
    func expect(columns count: Int) {
        columns.store(max(count, 1), ordering: .relaxed)
    }

    /// How far, in thousandths: never goes back.
    public var permille: Int {
        let read = reading.load(ordering: .relaxed)
        let indexed = indexing.load(ordering: .relaxed)
        return min(1000, read * Self.readingShare / 1000 + indexed * (1000 - Self.readingShare) / (1000 * columns.load(ordering: .relaxed)))
    }

    /// Whether the reading is over: what goes on now is indexing.
    public var isIndexing: Bool { reading.load(ordering: .relaxed) >= 1000 }

    // MARK: Told by the reading

    /// The file's bytes: `done` of `total` read, checked, then parsed (one
    /// third each of the reading's time, to within a few points).
    func read(_ stage: ReadingStage, _ done: Int, of total: Int) {
        guard total > 0 else { return }
        let within = min(1000, done * 1000 / total)
        let value = stage.rawValue * 1000 / 3 + within / 3
        reading.store(max(reading.load(ordering: .relaxed), value), ordering: .relaxed)
    }

    /// The whole file is read: indexing begins.
    func readingFinished() {
        reading.store(1000, ordering: .relaxed)
    }

    enum ReadingStage: Int { case reading, checking, parsing }

    // MARK: Told by the indexing

    /// One column's values are folded (or its index came from the cache).
    func folded() { indexing.add(Self.foldingShare, ordering: .relaxed) }

    /// One of a column's three parts is built.
    func partBuilt() { indexing.add(Self.partShare, ordering: .relaxed) }

    /// A column's index was read from the cache: its whole share at once.
    func columnReadFromCache() { indexing.add(1000, ordering: .relaxed) }
}

import Foundation
import Synchronization

/// A data file's table, which may not be read yet: its columns (the header)
/// are known at once, its rows are read by whoever first asks for them. So
/// a window can be built from the header while a large file is parsed on a
/// background thread; nothing on the main thread asks before the file is
/// indexed (every lookup there asks `DataSource.isIndexed` first).
///
/// A file that turns out malformed keeps its `LoadError`, to be told to the
/// person with its path, line and column.
public final class TableLoad: Sendable {
    public let path: String
    public let columns: [String]
    private let positions: [String: Int]
    private let state: Locked<State>
    /// Set once the rows are read or failed, readable without waiting for a
    /// load under way (the state's lock is held while it runs).
    private let finished = Atomic<Bool>(false)
    /// Whether the rows were left to read later (and so to store in the
    /// cache later: a table read at once was handed to the cache then).
    public let isDeferred: Bool
    /// How far the rows are read and indexed (a table read at once is read).
    public let progress: LoadProgress
    /// Reads the table again from its data file, when a mapped cache of it
    /// turns out damaged (`BlockCheckedBytes`); nil leaves the damaged
    /// rows unread.
    private let readAgain: (@Sendable () throws(LoadError) -> DataTable)?

    private enum State: @unchecked Sendable {
        case pending(@Sendable () throws(LoadError) -> DataTable)
        case loaded(DataTable)
        case failed(LoadError)
    }

    /// A table read already; `readAgain` reads it again should its cache
    /// turn out damaged.
    public convenience init(_ table: DataTable, readAgain: (@Sendable () throws(LoadError) -> DataTable)? = nil) {
        let read = LoadProgress()
        read.readingFinished()
        self.init(path: table.path, columns: table.columns, state: .loaded(table), progress: read, readAgain: readAgain)
        finished.store(true, ordering: .releasing)
        watch(table)
    }

    /// A table whose header is `columns`, read by `read` when first asked
    /// for; `readAgain` reads it again should its cache turn out damaged.
    public convenience init(path: String, columns: [String], progress: LoadProgress = LoadProgress(),
                            readAgain: (@Sendable () throws(LoadError) -> DataTable)? = nil,
                            read: @escaping @Sendable () throws(LoadError) -> DataTable) {
        self.init(path: path, columns: columns, state: .pending(read), progress: progress, readAgain: readAgain)
    }

    private init(path: String, columns: [String], state: State, progress: LoadProgress,
                 readAgain: (@Sendable () throws(LoadError) -> DataTable)?) {
        self.path = path
        self.progress = progress
        self.columns = columns
        self.readAgain = readAgain
        if case .pending = state { isDeferred = true } else { isDeferred = false }
        var positions: [String: Int] = [:]
        for (index, name) in columns.enumerated() where positions[name] == nil { positions[name] = index }
        self.positions = positions
        self.state = Locked(state)
    }

    public func columnIndex(_ name: String) -> Int? {
        positions[name]
    }

    /// Whether the rows were read (or failed), without waiting.
    public var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// The table, read now if nobody has yet (waiting for a read under way
    /// on another thread), or why it could not be read.
    public func result() -> Result<DataTable, LoadError> {
        state.withLock { state in
            if case .pending(let read) = state {
                do throws(LoadError) {
                    let table = try read()
                    // The file was replaced between its header and its rows.
                    state = table.columns == columns ? .loaded(table)
                        : .failed(LoadError(path: path, line: 1, column: 1,
                                            message: translated("the header changed while the file was read; open it again")))
                    watch(table)
                } catch {
                    state = .failed(error)
                }
                finished.store(true, ordering: .releasing)
            }
            switch state {
            case .loaded(let table): return .success(table)
            case .failed(let error): return .failure(error)
            case .pending: preconditionFailure("a table read is either loaded or failed")
            }
        }
    }

    /// Puts a copy of the same rows in place of the table read (a mapped
    /// cache of it, whose memory the system can take back; or, after a
    /// damaged cache, the file read again); readers still holding the old
    /// one keep it until they are done.
    func replace(with copy: DataTable) {
        let replaced = state.withLock { state in
            guard case .loaded(let table) = state, table.columns == copy.columns, table.rowCount == copy.rowCount else { return false }
            state = .loaded(copy)
            return true
        }
        if replaced { watch(copy) }
    }

    /// Has a mapped table found damaged read again from its data file, on
    /// a thread of background work (damage is found by whoever reads, the
    /// main thread too), and put in its place. Until then its damaged rows
    /// read as empty and are not offered. A file that can no longer be
    /// read, or now has other rows, leaves the damaged table in place.
    private func watch(_ table: DataTable) {
        guard let readAgain, let checkedBytes = table.checkedBytes else { return }
        checkedBytes.whenDamaged { [weak self] in
            guard let load = self else { return }
            BackgroundWork.start(named: "table read again") {
                guard let read = try? readAgain() else { return }
                load.replace(with: read)
            }
        }
    }

    /// The table, or an empty one of the header's columns when the file
    /// could not be read (its error is `result()`'s).
    public var table: DataTable {
        switch result() {
        case .success(let table): table
        case .failure: DataTable(path: path, columns: columns, rows: [])
        }
    }

    /// Why the table could not be read; nil once it is.
    public var error: LoadError? {
        if case .failure(let error) = result() { return error }
        return nil
    }
}

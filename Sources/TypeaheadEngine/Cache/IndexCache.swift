import Foundation
import Synchronization

/// Tables and column indexes kept between runs, so a large file opens at
/// once: in `$XDG_CACHE_HOME/typeahead/` (default `~/.cache/typeahead/`),
/// one file per data file (`NAME-HASH.table`) and one per indexed column
/// (`NAME-HASH.index`), named after the data file's path and what was
/// indexed, and keyed inside by the file's identity (`FileIdentity`). They
/// are memory-mapped, so only the pages a search reads take memory. A file
/// that changed gets a new cache in place of the old one; a cache that does
/// not check (`CacheFile`) is never used, and is rebuilt.
///
/// Off unless given to the loaders (the app's `AppServices` has one), so
/// tests and tools write nothing unless they ask.
public final class IndexCache: Sendable {
    public let folder: String
    /// Files smaller than this are parsed and indexed each time: that takes
    /// less than mapping and checking a cache.
    public let minimumFileSize: Int64

    /// Whether a loaded table is stored on another thread (the window
    /// need not wait for the write), or before `load` returns (tests).
    public let storesInBackground: Bool

    /// Told of each table stored ("table-stored") and each damaged file found.
    public let trace: TraceLog?

    /// Whether a table's, an index's or a key index's checksum is checked
    /// on another thread after it is opened (the first answer need not
    /// wait for gigabytes to be summed; a table's values are checked a
    /// block at a time as they are read meanwhile), or before it is used
    /// (tests).
    public let checksInBackground: Bool

    /// The mapped pages searches leave resident, let go of past this.
    private let residentPages: ResidentPageBudget?

    /// The default budget of resident file pages: well above a 2.35 M-row
    /// cache's working set, so only a register's searches ever reach it.
    public static let defaultResidentBudget = 512 << 20

    public init(folder: String, minimumFileSize: Int64 = 4 << 20, storesInBackground: Bool = true,
                checksInBackground: Bool? = nil, trace: TraceLog? = nil,
                residentBudget: Int? = IndexCache.defaultResidentBudget) {
        self.folder = folder
        self.minimumFileSize = minimumFileSize
        self.storesInBackground = storesInBackground
        self.checksInBackground = checksInBackground ?? storesInBackground
        self.trace = trace
        let files = Locked<[WeakMappedFile]>([])
        mappedFiles = files
        residentPages = residentBudget.map { budget in
            ResidentPageBudget(bytes: budget) {
                Self.releasePages(of: files)
                trace?.event("released", "over budget")
            }
        }
    }

    /// Removes the temporary files a killed or interrupted writer left (as
    /// large as a cache file each): those whose lock is free. A writer that
    /// has just made one and not locked it yet makes it again (`AtomicFile`).
    public func removeStaleTemporaries() {
        AtomicFile.removeStaleTemporaries(in: folder, startingWith: "", olderThan: -1)
    }

    /// `$XDG_CACHE_HOME/typeahead`, or `~/.cache/typeahead`.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return base + "/typeahead"
    }

    /// Counts what the cache did, for tests and the trace.
    public struct Counts: Equatable, Sendable {
        public var tablesRead = 0, tablesWritten = 0, indexesRead = 0, indexesWritten = 0, keysRead = 0, keysWritten = 0
        /// Files whose checksum failed after they were opened, and removed.
        public var damagedFound = 0
        /// Indexes of `indexesWritten` built into their file a part at a time.
        public var indexesStreamed = 0
    }

    private let counted = Locked(Counts())

    /// The files mapped so far, to let go of their pages once loading is done.
    private let mappedFiles: Locked<[WeakMappedFile]>

    private struct WeakMappedFile: @unchecked Sendable {
        weak var file: MappedFile?
    }

    private func remember(_ file: MappedFile, in list: Locked<[WeakMappedFile]>? = nil) {
        (list ?? mappedFiles).withLock { files in
            files.removeAll { $0.file == nil }
            files.append(WeakMappedFile(file: file))
        }
    }

    /// Lets go of the pages of every mapped table and index that loading
    /// read (the indexes' range checks, a table read to build an index), so
    /// what stays resident is what searches read from then on.
    public func releaseResidentPages() {
        Self.releasePages(of: mappedFiles)
    }

    private static func releasePages(of files: Locked<[WeakMappedFile]>) {
        for file in files.withLock({ $0.compactMap(\.file) }) { file.releasePagesGradually() }
    }

    public var counts: Counts { counted.withLock { $0 } }

    /// After each search: lets go of the mapped pages when searches have
    /// left more of them resident than the budget (`ResidentPageBudget`),
    /// and of the tables' pages the answer read (`releaseTablePages`).
    public func searched() {
        residentPages?.searched()
        releaseTablePages()
    }

    /// The mapped tables, whose pages go after each search.
    private let mappedTables = Locked<[WeakMappedFile]>([])
    /// 0: no release under way; 1: one is; 2: and another was asked for
    /// meanwhile (it runs once more, so no search's pages stay).
    private let tableRelease = Atomic<Int>(0)
    private let tableReleases = DispatchGroup()

    /// Lets go of the mapped tables' pages on a thread of background work.
    /// An answer reads a few dozen rows of a table, but each page fault
    /// maps the page cache's whole large folio around the row (about 440 KB
    /// a fault on this kernel), so a day's answers would keep most of the
    /// table resident; the next answer's rows come back from the page cache.
    private func releaseTablePages() {
        var state = tableRelease.load(ordering: .acquiring)
        while state < 2 {
            let (exchanged, found) = tableRelease.compareExchange(expected: state, desired: state + 1,
                                                                 ordering: .acquiringAndReleasing)
            if exchanged { break }
            state = found
        }
        guard state == 0 else { return } // one under way takes this one too
        tableReleases.enter()
        BackgroundWork.start(named: "table pages") { [self] in
            while true {
                Self.releasePages(of: mappedTables)
                // Done, unless another was asked for meanwhile: then once more.
                if tableRelease.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged { break }
                tableRelease.store(1, ordering: .releasing)
            }
            tableReleases.leave()
        }
    }

    /// Returns once the tables' pages asked to go so far are gone (tests).
    func settleTableRelease() {
        tableReleases.wait()
    }

    /// Returns once the looks at the budget asked for so far are done.
    func settleResidentBudget() {
        residentPages?.settle()
    }

    /// Whether the app is ending, and how many batches of stores are open.
    private let ending = Locked((isEnding: false, openBatches: 0))
    /// Entered by each write and each batch under way.
    private let writes = DispatchGroup()

    /// Runs `body`, the stores of what is already built (a table and its
    /// indexes), as one: once begun, the app's end waits for all of it.
    /// Once the app is ending it runs only within a batch already open.
    public func storing(_ body: () -> Void) {
        guard begin(batch: true) else { return }
        defer { end(batch: true) }
        body()
    }

    /// Runs `write` (true when it wrote), unless the app is ending and no
    /// batch it may belong to is open.
    private func writing(_ write: () -> Bool) -> Bool {
        guard begin(batch: false) else { return false }
        defer { end(batch: false) }
        return write()
    }

    /// The gate of `storing` and `writing`: false once the app is ending,
    /// unless a batch is open (its writes still run). Else the end now
    /// waits for this one.
    private func begin(batch: Bool) -> Bool {
        ending.withLock { state in
            guard !state.isEnding || state.openBatches > 0 else { return false }
            if batch { state.openBatches += 1 }
            writes.enter()
            return true
        }
    }

    private func end(batch: Bool) {
        if batch { ending.withLock { $0.openBatches -= 1 } }
        writes.leave()
    }

    /// Whether `finishWrites` has begun (a test waits on it to store within the end).
    var isEnding: Bool { ending.withLock { $0.isEnding } }

    /// For the app's end, once its windows are gone (nobody waits for
    /// this): the writes and batches under way finish within `timeout`, so
    /// the cache lands; no new one starts. An index still being built is
    /// left: the next launch builds it.
    @discardableResult
    public func finishWrites(within timeout: DispatchTimeInterval) -> Bool {
        ending.withLock { $0.isEnding = true }
        return writes.wait(timeout: .now() + timeout) == .success
    }

    func wants(_ identity: FileIdentity?) -> Bool {
        guard let identity else { return false }
        return identity.size >= minimumFileSize
    }

    // MARK: Tables

    func tablePath(for identity: FileIdentity, format: DataFormat) -> String {
        filePath(for: identity.path, detail: "table \(format)", suffix: "table")
    }

    private func tableKey(_ identity: FileIdentity, format: DataFormat) -> String {
        "typeahead table\nformat=\(format)\nblock=\(BlockCheckedBytes.blockSize)\n" + identity.key
    }

    /// The cached table of this file, if there is a whole one of this
    /// content. With `checksInBackground`, its value bytes are checked a
    /// block at a time as they are read and the whole file is summed behind
    /// the searches (`BlockCheckedBytes`); damage found either way removes
    /// the file, and the table's other `whenDamaged` handlers (its
    /// `TableLoad`'s) read it again from its data file.
    func table(for identity: FileIdentity, format: DataFormat) -> DataTable? {
        let path = tablePath(for: identity, format: format)
        guard wants(identity), let file = CacheFile.map(path, key: tableKey(identity, format: format), summing: !checksInBackground)
        else { return nil }
        var reader = MappedFile.Reader(file)
        guard let table = try? DataTable(path: identity.path, identity: identity, reading: &reader),
              let checkedBytes = table.checkedBytes else { return nil }
        // Damage found by a block read or by the whole sum goes the same way:
        // through the table's handlers, the first of which removes the file.
        if checksInBackground { checkedBytes.whenDamaged { [self] in removeDamaged(file, at: path) } }
        checkSumLater(of: file, whenSound: { checkedBytes.markAllSound() }, whenDamaged: { checkedBytes.reportDamage() })
        file.releasePages()
        remember(file)
        remember(file, in: mappedTables)
        counted.withLock { $0.tablesRead += 1 }
        return table
    }

    /// Stores a table read and not stored yet, and reads it back mapped;
    /// nil when it is not one to keep or could not be kept.
    func storeAndMap(_ table: DataTable) -> DataTable? {
        guard !table.isMapped, let identity = table.identity, wants(identity),
              let format = DataFormat(path: identity.path) else { return nil }
        store(table, format: format)
        return self.table(for: identity, format: format)
    }

    func store(_ table: DataTable, format: DataFormat) {
        guard let identity = table.identity, wants(identity) else { return }
        var writer = CacheFile.Writer()
        table.write(to: &writer)
        if writing({ CacheFile.write(to: tablePath(for: identity, format: format), key: tableKey(identity, format: format), sections: writer.sections) }) {
            counted.withLock { $0.tablesWritten += 1 }
        }
    }

    // MARK: Column indexes

    /// An index with letters written out is another file: a person of
    /// another language on the same machine keeps theirs.
    private func indexPath(_ identity: FileIdentity, column: String, weightColumn: String?, spelling: SpellingRules) -> String {
        let spelled = spelling.writesOutLetters ? "\u{0}written out" : ""
        return filePath(for: identity.path, detail: "index \(column)\u{0}\(weightColumn ?? "")\(spelled)", suffix: "index")
    }

    /// "spellings=2": the column lists each record's spelled-out spelling
    /// (none when not written out), which an older file lacks.
    private func indexKey(_ identity: FileIdentity, column: String, weightColumn: String?, spelling: SpellingRules,
                          rows: Int) -> String {
        "typeahead index\nspellings=2\nwritten out=\(spelling.writesOutLetters)\ncolumn=\(column)\n"
            + "weight=\(weightColumn ?? "")\nrows=\(rows)\n" + identity.key
    }

    /// The cached index of `column` ranked by `weightColumn`, if whole.
    /// Its reads are range-checked as it opens; with `checksInBackground`
    /// its checksum is checked after, and if that fails the file goes and
    /// `whenDamaged` is called (the caller drops the index and builds it).
    /// `install` puts the index in use before the check begins, so a check
    /// that ends at once cannot drop it before it is there.
    func index(of table: DataTable, column: String, weightColumn: String?, spelling: SpellingRules,
               install: (ColumnIndex) -> Void = { _ in },
               whenDamaged: @escaping @Sendable () -> Void = {}) -> ColumnIndex? {
        guard let identity = table.identity, wants(identity) else { return nil }
        let path = indexPath(identity, column: column, weightColumn: weightColumn, spelling: spelling)
        let key = indexKey(identity, column: column, weightColumn: weightColumn, spelling: spelling, rows: table.rowCount)
        guard let file = CacheFile.map(path, key: key, summing: !checksInBackground) else { return nil }
        var reader = MappedFile.Reader(file)
        guard let index = try? ColumnIndex(reading: &reader, count: table.rowCount) else { return nil }
        install(index)
        checkSumLater(of: file, removingAt: path, whenDamaged: whenDamaged)
        // Reading it checked every part: its pages go now, not at the end
        // of loading, while a freshly built copy may still be in memory.
        file.releasePages()
        remember(file)
        counted.withLock { $0.indexesRead += 1 }
        return index
    }

    /// Builds the index of `folded` straight into its cache file, a part
    /// at a time (`ColumnIndex.stream`), and reads it back mapped as
    /// `index(of:…)` does; nil when the cache does not keep it or could
    /// not write it (the caller builds it in memory). The build is not a
    /// write the app's end waits for: only the header and checksum are.
    func streamIndex(of table: DataTable, column: String, weightColumn: String?, spelling: SpellingRules,
                     folded: FoldedColumn, partBuilt: () -> Void,
                     install: (ColumnIndex) -> Void, whenDamaged: @escaping @Sendable () -> Void) -> ColumnIndex? {
        guard let identity = table.identity, wants(identity) else { return nil }
        let path = indexPath(identity, column: column, weightColumn: weightColumn, spelling: spelling)
        let key = indexKey(identity, column: column, weightColumn: weightColumn, spelling: spelling, rows: table.rowCount)
        guard let stream = CacheFileStream(path: path, key: key, tableSlots: ColumnIndex.sectionLimit) else { return nil }
        guard ColumnIndex.stream(folded: folded, to: stream, partBuilt: partBuilt), writing({ stream.finish() }) else {
            stream.abandon()
            return nil
        }
        counted.withLock {
            $0.indexesWritten += 1
            $0.indexesStreamed += 1
        }
        return index(of: table, column: column, weightColumn: weightColumn, spelling: spelling,
                     install: install, whenDamaged: whenDamaged)
    }

    /// Writes the index; true when it was.
    @discardableResult
    func store(_ index: ColumnIndex, of table: DataTable, column: String, weightColumn: String?,
               spelling: SpellingRules) -> Bool {
        guard let identity = table.identity, wants(identity) else { return false }
        var writer = CacheFile.Writer()
        index.write(to: &writer)
        let written = writing {
            CacheFile.write(to: indexPath(identity, column: column, weightColumn: weightColumn, spelling: spelling),
                            key: indexKey(identity, column: column, weightColumn: weightColumn, spelling: spelling,
                                          rows: table.rowCount),
                            sections: writer.sections)
        }
        if written { counted.withLock { $0.indexesWritten += 1 } }
        return written
    }

    // MARK: Record keys

    private func keysPath(_ identity: FileIdentity, keyColumn: String) -> String {
        filePath(for: identity.path, detail: "keys \(keyColumn)", suffix: "keys")
    }

    private func keysKey(_ identity: FileIdentity, keyColumn: String, rows: Int) -> String {
        "typeahead keys\ncolumn=\(keyColumn)\nrows=\(rows)\n" + identity.key
    }

    /// The cached key index of `table` by `keyColumn`, if whole; its
    /// checksum is checked as an index's is (`index(of:…)`).
    func keyIndex(of table: DataTable, keyColumn: String,
                  whenDamaged: @escaping @Sendable () -> Void = {}) -> RecordKeyIndex? {
        guard let identity = table.identity, wants(identity) else { return nil }
        let path = keysPath(identity, keyColumn: keyColumn)
        guard let file = CacheFile.map(path, key: keysKey(identity, keyColumn: keyColumn, rows: table.rowCount),
                                       summing: !checksInBackground) else { return nil }
        var reader = MappedFile.Reader(file)
        guard let index = try? RecordKeyIndex(reading: &reader, count: table.rowCount), reader.isAtEnd else { return nil }
        checkSumLater(of: file, removingAt: path, whenDamaged: whenDamaged)
        file.releasePages()
        remember(file)
        counted.withLock { $0.keysRead += 1 }
        return index
    }

    /// Writes the key index; true when it was.
    @discardableResult
    func store(_ index: RecordKeyIndex, of table: DataTable, keyColumn: String) -> Bool {
        guard let identity = table.identity, wants(identity) else { return false }
        var writer = CacheFile.Writer()
        index.write(to: &writer)
        let written = writing {
            CacheFile.write(to: keysPath(identity, keyColumn: keyColumn),
                            key: keysKey(identity, keyColumn: keyColumn, rows: table.rowCount), sections: writer.sections)
        }
        if written { counted.withLock { $0.keysWritten += 1 } }
        return written
    }

    /// The key index stored and read back mapped, so the built copy's
    /// memory can go; nil when the cache cannot keep it.
    func storeAndMap(_ index: RecordKeyIndex, of table: DataTable, keyColumn: String,
                     whenDamaged: @escaping @Sendable () -> Void = {}) -> RecordKeyIndex? {
        guard store(index, of: table, keyColumn: keyColumn) else { return nil }
        return keyIndex(of: table, keyColumn: keyColumn, whenDamaged: whenDamaged)
    }

    // MARK: Checksums checked after opening

    /// Checks run one at a time, as background work (`BackgroundWork`): a
    /// launch's first keys come while they sum hundreds of MB, and on two
    /// cores a check at the window's priority made the first key wait for
    /// a core (4-5 ms of its 5-10).
    /// An NSLock, not a `Locked(())`: ThreadSanitizer took two turns on
    /// the empty value for a race (CI, once in several runs).
    private let checkInTurn = NSLock()
    private let checksUnderWay = DispatchGroup()

    /// With `checksInBackground`, sums the file on another thread and runs
    /// `whenSound` or `whenDamaged` by the result. Without, the file was
    /// summed as it was mapped, so it is sound now.
    private func checkSumLater(of file: MappedFile, whenSound: @escaping @Sendable () -> Void = {},
                               whenDamaged: @escaping @Sendable () -> Void) {
        guard checksInBackground else { return whenSound() }
        checksUnderWay.enter()
        BackgroundWork.start(named: "cache check") { [checkInTurn, checksUnderWay] in
            checkInTurn.lock()
            if file.checksumMatches() { whenSound() } else { whenDamaged() }
            checkInTurn.unlock()
            checksUnderWay.leave()
        }
    }

    /// As above; a file found damaged is removed (`removeDamaged`) before
    /// `whenDamaged` runs.
    private func checkSumLater(of file: MappedFile, removingAt path: String, whenDamaged: @escaping @Sendable () -> Void) {
        checkSumLater(of: file) { [self] in
            removeDamaged(file, at: path)
            whenDamaged()
        }
    }

    /// Removes a cache file found damaged after it was opened (if `path`
    /// still names it, not a newer one written since), so the next launch
    /// rebuilds it.
    private func removeDamaged(_ file: MappedFile, at path: String) {
        if file.node.isNamed(by: path) { unlink(path) }
        counted.withLock { $0.damagedFound += 1 }
        trace?.event("damaged", URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Returns once the checksums begun so far are checked (tests).
    func settleChecks() {
        checksUnderWay.wait()
    }

    private func filePath(for dataPath: String, detail: String, suffix: String) -> String {
        var checksum = CacheChecksum()
        Array((dataPath + "\u{0}" + detail).utf8).withUnsafeBytes { checksum.add($0) }
        let hash = String(checksum.value, radix: 16)
        let name = URL(fileURLWithPath: dataPath).lastPathComponent
        return folder + "/" + name + "-" + String(repeating: "0", count: 16 - hash.count) + hash + "." + suffix
    }
}

import Foundation
import Synchronization

/// A named data file as a form uses it: its table, how to key and weigh its
/// records, how to describe them, and an index for each column fields search.
///
/// The table may still be unread (`TableLoad`): its header is known, and
/// its rows are read with the first index. Indexes are built when first
/// needed, or ahead by `buildIndexes()` on a background thread, so a window
/// opens before a large file is read and indexed; a query that arrives
/// first waits for its index (and the list shows a spinner meanwhile).
public final class DataSource: Sendable {
    public let name: String
    /// The file's table, read on first use.
    public let load: TableLoad
    /// The header's columns, known before the rows are read.
    public var columns: [String] { load.columns }
    private let keyColumn: Int?
    private let detail: DetailTemplate?
    private let searchColumns: Set<String>
    private let weightColumn: String?
    /// Where indexes are read from and stored, if anywhere.
    private let cache: IndexCache?
    /// Each record's weight, read from the table when an index is first
    /// built (an index read from the cache needs none).
    private let weightsRead = Locked<[Double]?>(nil)
    private let indexes = Locked<[String: ColumnIndex]>([:])
    /// Held while an index is built, so each is built once. Its
    /// value is unused, and an Int only so that it has a size: with `()`,
    /// the value's place is where the next heap block starts, and
    /// ThreadSanitizer reported races between unrelated objects there.
    private let building = Locked(0)
    /// Held while built indexes are stored: not `building`, so a query
    /// that waited for an index is answered as soon as it is built, not
    /// once it is also written (seconds at millions of rows).
    private let storingBuilt = Locked(0)
    /// Columns whose index was built this run and waits to be stored.
    private let unstored = Locked<Set<String>>([])
    private let storesLater = Atomic<Bool>(false)
    private let tableStoredWhileFoldingFrom: Int64
    private let tableStored = Atomic<Bool>(false)
    /// Indexes of the records a filter keeps, by column and constraints.
    private let narrowed = Locked<[String: NarrowedIndex]>([:])
    /// Records by key: read from the cache or built ahead by
    /// `prepareRecordKeys()`, else on the first `record(withKey:)`.
    private let recordKeys = Locked<RecordKeyIndex?>(nil)
    /// The columns whose index, and whether the key index, was built over
    /// a damaged cache of the table (its damaged rows as empty): each is
    /// built again once the table is read again (`rebuildsOverDamage`).
    private let builtOverDamage = Locked<(columns: Set<String>, keys: Bool)>(([], false))
    /// Whether values are also matched with letters written out.
    let spelling: SpellingRules
    /// From this many ranks an index is built into the cache a part at a
    /// time rather than whole in memory, then read back mapped: its first
    /// answer waits for the file (a few seconds at 23.5 M), and the build
    /// holds one part at a time. Below, the index is built whole and
    /// answers at once (at 2.35 M the whole build takes about 0.6 GB).
    public static let indexStreamedFrom = 8_000_000
    private let indexStreamedFrom: Int
    /// Narrowed indexes kept at once; a form narrows few fields.
    static let narrowedIndexLimit = 8
    /// Rows changed on the source's server since the table was read
    /// (`apply(_:)`); nil while none has.
    let live = Locked<LiveRows?>(nil)

    /// `searchColumns` are the columns fields suggest from or filter on;
    /// each gets an index.
    public convenience init(name: String, table: DataTable, keyColumn: String?, weightColumn: String?,
                            detail: DetailTemplate?, searchColumns: Set<String>, cache: IndexCache? = nil,
                            spelling: SpellingRules = .plain) {
        self.init(name: name, load: TableLoad(table), keyColumn: keyColumn, weightColumn: weightColumn,
                  detail: detail, searchColumns: searchColumns, cache: cache, spelling: spelling)
    }

    /// A source whose table may be read later (on the first index built).
    /// `tableStoredWhileFoldingFrom`: the file size from which a table read
    /// behind the window is stored while its first index folds its values.
    /// `spelling`: how the person types values (`SpellingRules`).
    /// `indexStreamedFrom`: the ranks from which an index is built straight
    /// into the cache, a part at a time (`IndexCache.streamIndex`).
    public init(name: String, load: TableLoad, keyColumn: String?, weightColumn: String?,
                detail: DetailTemplate?, searchColumns: Set<String>, cache: IndexCache? = nil,
                spelling: SpellingRules = .plain, tableStoredWhileFoldingFrom: Int64 = 64 << 20,
                indexStreamedFrom: Int = DataSource.indexStreamedFrom) {
        self.cache = cache
        self.indexStreamedFrom = indexStreamedFrom
        self.spelling = spelling
        self.tableStoredWhileFoldingFrom = tableStoredWhileFoldingFrom
        self.name = name
        self.load = load
        self.keyColumn = keyColumn.flatMap(load.columnIndex)
        self.detail = detail
        self.searchColumns = searchColumns.filter { load.columnIndex($0) != nil }
        self.weightColumn = weightColumn.flatMap { load.columnIndex($0) == nil ? nil : $0 }
        load.progress.expect(columns: self.searchColumns.count)
    }

    /// The rows, read now if they are not yet (waiting for them). Code on
    /// the main thread reads records only once `isIndexed` says so.
    public var table: DataTable { load.table }

    /// Reads the table if it is not yet; why it could not be, if so.
    public func readTable() -> LoadError? {
        load.error
    }

    var weights: [Double] {
        weightsRead.withLock { weights in
            if let weights { return weights }
            let table = table
            let read = weightColumn.flatMap(table.columnIndex).map { RecordWeight.column($0, of: table) }
                ?? [Double](repeating: 0, count: table.rowCount)
            weights = read
            return read
        }
    }

    /// Builds every index not built yet.
    public func buildIndexes() {
        for column in searchColumns.sorted() { _ = index(for: column) }
    }

    /// The columns fields search or filter on, each to be indexed.
    public var indexedColumns: [String] { searchColumns.sorted() }

    /// Whether `column`'s index is ready, without waiting for it.
    public func isIndexed(_ column: String) -> Bool {
        indexes.withLock { $0[column] != nil }
    }

    /// Builds one column's index now, if it is not built yet.
    public func buildIndex(for column: String) {
        _ = index(for: column)
    }

    /// Whether a query in `column` narrowed by `narrowing` can be answered
    /// without building an index first: then it costs under a millisecond.
    public func canAnswerAtOnce(column: String, narrowing: [String: String]) -> Bool {
        guard isIndexed(column), narrowing.keys.allSatisfy(isIndexed) else { return false }
        guard !narrowing.isEmpty else { return true }
        var filter = filter(narrowing.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        if let live = live.withLock({ $0 }) { filter = live.tableFilter(of: filter) }
        guard let constraints = filter.constraints, filter.records.count > ColumnIndex.narrowFilterSize else { return true }
        let name = column + "\u{1}" + constraints
        return narrowed.withLock { $0[name] != nil }
    }

    private func index(for column: String) -> ColumnIndex? {
        guard searchColumns.contains(column), let position = load.columnIndex(column) else { return nil }
        if let built = indexes.withLock({ $0[column] }), !rebuildsOverDamage(column: column) { return built }
        // A file that could not be read is never indexed: keys that need it
        // wait, and the app tells the person why.
        guard case .success = load.result() else { return nil }
        return building.withLock { _ in
            if let built = indexes.withLock({ $0[column] }), !rebuildsOverDamage(column: column) { return built }
            let folded: FoldedColumn, storedTable: () -> DataTable?, foldedFromDamage: Bool
            do {
                // Taken only now: a caller waiting here for another build
                // must not keep a parsed table alive that is about to go.
                guard case .success(let parsed) = load.result() else { return nil }
                if let cached = cache?.index(of: parsed, column: column, weightColumn: weightColumn, spelling: spelling,
                                             install: installer(of: column), whenDamaged: dropIndex(of: column)) {
                    load.progress.columnReadFromCache()
                    cache?.trace?.event("cached", "\(name).\(column)")
                    return cached
                }
                storedTable = storeTableWhileFolding(parsed)
                // The weights are read here, not before: a cached index needs none.
                folded = FoldedColumn(table: parsed, column: position, weights: weights, spelling: spelling)
                // Folding read every row, so every block of a mapped table
                // is checked by now: damaged rows folded as empty, and such
                // an index is kept for this run only, never stored.
                foldedFromDamage = parsed.isDamaged
                load.progress.folded()
            }
            // The values are folded: a stored table takes the parsed copy's
            // place, which goes before the larger parts are built.
            if let mapped = storedTable() {
                load.replace(with: mapped)
                // What the parse left free goes back before the build's peak.
                FreedMemory.returnToSystem()
            }
            cache?.releaseResidentPages()
            // A part is counted once, though built twice after a stream that
            // failed (rare: a full disk; progress may then read done early).
            let partsBuilt = Locked(0)
            let partBuilt: @Sendable () -> Void = { [progress = load.progress] in
                if partsBuilt.withLock({ $0 += 1; return $0 <= 3 }) { progress.partBuilt() }
            }
            if let cache, !foldedFromDamage, folded.rankCount >= indexStreamedFrom,
               let streamed = cache.streamIndex(of: self.table, column: column, weightColumn: weightColumn, spelling: spelling,
                                                folded: folded, partBuilt: partBuilt,
                                                install: installer(of: column), whenDamaged: dropIndex(of: column)) {
                cache.trace?.event("streamed", "\(name).\(column)")
                return streamed
            }
            let built = ColumnIndex(folded: folded, partBuilt: partBuilt)
            indexes.withLock { $0[column] = built }
            if foldedFromDamage { builtOverDamage.withLock { _ = $0.columns.insert(column) } }
            guard cache != nil, !foldedFromDamage else { return built }
            if storesLater.load(ordering: .relaxed) {
                unstored.withLock { _ = $0.insert(column) }
                return built
            }
            return storeAndMap(built, column: column, table: self.table)
        }
    }

    /// A table read behind the window is stored and mapped on another
    /// thread while its first index folds the values; the function returned
    /// waits for it and gives the mapped copy (nil if none was stored). The
    /// parsed copy then goes before the larger parts of the index are
    /// built, so the build's peak holds no table.
    /// A smaller table is stored after the first answer, as an index is:
    /// its copy weighs little, and storing it meanwhile would slow the build.
    private func storeTableWhileFolding(_ parsed: DataTable) -> () -> DataTable? {
        guard let cache, (parsed.identity?.size ?? 0) >= tableStoredWhileFoldingFrom,
              claimsTableStore() else { return { nil } }
        let storing = DispatchGroup(), stored = Locked<DataTable?>(nil)
        storing.enter()
        // A thread of its own: GCD's workers may all be taken by answers
        // waiting for this very index, and Linux's GCD adds one slowly.
        let thread = Thread { [name] in
            let mapped = cache.storeAndMap(parsed)
            stored.withLock { $0 = mapped }
            cache.trace?.event("table-stored", name)
            storing.leave()
        }
        thread.qualityOfService = .userInitiated
        thread.start()
        return {
            storing.wait()
            return stored.withLock { $0 }
        }
    }

    /// Whether the table, read behind the window, is still to be stored
    /// by this caller: true once at most (a table read at once was handed
    /// to the cache as it was read).
    private func claimsTableStore() -> Bool {
        storesLater.load(ordering: .relaxed) && load.isDeferred && !tableStored.exchange(true, ordering: .relaxed)
    }

    /// Has each index built from now on wait for `storeBuiltIndexes()`
    /// before it is stored in the cache: the app answers from it first
    /// (writing and checking an index of millions of values takes seconds).
    public func storeIndexesLater() {
        storesLater.store(true, ordering: .relaxed)
    }

    /// Stores the indexes built and not stored yet, and reads each back
    /// mapped, so the built copy's memory goes and later runs start at once.
    /// Then the key index of the remembered choices is read or built and
    /// stored too, in the same batch: a quit once it has begun waits for
    /// all of it, so the next launch has every part.
    public func storeBuiltIndexes() {
        guard case .success(let table) = load.result() else { return }
        guard let cache else { return prepareRecordKeys() }
        cache.storing {
            storeBuiltIndexes(table)
            prepareRecordKeys()
        }
    }

    private func storeBuiltIndexes(_ table: DataTable) {
        storingBuilt.withLock { _ in
            // A table read behind the window and not stored while folding
            // (a smaller one) is stored now, and its parsed copy gives way
            // to the mapped one.
            if claimsTableStore(), let mapped = cache?.storeAndMap(table) {
                load.replace(with: mapped)
            }
            let columns = unstored.withLock { columns in
                defer { columns.removeAll() }
                return columns.sorted()
            }
            for column in columns {
                guard let built = indexes.withLock({ $0[column] }) else { continue }
                _ = storeAndMap(built, column: column, table: table)
            }
        }
    }

    /// The built index stored in the cache and read back mapped (or the
    /// built one, if the cache cannot keep it), in place of the built one.
    private func storeAndMap(_ built: ColumnIndex, column: String, table: DataTable) -> ColumnIndex {
        guard let cache, cache.store(built, of: table, column: column, weightColumn: weightColumn, spelling: spelling),
              let mapped = cache.index(of: table, column: column, weightColumn: weightColumn, spelling: spelling,
                                       install: installer(of: column), whenDamaged: dropIndex(of: column)) else { return built }
        return mapped
    }

    /// Whether the index of `column` (the key index for nil) was built
    /// over a damaged table that has since been read again: if so, the
    /// column's index and the weights read with it are forgotten, to be
    /// built again (the key index's caller builds it at once). Only a set
    /// check while nothing was built over damage.
    private func rebuildsOverDamage(column: String?) -> Bool {
        let wasBuiltOverDamage = builtOverDamage.withLock { column.map($0.columns.contains) ?? $0.keys }
        guard wasBuiltOverDamage, !table.isDamaged else { return false }
        builtOverDamage.withLock { built in
            if let column { built.columns.remove(column) } else { built.keys = false }
        }
        if let column { indexes.withLock { _ = $0.removeValue(forKey: column) } }
        weightsRead.withLock { $0 = nil }
        return true
    }

    /// Puts a mapped index of `column` in use.
    private func installer(of column: String) -> (ColumnIndex) -> Void {
        { index in self.indexes.withLock { $0[column] = index } }
    }

    /// What a mapped index whose checksum failed calls: the index goes, and
    /// the next search of `column` builds it again (its file is gone).
    private func dropIndex(of column: String) -> @Sendable () -> Void {
        { [weak self] in
            self?.indexes.withLock { _ = $0.removeValue(forKey: column) }
            self?.cache?.trace?.event("dropped", column)
        }
    }

    /// The weight column's position, if the source has one.
    var weightColumnPosition: Int? { weightColumn.flatMap(load.columnIndex) }

    /// Records are numbered below this: the table's, then rows added since
    /// it was read (`LiveRows`), some of them no longer current.
    public var recordCount: Int { live.withLock { $0?.recordCount } ?? table.rowCount }

    /// The record with this key (a key column value, or a 1-based row
    /// number); the first record wins when a key repeats. Asked for each
    /// remembered choice on every keystroke.
    public func record(withKey key: String) -> Int? {
        if let changed = live.withLock({ $0?.record(withKey: key) }) { return changed }
        return tableRecord(withKey: key)
    }

    /// The table's record with this key, as it was read.
    func tableRecord(withKey key: String) -> Int? {
        let table = table
        let record = keyColumn.map { recordKeyIndex().record(withKey: key, in: table, keyColumn: $0) }
            ?? Int(key).flatMap { (1...max(1, table.rowCount)).contains($0) && $0 <= table.rowCount ? $0 - 1 : nil }
        return record.flatMap { Self.isReadable($0, in: table) ? $0 : nil }
    }

    /// False for a row of a damaged cache (it reads as empty until the
    /// table is read again, `BlockCheckedBytes`): it is never offered,
    /// matched, filled in or saved. Records past the table are live rows.
    static func isReadable(_ record: Int, in table: DataTable) -> Bool {
        record >= table.rowCount || table.isReadable(row: record)
    }

    /// Whether keys are found without building their index first.
    public var hasRecordKeys: Bool {
        keyColumn == nil || recordKeys.withLock { $0 != nil }
    }

    /// Reads the key index from the cache, or builds (and stores) it, so
    /// the first key typed need not: called behind the window.
    public func prepareRecordKeys() {
        guard keyColumn != nil, case .success = load.result() else { return }
        _ = recordKeyIndex()
    }

    private func recordKeyIndex() -> RecordKeyIndex {
        recordKeys.withLock { index in
            if let index, !rebuildsOverDamage(column: nil) { return index }
            let table = table, keyColumn = keyColumn!, name = columns[keyColumn]
            let whenDamaged: @Sendable () -> Void = { [weak self] in self?.recordKeys.withLock { $0 = nil } }
            if let cached = cache?.keyIndex(of: table, keyColumn: name, whenDamaged: whenDamaged) {
                index = cached
                return cached
            }
            let built = RecordKeyIndex(table: table, keyColumn: keyColumn)
            // Built over damaged rows (read as empty), it is kept until the
            // table is read again, never stored.
            if table.isDamaged { builtOverDamage.withLock { $0.keys = true } }
            let kept = table.isDamaged ? built
                : cache?.storeAndMap(built, of: table, keyColumn: name, whenDamaged: whenDamaged) ?? built
            index = kept
            return kept
        }
    }

    /// The column that keys records, if the source names one (else the key
    /// is the row number).
    public var keyColumnName: String? { keyColumn.map { columns[$0] } }

    public func key(of record: Int) -> String {
        keyColumn.map { value(of: record, position: $0) } ?? String(record + 1)
    }

    public func value(of record: Int, column: String) -> String {
        load.columnIndex(column).map { value(of: record, position: $0) } ?? ""
    }

    /// A value of the table's record, or of a row added since.
    func value(of record: Int, position: Int) -> String {
        let table = table
        guard record >= table.rowCount, let live = live.withLock({ $0 }) else { return table[record, position] }
        return live.row(of: record)[position]
    }

    public func detail(of record: Int) -> String? {
        guard let detail else { return nil }
        let text = detail.render { value(of: record, column: $0) }
        return text.isEmpty ? nil : text
    }

    /// Ranked suggestions for `query` from `column`, with matched ranges,
    /// from the records `filter` accepts (all when nil). Records whose keys
    /// are `preferred` (chosen before, most recent first) that match come
    /// first within the tier they are ranked in (`MatchTier.rankedAs`).
    public func suggestions(for query: String, column: String, limit: Int,
                            filter: RecordFilter? = nil, preferring preferred: [String] = []) -> [Suggestion] {
        guard let index = index(for: column), let columnIndex = load.columnIndex(column) else { return [] }
        let needle = Array(TextFolding.fold(query).utf8)
        let live = live.withLock { $0 }
        var hits: [ColumnIndex.Hit]
        if let live {
            // The table's hits less those a change hid, merged with the rows added.
            let tableHits = currentHits(of: needle, in: index, column: column, limit: limit, filter: filter, live: live)
            // A typo among the added rows cannot rank when the table has
            // `limit` better hits: those are not looked for.
            let typos = tableHits.count < limit || tableHits[limit - 1].tier == .typo
            hits = merged(tableHits, with: live.hits(of: needle, column: column, filter: filter, typos: typos),
                          column: columnIndex, needle: needle)
        } else {
            hits = self.hits(of: needle, in: index, column: column, limit: limit, filter: filter)
        }
        if !preferred.isEmpty {
            hits = Self.preferring(preferred.compactMap(record(withKey:)), in: hits, filter: filter) { record in
                guard !needle.isEmpty else { return .prefix }
                return FoldedSpellings(value(of: record, position: columnIndex), spelling: spelling).tier(of: needle)
            }
        }
        let table = table
        hits = Array(hits.lazy.filter { Self.isReadable($0.record, in: table) }.prefix(limit))
        return hits.map { hit in
            let text = value(of: hit.record, position: columnIndex)
            return Suggestion(record: hit.record, key: key(of: hit.record), text: text,
                              detail: detail(of: hit.record), tier: hit.tier,
                              matchedRanges: Self.matchedRanges(of: needle, in: text, tier: hit.tier, spelling: spelling))
        }
    }

    /// Puts the preferred records that match first within the tier they are
    /// ranked in (an exact match with the prefix matches).
    static func preferring(_ records: [Int], in hits: [ColumnIndex.Hit], filter: RecordFilter?,
                           tier: (Int) -> MatchTier?) -> [ColumnIndex.Hit] {
        var preferredHits: [ColumnIndex.Hit] = []
        var seen = Set<Int>()
        // Two remembered keys may find one record ("2" and "02" as row numbers).
        for record in records where filter?.contains(record) ?? true && seen.insert(record).inserted {
            if let matched = tier(record) { preferredHits.append(ColumnIndex.Hit(record: record, tier: matched)) }
        }
        let preferredRecords = Set(preferredHits.map(\.record))
        let rest = hits.filter { !preferredRecords.contains($0.record) }
        // A stable merge by the tier each is ranked in (exact with prefix,
        // see `MatchTier.rankedAs`): preferred before the others of it.
        return (preferredHits.map { ($0, 0) } + rest.map { ($0, 1) }).enumerated()
            .sorted {
                ($0.element.0.tier.rankedAs, $0.element.1, $0.offset) < ($1.element.0.tier.rankedAs, $1.element.1, $1.offset)
            }
            .map(\.element.0)
    }

    /// Up to `limit` records of the table whose `column` value begins with
    /// `text` (folded), best ranked first: the exact and prefix tiers alone,
    /// which the index reads in a range, never the costlier tiers after.
    func records(in column: String, startingWith text: String, limit: Int, filter: RecordFilter?) -> [Int] {
        guard let index = index(for: column) else { return [] }
        let table = table
        return index.search(folded: Array(TextFolding.fold(text).utf8), limit: limit, filter: filter, through: .prefix)
            .map(\.record).filter { Self.isReadable($0, in: table) }
    }

    /// Records whose `column` value equals `text`, ignoring case and accents.
    /// The column must be one of the indexed ones.
    public func records(in column: String, equalTo text: String) -> [Int] {
        var found = index(for: column)?.records(equalTo: text) ?? []
        if !found.isEmpty {
            let table = table
            found.removeAll { !Self.isReadable($0, in: table) }
        }
        guard let live = live.withLock({ $0 }) else { return found }
        return found.filter(live.isCurrent) + live.records(in: column, equalTo: text)
    }

    /// The records whose values equal every `column = value` constraint
    /// (ignoring case and accents), for narrowing suggestions. Build it once
    /// per change of constraints; each query then checks it per record.
    public func filter(_ constraints: [(column: String, value: String)]) -> RecordFilter {
        var accepted: Set<Int>?
        for constraint in constraints {
            let records = records(in: constraint.column, equalTo: constraint.value)
            accepted = accepted.map { $0.intersection(records) } ?? Set(records)
        }
        let name = constraints.map { "\($0.column)=\(TextFolding.fold($0.value))" }.sorted().joined(separator: "\u{0}")
        let live = live.withLock { $0 }
        let all = live.map { live in (0..<live.recordCount).filter(live.isCurrent) } ?? Array(0..<recordCount)
        return RecordFilter(records: accepted.map(Array.init) ?? all, recordCount: live?.recordCount ?? recordCount,
                            constraints: name)
    }

    /// Builds the narrowed index a filter from `filter(_:)` will use in
    /// `column`, ahead of the first query (the app does so on its first
    /// query, off the main thread).
    public func prepare(_ filter: RecordFilter, in column: String) {
        _ = narrowedIndex(for: column, filter: live.withLock { $0 }.map { $0.tableFilter(of: filter) } ?? filter)
    }

    /// The index of just the filter's records, built once per column and
    /// constraints. Small filters need none: their records are read directly.
    func narrowedIndex(for column: String, filter: RecordFilter) -> NarrowedIndex? {
        guard let constraints = filter.constraints, filter.records.count > ColumnIndex.narrowFilterSize,
              searchColumns.contains(column), let position = load.columnIndex(column) else { return nil }
        let name = column + "\u{1}" + constraints
        if let built = narrowed.withLock({ $0[name] }) { return built }
        return building.withLock { _ in
            if let built = narrowed.withLock({ $0[name] }) { return built }
            let table = table
            let index = NarrowedIndex(records: filter.records, values: filter.records.map { table[$0, position] },
                                      weights: filter.records.map { weights[$0] }, spelling: spelling)
            narrowed.withLock { cache in
                if cache.count >= Self.narrowedIndexLimit { cache.removeAll() }
                cache[name] = index
            }
            return index
        }
    }

    /// Where the folded query sits in the original text, per the tier's
    /// rule, in the spelling it matched in ("zue" in "Zürich" is "Zü").
    public static func matchedRanges(of needle: [UInt8], in text: String, tier: MatchTier,
                              spelling: SpellingRules = .plain) -> [Range<Int>] {
        guard !needle.isEmpty else { return [] }
        var first: [Range<Int>]?
        for spellingOut in [false, true] where !spellingOut || spelling.writesOutLetters && TextFolding.spelledOut(text) != nil {
            let folded = FoldedText(text, spellingOut: spellingOut)
            let found = folded.bytes.withUnsafeBufferPointer { haystack in
                needle.withUnsafeBufferPointer { needle -> (tier: MatchTier, range: Range<Int>)? in
                    if let best = TierRule.bestOccurrence(of: needle, in: haystack) {
                        return (best.tier, best.start..<(best.start + needle.count))
                    }
                    return TierRule.typoMatch(of: needle, in: haystack).map { (.typo, $0) }
                }
            }
            guard let found else { continue }
            let ranges = [folded.originalRange(of: found.range)]
            if found.tier == tier { return ranges }
            first = first ?? ranges
        }
        return first ?? []
    }
}

import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// The persisted table and index: used when the data file is the one they
/// were made from, rebuilt when it changed or the cache is damaged.
@Suite("Index cache", .timeLimit(minutes: 5), .hangWatchdog)
struct IndexCacheTests {
    let folder: String
    let dataPath: String
    let cache: IndexCache

    init() throws {
        (folder, dataPath) = try TestPlaces.folder(named: "cache", count: 3_000)
        cache = IndexCache(folder: folder + "/cache", minimumFileSize: 0, storesInBackground: false)
    }

    /// Loads the file and one column's index through `cache`; the top names for a few queries.
    func open(_ path: String? = nil, cache: IndexCache? = nil, spelling: SpellingRules = .plain,
              queries: [String] = ["pla", "ville", "plce", "p"]) throws -> [[String]] {
        let cache = cache ?? self.cache
        let table = try DataFileLoader.load(path: path ?? dataPath, cache: cache)
        let source = DataSource(name: "places", table: table, keyColumn: "id", weightColumn: "population",
                                detail: nil, searchColumns: ["name"], cache: cache, spelling: spelling)
        return queries.map { query in
            source.suggestions(for: query, column: "name", limit: 5).map { "\($0.key) \($0.text) \($0.tier)" }
        }
    }

    func cacheFiles(_ suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { $0.hasSuffix(suffix) }
            .map { cache.folder + "/" + $0 }
    }

    @Test func aSecondOpenReadsTheCacheAndFindsTheSame() throws {
        let built = try open()
        #expect(cache.counts == IndexCache.Counts(tablesRead: 0, tablesWritten: 1, indexesRead: 1, indexesWritten: 1))
        let cached = try open()
        #expect(cache.counts.tablesRead == 1)
        #expect(cache.counts.indexesRead == 2)
        #expect(cache.counts.indexesWritten == 1)
        #expect(cached == built)
        #expect(built[0].count == 5)
        #expect(try cacheFiles(".table").count == 1 && cacheFiles(".index").count == 1)
    }

    /// A German clerk's index (letters also written out) and an English
    /// one's are two files, each read back as it was built.
    @Test func eachSpellingHasItsOwnIndex() throws {
        let path = folder + "/data/umlauts.tsv"
        try "id\tname\tpopulation\n1\tKöln\t9\n2\tKoesan\t1\n".write(toFile: path, atomically: false, encoding: .utf8)
        let german = SpellingRules(languages: ["de"])
        for _ in 0..<2 {
            #expect(try open(path, spelling: german, queries: ["koe"]) == [["1 Köln prefix", "2 Koesan prefix"]])
            #expect(try open(path, queries: ["koe"]) == [["2 Koesan prefix"]])
        }
        #expect(cache.counts.indexesWritten == 2 && cache.counts.indexesRead == 4)
    }

    /// From `indexStreamedFrom` ranks an index is built into its cache file
    /// a part at a time and read back mapped: it answers as one built in
    /// memory, and the next launch reads the file.
    @Test func anIndexBuiltIntoItsFileAnswersAsOneBuiltInMemory() throws {
        let queries = ["pla", "ville", "plce", "p", "place 1", "zz"]
        let inMemory = try open(cache: IndexCache(folder: folder + "/elsewhere", minimumFileSize: .max), queries: queries)
        let table = try DataFileLoader.load(path: dataPath, cache: cache)
        let load = TableLoad(table)
        let streamed = DataSource(name: "places", load: load, keyColumn: "id", weightColumn: "population",
                                  detail: nil, searchColumns: ["name"], cache: cache, indexStreamedFrom: 0)
        let found = queries.map { query in
            streamed.suggestions(for: query, column: "name", limit: 5).map { "\($0.key) \($0.text) \($0.tier)" }
        }
        #expect(found == inMemory)
        #expect(cache.counts.indexesStreamed == 1 && cache.counts.indexesWritten == 1 && cache.counts.indexesRead == 1)
        #expect(load.progress.permille == 1000)
        cache.settleChecks()
        #expect(cache.counts.damagedFound == 0)
        #expect(try open(queries: queries) == inMemory)
        #expect(cache.counts.indexesWritten == 1 && cache.counts.indexesRead == 2)
        #expect(try cacheFiles(".index").count == 1)
    }

    /// A stream that cannot take a section leaves no file behind.
    @Test func aStreamThatFailsLeavesNothing() throws {
        let path = cache.folder + "/failing.index"
        let stream = try #require(CacheFileStream(path: path, key: "k", tableSlots: 1))
        var writer = CacheFile.Writer()
        writer.add(Buffer<Int32>([1, 2, 3]))
        writer.add(Buffer<Int32>([4]))
        #expect(!stream.append(writer))
        #expect(!stream.finish())
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder).isEmpty)
        let whole = try #require(CacheFileStream(path: path, key: "k", tableSlots: 4))
        #expect(whole.append(writer) && whole.finish())
        let file = try #require(CacheFile.map(path, key: "k"))
        var reader = MappedFile.Reader(file)
        #expect(try reader.take(Int32.self).map { $0 } == [1, 2, 3])
        #expect(try reader.take(Int32.self).map { $0 } == [4])
        #expect(reader.isAtEnd)
    }

    @Test func recordKeysAreStoredAndReadBackMapped() throws {
        func source() throws -> DataSource {
            DataSource(name: "places", table: try DataFileLoader.load(path: dataPath, cache: cache), keyColumn: "id",
                       weightColumn: "population", detail: nil, searchColumns: ["name"], cache: cache)
        }
        let first = try source()
        #expect(!first.hasRecordKeys)
        first.prepareRecordKeys()
        #expect(first.hasRecordKeys)
        #expect(cache.counts.keysWritten == 1 && cache.counts.keysRead == 1) // read back mapped
        let again = try source()
        again.prepareRecordKeys()
        #expect(cache.counts.keysWritten == 1 && cache.counts.keysRead == 2)
        #expect(again.record(withKey: "2999") == 2999)
        #expect(again.record(withKey: "0") == 0)
        #expect(again.record(withKey: "3000") == nil)
        #expect(try cacheFiles(".keys").count == 1)
    }

    @Test func aChangedFileIsRebuilt() throws {
        let before = try open()
        try TestPlaces.tsv(count: 3_000, extra: "s").write(toFile: dataPath, atomically: false, encoding: .utf8)
        let after = try open()
        #expect(cache.counts.tablesRead == 0)
        #expect(cache.counts.indexesWritten == 2)
        #expect(after != before)
        #expect(after == (try open(cache: IndexCache(folder: folder + "/fresh", minimumFileSize: 0, storesInBackground: false))))
    }

    /// Issue 24.7: a FIFO at a cache path blocked the index thread in
    /// `open` forever. What is not a regular file is not read, and the
    /// cache is stored in its place.
    @Test func aFIFOAtACachePathIsPassedOverAndReplaced() throws {
        let built = try open()
        for path in try cacheFiles(".index") + cacheFiles(".table") {
            #expect(unlink(path) == 0 && mkfifo(path, 0o644) == 0)
        }
        let again = try open()
        #expect(again == built)
        #expect(cache.counts.tablesRead == 0 && cache.counts.indexesWritten == 2)
        for path in try cacheFiles(".index") + cacheFiles(".table") {
            var status = stat()
            #expect(stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG)
        }
    }

    /// Issue 24.7: temporary files of a killed writer (`NAME.index.tmp-PID`,
    /// as large as the cache) were never removed. Those nobody writes go at
    /// opening; one being written (its lock held) stays.
    @Test func temporaryFilesNobodyWritesAreRemoved() throws {
        _ = try open()
        let left = cache.folder + "/places.tsv-0123456789abcdef.index.tmp-4194300"
        let writing = cache.folder + "/places.tsv-0123456789abcdef.table.tmp-\(getpid())"
        #expect(FileManager.default.createFile(atPath: left, contents: Data(count: 4096)))
        #expect(FileManager.default.createFile(atPath: writing, contents: Data(count: 4096)))
        let lock = try #require(try FileLock.tryAcquire(writing, creating: false))
        cache.removeStaleTemporaries()
        #expect(!FileManager.default.fileExists(atPath: left))
        #expect(FileManager.default.fileExists(atPath: writing))
        lock.release(removingFile: true)
        #expect(try cacheFiles(".index").count == 1 && cacheFiles(".table").count == 1) // the cache itself stays
    }

    @Test func aTruncatedCacheIsRebuilt() throws {
        let built = try open()
        let files = try cacheFiles(".index") + cacheFiles(".table")
        #expect(files.count == 2) // a table and an index to damage
        for path in files {
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int
            #expect(truncate(path, off_t(size / 2)) == 0)
        }
        let again = try open()
        #expect(cache.counts.tablesRead == 0 && cache.counts.indexesRead == 2)
        #expect(cache.counts.indexesWritten == 2)
        #expect(again == built)
    }

    @Test(arguments: [0, 7, 20, 33, 300, -1])
    func aFlippedByteIsRebuilt(at offset: Int) throws {
        let built = try open()
        let files = try cacheFiles(".index") + cacheFiles(".table")
        #expect(files.count == 2) // a table and an index to damage
        for path in files {
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let at = offset >= 0 ? offset : bytes.count / 2
            bytes[at] ^= 0x10
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let again = try open()
        #expect(cache.counts.tablesRead == 0 && cache.counts.indexesRead == 2)
        #expect(cache.counts.indexesWritten == 2)
        #expect(again == built)
    }

    /// Issue 25: an index's checksum is checked after it opens, so the
    /// first answer need not wait for gigabytes to be summed. A byte
    /// flipped where the opening's range checks cannot see it (the last
    /// section: the gram lists) is found behind the searches: the file goes,
    /// the source drops the index, and the next search builds it again.
    @Test(arguments: [1, 2, 3])
    func anIndexDamagedPastItsRangeChecksIsFoundLaterAndRebuilt(fromTheEnd distance: Int) throws {
        let background = IndexCache(folder: folder + "/background", minimumFileSize: 0, storesInBackground: false,
                                    checksInBackground: true)
        let built = try open(cache: background)
        background.settleChecks()
        #expect(background.counts.damagedFound == 0)
        let indexName = try #require(try FileManager.default.contentsOfDirectory(atPath: background.folder)
            .first { $0.hasSuffix(".index") })
        let indexPath = background.folder + "/" + indexName
        let whole = try Data(contentsOf: URL(fileURLWithPath: indexPath))
        var bytes = [UInt8](whole)
        bytes[bytes.count - distance] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: indexPath))

        let table = try DataFileLoader.load(path: dataPath, cache: background)
        let source = DataSource(name: "places", table: table, keyColumn: "id", weightColumn: "population",
                                detail: nil, searchColumns: ["name"], cache: background)
        // Searches of the damaged index stay memory-safe: a substring
        // search reads the gram lists, whatever they now say. (The check
        // may find the damage meanwhile; then the index is built again.)
        for query in ["ill", "lle", "e v", "ac"] { _ = source.suggestions(for: query, column: "name", limit: 5) }
        background.settleChecks()
        #expect(background.counts.damagedFound == 1)
        let again = ["pla", "ville", "plce", "p"].map { query in
            source.suggestions(for: query, column: "name", limit: 5).map { "\($0.key) \($0.text) \($0.tier)" }
        }
        #expect(again == built)
        #expect(background.counts.indexesWritten == 2)
        background.settleChecks()
        #expect(background.counts.damagedFound == 1)
        // The damaged file was replaced by a whole one, as built at first.
        #expect(try Data(contentsOf: URL(fileURLWithPath: indexPath)) == whole)
    }

    /// Issue 25: a cached table's value bytes are checked a block at a
    /// time as they are first read, not summed whole before the first
    /// answer. A value damaged in the file is never read or offered: it
    /// reads as empty until the table is read again from its data file,
    /// and the damaged cache goes.
    let row = 1_500
    var name: String { "Place \(String(row * 7919 % 10007, radix: 36)) Ville" }

    /// Flips a letter of the row's name in the cache's table file
    /// ("place …": still a name, but not the file's); the file's path.
    func damageName(ofRow row: Int, in cache: IndexCache) throws -> String {
        let tablePath = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.folder)
            .first { $0.hasSuffix(".table") }.map { cache.folder + "/" + $0 })
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: tablePath)))
        let at = try #require(bytes.firstRange(of: Array("\u{0}\(name)\u{0}".utf8))).lowerBound + 1
        bytes[at] ^= 0x20
        try Data(bytes).write(to: URL(fileURLWithPath: tablePath))
        return tablePath
    }

    /// While a damaged table is not read again (here nothing reads it
    /// again), its damaged row is not offered, matched or found by key,
    /// and no index or key index built over it is stored.
    @Test func aDamagedRowIsNeitherOfferedNorFound() throws {
        let background = IndexCache(folder: folder + "/unread", minimumFileSize: 0, storesInBackground: false,
                                    checksInBackground: true)
        _ = try open(cache: background)
        background.settleChecks()
        func remove(_ suffix: String) throws {
            for file in try FileManager.default.contentsOfDirectory(atPath: background.folder) where file.hasSuffix(suffix) {
                try FileManager.default.removeItem(atPath: background.folder + "/" + file)
            }
        }
        try remove(".keys") // built again, over the damage
        _ = try damageName(ofRow: row, in: background)
        let table = try DataFileLoader.load(path: dataPath, cache: background)
        #expect(table.isMapped)
        let source = DataSource(name: "places", table: table, keyColumn: "id", weightColumn: "population",
                                detail: nil, searchColumns: ["name"], cache: background)
        #expect(table[row, 1] == "" && !table.isReadable(row: row))
        #expect(table.isDamaged)
        let offered = source.suggestions(for: "place " + String(row * 7919 % 10007, radix: 36), column: "name", limit: 10)
        #expect(!offered.isEmpty && offered.allSatisfy { $0.record != row && !$0.text.isEmpty && !$0.key.isEmpty })
        #expect(source.records(in: "name", equalTo: name).isEmpty)
        #expect(source.record(withKey: String(row)) == nil)
        // Rows in other blocks read as ever (the 3,000 rows span two blocks).
        #expect(table.isReadable(row: 2_999) && source.record(withKey: "2999") == 2_999)
        // The key index built over the damage was not stored; nor is an
        // index built over it.
        try remove(".index")
        let again = DataSource(name: "places", table: table, keyColumn: "id", weightColumn: "population",
                               detail: nil, searchColumns: ["name"], cache: background)
        #expect(again.suggestions(for: "ville", column: "name", limit: 5).count == 5)
        background.settleChecks()
        #expect(background.counts.indexesWritten == 1 && background.counts.keysWritten == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: background.folder).filter { !$0.hasSuffix(".table") }.isEmpty)
    }

    @Test func aTableDamagedInItsValuesIsNeverReadAndIsReadAgain() async throws {
        let background = IndexCache(folder: folder + "/values", minimumFileSize: 0, storesInBackground: false,
                                    checksInBackground: true)
        let built = try open(cache: background)
        background.settleChecks()
        let tablePath = try damageName(ofRow: row, in: background)

        let load = try DataFileLoader.open(path: dataPath, cache: background)
        // The damaged cache opened (its values are checked as read), unless
        // the sum behind found it and the file was read again already.
        #expect(background.counts.tablesRead >= 1)
        let first = load.table[row, 1]
        #expect(first == "" || first == name) // never the damaged value
        let source = DataSource(name: "places", load: load, keyColumn: "id", weightColumn: "population",
                                detail: nil, searchColumns: ["name"], cache: background)
        let offered = source.suggestions(for: name, column: "name", limit: 5)
        #expect(offered.allSatisfy { !$0.text.hasPrefix("place") && $0.text == load.table[$0.record, 1] })
        try await waitUntil("the table read again from its file") { load.table[row, 1] == name }
        #expect(load.table.isMapped && !load.table.isDamaged) // stored anew, and mapped back
        #expect(background.counts.tablesRead == 2)
        #expect(source.record(withKey: String(row)) == row)
        #expect(source.suggestions(for: name, column: "name", limit: 5).first?.record == row)
        background.settleChecks()
        #expect(background.counts.damagedFound == 1)
        #expect(try open(cache: background) == built)
        // The damaged cache went; a whole one took its place.
        #expect(background.counts.tablesWritten == 2)
        let stored = try [UInt8](Data(contentsOf: URL(fileURLWithPath: tablePath)))
        #expect(stored.firstRange(of: Array("\u{0}\(name)\u{0}".utf8)) != nil)
    }

    /// An index and a key index built over a damaged table (its damaged
    /// rows as empty) are built again once the table is read again, so the
    /// rows come back in the same run. The re-read waits here until both
    /// were built over the damage.
    @Test func whatWasBuiltOverDamageIsBuiltAgainOnceTheTableIsReadAgain() async throws {
        let background = IndexCache(folder: folder + "/again", minimumFileSize: 0, storesInBackground: false,
                                    checksInBackground: true)
        _ = try open(cache: background)
        background.settleChecks()
        for file in try FileManager.default.contentsOfDirectory(atPath: background.folder) where !file.hasSuffix(".table") {
            try FileManager.default.removeItem(atPath: background.folder + "/" + file)
        }
        _ = try damageName(ofRow: row, in: background)
        let damaged = try DataFileLoader.load(path: dataPath, cache: background)
        let gate = DispatchSemaphore(value: 0)
        let path = dataPath
        let load = TableLoad(damaged) { () throws(LoadError) -> DataTable in
            gate.wait()
            return try DataFileLoader.load(path: path)
        }
        let source = DataSource(name: "places", load: load, keyColumn: "id", weightColumn: "population",
                                detail: nil, searchColumns: ["name"], cache: background)
        #expect(load.table[row, 1] == "")
        #expect(source.record(withKey: String(row)) == nil)
        #expect(source.suggestions(for: name, column: "name", limit: 5).allSatisfy { $0.record != row })
        gate.signal()
        try await waitUntil("the table read again from its file") { load.table[row, 1] == name }
        #expect(source.record(withKey: String(row)) == row)
        #expect(source.suggestions(for: name, column: "name", limit: 5).first?.record == row)
    }

    /// What is not the value bytes (here the block sums, and the sum of the
    /// sections stored last) is summed as the table opens: damage there is
    /// refused at once, as ever.
    @Test(arguments: [1, 12])
    func aTableDamagedOutsideItsValuesIsRefusedAtOnce(fromTheEnd distance: Int) throws {
        let background = IndexCache(folder: folder + "/outside", minimumFileSize: 0, storesInBackground: false,
                                    checksInBackground: true)
        let built = try open(cache: background)
        let tablePath = try #require(try FileManager.default.contentsOfDirectory(atPath: background.folder)
            .first { $0.hasSuffix(".table") }.map { background.folder + "/" + $0 })
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: tablePath)))
        bytes[bytes.count - distance] ^= 0x04
        try Data(bytes).write(to: URL(fileURLWithPath: tablePath))
        #expect(try open(cache: background) == built)
        #expect(background.counts.tablesRead == 0 && background.counts.tablesWritten == 2)
        background.settleChecks()
    }

    @Test func aCacheOfAnotherFileIsNotUsed() throws {
        let otherPath = folder + "/data/other.tsv"
        try TestPlaces.tsv(count: 2_000, extra: "x").write(toFile: otherPath, atomically: false, encoding: .utf8)
        _ = try open(otherPath)
        // Put the other file's caches where this file's would be.
        _ = try open()
        let mine = try cacheFiles(".index").filter { $0.contains("/places.tsv-") }
        let theirs = try cacheFiles(".index").filter { $0.contains("/other.tsv-") }
        let mineTable = try cacheFiles(".table").filter { $0.contains("/places.tsv-") }
        let theirsTable = try cacheFiles(".table").filter { $0.contains("/other.tsv-") }
        #expect(mine.count == 1 && theirs.count == 1)
        for (from, to) in [(theirs[0], mine[0]), (theirsTable[0], mineTable[0])] {
            try FileManager.default.removeItem(atPath: to)
            try FileManager.default.copyItem(atPath: from, toPath: to)
        }
        let reads = cache.counts
        let again = try open()
        #expect(cache.counts.tablesRead == reads.tablesRead && cache.counts.indexesRead == reads.indexesRead + 1)
        #expect(again == (try open(cache: IndexCache(folder: folder + "/fresh", minimumFileSize: 0, storesInBackground: false))))
        #expect(again[0].allSatisfy { !$0.contains("Villex") })
    }

    @Test func aSmallFileIsNotCached() throws {
        let small = IndexCache(folder: folder + "/small", minimumFileSize: 1 << 30)
        let table = try DataFileLoader.load(path: dataPath, cache: small)
        #expect(table.identity == nil)
        #expect(!FileManager.default.fileExists(atPath: small.folder))
    }

    /// The app's end: stores begun (a batch, as after the first answer)
    /// finish and land; none begins after it.
    @Test func theEndWaitsForStoresBegunAndRefusesNewOnes() throws {
        let cache = IndexCache(folder: folder + "/ending", minimumFileSize: 0, storesInBackground: false)
        let table = try DataFileLoader.load(path: dataPath, cache: cache)
        let source = DataSource(name: "places", table: table, keyColumn: "id", weightColumn: "population",
                                detail: nil, searchColumns: ["name"], cache: cache)
        source.storeIndexesLater()
        source.buildIndex(for: "name")
        let begun = DispatchSemaphore(value: 0), ended = DispatchSemaphore(value: 0)
        let landed = Locked(false)
        Thread {
            cache.storing {
                begun.signal()
                // The app's end comes meanwhile: the stores below run after it began.
                while !cache.isEnding { Thread.sleep(forTimeInterval: 0.001) }
                source.storeBuiltIndexes()
                landed.withLock { $0 = true }
            }
            ended.signal()
        }.start()
        begun.wait()
        #expect(cache.finishWrites(within: .seconds(20)))
        #expect(landed.withLock { $0 }) // the end waited for the batch
        ended.wait()
        #expect(cache.counts.indexesWritten == 1 && cache.counts.keysWritten == 1)
        // After the end: nothing more is written.
        let another = DataSource(name: "places", table: table, keyColumn: "name", weightColumn: nil,
                                 detail: nil, searchColumns: [], cache: cache)
        another.prepareRecordKeys()
        #expect(another.record(withKey: "Place 0 Ville") == 0)
        #expect(cache.counts.keysWritten == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { $0.contains(".tmp-") }.isEmpty)
    }
}

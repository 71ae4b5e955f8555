import Dispatch

/// One column's values, folded (see `TextFolding`) and packed back to back
/// in rank order: higher weight first, then shorter text, then file order.
/// Rank is the order results take within a tier, so every index below
/// stores ranks and the best results are simply the smallest ranks.
///
/// Where the spelling rules write letters out (`SpellingRules`), a value
/// with such letters (`SpelledOutLetters`) has a second rank, for that
/// spelling, ranked by the same rule after the usual spellings of its
/// weight and length: every index finds it there, and a search gives its
/// record once, in its best tier.
struct FoldedColumn: Sendable {
    /// Folded UTF-8 of every spelling, in rank order.
    let bytes: Buffer<UInt8>
    /// Rank `r`'s text is `bytes[starts[r]..<starts[r + 1]]`.
    let starts: Buffer<Int32>
    let recordOfRank: Buffer<Int32>
    /// The rank of each record's usual spelling.
    let rankOfRecord: Buffer<Int32>
    /// The records with a spelled-out spelling, ascending, and its rank.
    let spelledOutRecords: Buffer<Int32>
    let spelledOutRanks: Buffer<Int32>

    /// Ranks: one a record, and one more for each spelled-out spelling.
    var rankCount: Int { recordOfRank.count }
    var recordCount: Int { rankOfRecord.count }

    init(values: [String], weights: [Double], spelling: SpellingRules = .plain) {
        self.init(count: values.count, value: { values[$0] }, weights: weights, spelling: spelling)
    }

    /// `value(i)` is value `i`'s text; it is asked for once or twice, from several threads.
    init(count: Int, value: @Sendable (Int) -> String, weights: [Double], spelling: SpellingRules = .plain) {
        let writesOut = spelling.writesOutLetters
        self.init(count: count, weights: weights, appendFolded: { index, folded in
            folded.append(contentsOf: TextFolding.fold(value(index)).utf8)
        }, appendSpelledOut: { index, folded in
            guard writesOut, let spelled = TextFolding.spelledOut(value(index)) else { return false }
            folded.append(contentsOf: spelled.utf8)
            return true
        })
    }

    /// Column `column` of `table`, folded straight from its UTF-8: no
    /// String is made for a value of ASCII and Latin letters
    /// (`TextFolding.appendFolded`), which is most of a place register.
    init(table: DataTable, column: Int, weights: [Double], spelling: SpellingRules = .plain) {
        let writesOut = spelling.writesOutLetters
        self.init(count: table.rowCount, weights: weights, appendFolded: { row, folded in
            table.withValue(row: row, column: column) { TextFolding.appendFolded($0, to: &folded) }
        }, appendSpelledOut: { row, folded in
            guard writesOut else { return false }
            return table.withValue(row: row, column: column) { utf8 in
                guard SpelledOutLetters.mayOccur(in: utf8),
                      let spelled = TextFolding.spelledOut(String(decoding: utf8, as: UTF8.self)) else { return false }
                folded.append(contentsOf: spelled.utf8)
                return true
            }
        })
    }

    /// `appendFolded(i, &bytes)` appends value `i`'s folded UTF-8, and
    /// `appendSpelledOut(i, &bytes)` its spelled-out spelling if it has
    /// one (true when it appended); each is called once a value, from
    /// several threads.
    private init(count: Int, weights: [Double], appendFolded: @Sendable (Int, inout [UInt8]) -> Void,
                 appendSpelledOut: @Sendable (Int, inout [UInt8]) -> Bool) {
        precondition(count == weights.count)
        let entries = SpellingsToRank(usual: Self.foldAll(count: count) { index, bytes in
            appendFolded(index, &bytes)
            return true
        }, spelledOut: Self.foldAll(count: count, appendFolded: appendSpelledOut))
        let order = Self.rankOrder(weights: weights, entries: entries)
        // Each array is written straight into the memory that keeps it, a
        // value's bytes copied whole (appending them to growing arrays took
        // three times as long at millions of values).
        let ranks = order.count
        let starts = Buffer<Int32>(count: ranks + 1) { starts in
            for (rank, entry) in order.enumerated() { starts[rank + 1] = starts[rank] + entries.length(entry) }
        }
        self.bytes = Buffer<UInt8>(count: Int(starts[ranks])) { bytes in
            for (rank, entry) in order.enumerated() where starts[rank + 1] > starts[rank] {
                entries.copy(entry, to: bytes.baseAddress! + Int(starts[rank]))
            }
        }
        self.starts = starts
        self.recordOfRank = Buffer<Int32>(count: ranks) { recordOfRank in
            for (rank, entry) in order.enumerated() { recordOfRank[rank] = Int32(entries.record(entry)) }
        }
        var rankOfSpelling = [Int32](repeating: 0, count: entries.spelledOut.count)
        self.rankOfRecord = Buffer<Int32>(count: count) { rankOfRecord in
            for (rank, entry) in order.enumerated() {
                if entry < count { rankOfRecord[entry] = Int32(rank) } else { rankOfSpelling[entry - count] = Int32(rank) }
            }
        }
        self.spelledOutRecords = Buffer((0..<entries.spelledOut.count).map { Int32(entries.spelledOut.record($0)) })
        self.spelledOutRanks = Buffer(rankOfSpelling)
    }

    /// The spellings in rank order: higher weight first, then shorter
    /// text, then the usual spellings in file order, then the spelled-out
    /// ones in file order. Each entry's order is packed into two integers
    /// first, so the sort compares plain numbers (3x faster at millions).
    static func rankOrder(weights: [Double], entries: SpellingsToRank) -> [Int] {
        var keyed: [(weight: UInt64, lengthAndIndex: UInt64)] = []
        keyed.reserveCapacity(entries.count)
        for entry in 0..<entries.count {
            let length = UInt64(entries.length(entry))
            keyed.append((descendingKey(weights[entries.record(entry)]), length << 32 | UInt64(entry)))
        }
        keyed.sort { $0.weight != $1.weight ? $0.weight < $1.weight : $0.lengthAndIndex < $1.lengthAndIndex }
        return keyed.map { Int($0.lengthAndIndex & 0xFFFF_FFFF) }
    }

    /// An integer that sorts as `weight` does, backwards: the bits of a
    /// double, its sign turned into order. Zero's two signs are one weight;
    /// NaN, which has no order, counts as zero.
    static func descendingKey(_ weight: Double) -> UInt64 {
        let bits = (weight.isNaN ? 0 : weight + 0).bitPattern
        let ascending = bits >> 63 == 1 ? ~bits : bits | 1 << 63
        return ~ascending
    }

    /// A column read back from a cache file, of `count` records.
    init(reading reader: inout MappedFile.Reader, count: Int) throws(CacheDamage) {
        starts = try reader.take(Int32.self)
        let ranks = starts.count - 1
        // A record has one spelling or two.
        guard ranks >= count, ranks <= 2 * count else { throw CacheDamage() }
        bytes = try reader.take(UInt8.self)
        recordOfRank = try reader.take(Int32.self, count: ranks)
        rankOfRecord = try reader.take(Int32.self, count: count)
        spelledOutRecords = try reader.take(Int32.self, count: ranks - count)
        spelledOutRanks = try reader.take(Int32.self, count: ranks - count)
        guard starts[0] == 0, Int(starts[ranks]) == bytes.count else { throw CacheDamage() }
        // Memory safety needs only bounds, read in order. Whether the
        // orders are each other's inverse is left to the checksum: a
        // permutation check reads one of them in random order, which at
        // millions of rows costs more than the rest of the opening.
        let starts = starts, recordOfRank = recordOfRank, rankOfRecord = rankOfRecord
        let recordLimit = UInt32(clamping: count), rankLimit = UInt32(clamping: ranks)
        try ParallelBoundsCheck.require(count: ranks) { ranks in
            starts.withUnsafeBufferPointer { starts in
                recordOfRank.withUnsafeBufferPointer { recordOfRank in
                    for rank in ranks where starts[rank] > starts[rank + 1]
                        || UInt32(bitPattern: recordOfRank[rank]) >= recordLimit { return false }
                    return true
                }
            }
        }
        try ParallelBoundsCheck.require(count: count) { records in
            rankOfRecord.withUnsafeBufferPointer { rankOfRecord in
                !records.contains { UInt32(bitPattern: rankOfRecord[$0]) >= rankLimit }
            }
        }
        let spelledOut = zip(spelledOutRecords, spelledOutRanks)
        guard !spelledOut.contains(where: { UInt32(bitPattern: $0) >= recordLimit || UInt32(bitPattern: $1) >= rankLimit })
        else { throw CacheDamage() }
        starts.releaseMappedPages()
        recordOfRank.releaseMappedPages()
        rankOfRecord.releaseMappedPages()
        spelledOutRecords.releaseMappedPages()
        spelledOutRanks.releaseMappedPages()
    }

    func write(to writer: inout CacheFile.Writer) {
        writer.add(starts)
        writer.add(bytes)
        writer.add(recordOfRank)
        writer.add(rankOfRecord)
        writer.add(spelledOutRecords)
        writer.add(spelledOutRanks)
    }

    /// The rank of `record`'s spelled-out spelling, if it has one.
    func spelledOutRank(of record: Int) -> Int32? {
        var low = 0, high = spelledOutRecords.count
        while low < high {
            let middle = (low + high) / 2
            if spelledOutRecords[middle] < record { low = middle + 1 } else { high = middle }
        }
        return low < spelledOutRecords.count && spelledOutRecords[low] == record ? spelledOutRanks[low] : nil
    }

    /// Folding is the slow part of a build (Unicode decomposition), and each
    /// value is independent, so it runs on every core. Each chunk packs its
    /// folded values into one buffer (an array per value would cost more
    /// than the text). `appendFolded` returns false when it appended no
    /// value for a record (it has no spelled-out spelling); only then are
    /// the records that have one listed.
    private static func foldAll(count: Int, appendFolded: @Sendable (Int, inout [UInt8]) -> Bool) -> UnrankedValues {
        typealias Part = (bytes: [UInt8], lengths: [Int32], records: [Int32]?)
        let chunks = max(1, min(count / 4096, 64))
        let results = Locked([Part](repeating: ([], [], nil), count: chunks))
        BackgroundWork.concurrentPerform(iterations: chunks) { chunk in
            let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
            var part: Part = ([], [], nil)
            for index in range {
                let before = part.bytes.count
                if appendFolded(index, &part.bytes) {
                    part.lengths.append(Int32(part.bytes.count - before))
                    part.records?.append(Int32(index))
                } else if part.records == nil {
                    // The first record without a value: those before it all had one.
                    part.records = (range.lowerBound..<index).map(Int32.init)
                }
            }
            results.withLock { $0[chunk] = part }
        }
        return results.withLock { parts in
            var values = UnrankedValues()
            values.bytes.reserveCapacity(parts.reduce(0) { $0 + $1.bytes.count })
            let listsRecords = parts.contains { $0.records != nil }
            if listsRecords { values.records = [] }
            for index in parts.indices {
                values.bytes.append(contentsOf: parts[index].bytes)
                parts[index].bytes = []
                for length in parts[index].lengths { values.starts.append(values.starts.last! + length) }
                parts[index].lengths = []
                if listsRecords {
                    let range = (count * index / chunks)..<(count * (index + 1) / chunks)
                    values.records! += parts[index].records ?? range.map(Int32.init)
                }
            }
            return values
        }
    }
}

import Dispatch

/// One column's values, folded (see `TextFolding`) and packed back to back
/// in rank order: higher weight first, then shorter text, then file order.
/// Rank is the order results take within a tier, so every index below
/// stores ranks and the best results are simply the smallest ranks.
struct FoldedColumn: Sendable {
    /// Folded UTF-8 of every value, in rank order.
    let bytes: Buffer<UInt8>
    /// Rank `r`'s text is `bytes[starts[r]..<starts[r + 1]]`.
    let starts: Buffer<Int32>
    let recordOfRank: Buffer<Int32>
    let rankOfRecord: Buffer<Int32>

    var count: Int { recordOfRank.count }

    init(values: [String], weights: [Double]) {
        self.init(count: values.count, value: { values[$0] }, weights: weights)
    }

    /// `value(i)` is value `i`'s text; it is asked once for each, from several threads.
    init(count: Int, value: @Sendable (Int) -> String, weights: [Double]) {
        self.init(count: count, weights: weights) { index, folded in
            folded.append(contentsOf: TextFolding.fold(value(index)).utf8)
        }
    }

    /// Column `column` of `table`, folded straight from its UTF-8: no
    /// String is made for a value of ASCII and Latin letters
    /// (`TextFolding.appendFolded`), which is most of a place register.
    init(table: DataTable, column: Int, weights: [Double]) {
        self.init(count: table.rowCount, weights: weights) { row, folded in
            table.withValue(row: row, column: column) { TextFolding.appendFolded($0, to: &folded) }
        }
    }

    /// `appendFolded(i, &bytes)` appends value `i`'s folded UTF-8; it is
    /// called once for each, from several threads.
    private init(count: Int, weights: [Double], appendFolded: @Sendable (Int, inout [UInt8]) -> Void) {
        precondition(count == weights.count)
        let folded = Self.foldAll(count: count, appendFolded: appendFolded)
        let order = Self.rankOrder(weights: weights, starts: folded.starts)
        // Each array is written straight into the memory that keeps it, a
        // value's bytes copied whole (appending them to growing arrays took
        // three times as long at millions of values).
        let starts = Buffer<Int32>(count: count + 1) { starts in
            for (rank, record) in order.enumerated() {
                starts[rank + 1] = starts[rank] + folded.starts[record + 1] - folded.starts[record]
            }
        }
        self.bytes = Buffer<UInt8>(count: Int(starts[count])) { bytes in
            folded.bytes.withUnsafeBufferPointer { source in
                for (rank, record) in order.enumerated() where starts[rank + 1] > starts[rank] {
                    let from = Int(folded.starts[record]), length = Int(starts[rank + 1] - starts[rank])
                    (bytes.baseAddress! + Int(starts[rank])).update(from: source.baseAddress! + from, count: length)
                }
            }
        }
        self.starts = starts
        self.recordOfRank = Buffer<Int32>(count: count) { recordOfRank in
            for (rank, record) in order.enumerated() { recordOfRank[rank] = Int32(record) }
        }
        self.rankOfRecord = Buffer<Int32>(count: count) { rankOfRecord in
            for (rank, record) in order.enumerated() { rankOfRecord[record] = Int32(rank) }
        }
    }

    /// The values in rank order: higher weight first, then shorter text,
    /// then file order. Each value's order is packed into two integers
    /// first, so the sort compares plain numbers (3x faster at millions).
    static func rankOrder(weights: [Double], starts: [Int32]) -> [Int] {
        var keyed: [(weight: UInt64, lengthAndIndex: UInt64)] = weights.indices.map { index in
            let length = UInt64(starts[index + 1] - starts[index])
            return (descendingKey(weights[index]), length << 32 | UInt64(index))
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

    /// A column read back from a cache file, of `count` values.
    init(reading reader: inout MappedFile.Reader, count: Int) throws(CacheDamage) {
        starts = try reader.take(Int32.self, count: count + 1)
        bytes = try reader.take(UInt8.self)
        recordOfRank = try reader.take(Int32.self, count: count)
        rankOfRecord = try reader.take(Int32.self, count: count)
        guard starts[0] == 0, Int(starts[count]) == bytes.count else { throw CacheDamage() }
        // Memory safety needs only bounds, read in order. Whether the two
        // orders are each other's inverse is left to the checksum: a
        // permutation check reads one of them in random order, which at
        // millions of rows costs more than the rest of the opening.
        let starts = starts, recordOfRank = recordOfRank, rankOfRecord = rankOfRecord
        try ParallelBoundsCheck.require(count: count) { ranks in
            starts.withUnsafeBufferPointer { starts in
                recordOfRank.withUnsafeBufferPointer { recordOfRank in
                    rankOfRecord.withUnsafeBufferPointer { rankOfRecord in
                        let limit = UInt32(count)
                        for rank in ranks where starts[rank] > starts[rank + 1]
                            || UInt32(bitPattern: recordOfRank[rank]) >= limit
                            || UInt32(bitPattern: rankOfRecord[rank]) >= limit { return false }
                        return true
                    }
                }
            }
        }
        starts.releaseMappedPages()
        recordOfRank.releaseMappedPages()
        rankOfRecord.releaseMappedPages()
    }

    func write(to writer: inout CacheFile.Writer) {
        writer.add(starts)
        writer.add(bytes)
        writer.add(recordOfRank)
        writer.add(rankOfRecord)
    }

    /// Folding is the slow part of a build (Unicode decomposition), and each
    /// value is independent, so it runs on every core. Each chunk packs its
    /// folded values into one buffer (an array per value would cost more
    /// than the text).
    private static func foldAll(count: Int, appendFolded: @Sendable (Int, inout [UInt8]) -> Void) -> (bytes: [UInt8], starts: [Int32]) {
        let chunks = max(1, min(count / 4096, 64))
        let results = Locked([(bytes: [UInt8], lengths: [Int32])](repeating: ([], []), count: chunks))
        BackgroundWork.concurrentPerform(iterations: chunks) { chunk in
            var bytes: [UInt8] = [], lengths: [Int32] = []
            let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
            lengths.reserveCapacity(range.count)
            for index in range {
                let before = bytes.count
                appendFolded(index, &bytes)
                lengths.append(Int32(bytes.count - before))
            }
            results.withLock { $0[chunk] = (bytes, lengths) }
        }
        return results.withLock { parts in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(parts.reduce(0) { $0 + $1.bytes.count })
            var starts: [Int32] = [0]
            starts.reserveCapacity(count + 1)
            for index in parts.indices {
                bytes.append(contentsOf: parts[index].bytes)
                parts[index].bytes = []
                for length in parts[index].lengths { starts.append(starts.last! + length) }
                parts[index].lengths = []
            }
            return (bytes, starts)
        }
    }
}

/// Finds a record by its key (a key column's value) without a dictionary
/// of every key. Each record's key is hashed, and the records are kept in
/// order of (hash, record) as one word each: the hash's high bits above the
/// record's number. A key is looked up by halving, then checked against the
/// table. Built in a fraction of a second and kept in the cache beside the
/// column indexes, so on a later launch the first key typed finds the
/// records chosen before (`ChoiceHistory`) at once: a dictionary of 2.35 M
/// keys took the first key about two seconds.
struct RecordKeyIndex: Sendable {
    /// (hash >> recordBits) << recordBits | record, ascending.
    private let entries: Buffer<UInt64>
    private let recordBits: Int

    init(table: DataTable, keyColumn: Int) {
        let recordBits = Self.recordBits(count: table.rowCount)
        self.recordBits = recordBits
        entries = Buffer(count: table.rowCount) { entries in
            for record in 0..<table.rowCount {
                let hash = table.withValue(row: record, column: keyColumn, Self.hash)
                entries[record] = (hash >> recordBits) << recordBits | UInt64(record)
            }
            var sorted = entries // the same memory: sorted in place
            sorted.sort()
        }
    }

    init(reading reader: inout MappedFile.Reader, count: Int) throws(CacheDamage) {
        entries = try reader.take(UInt64.self, count: count)
        recordBits = Self.recordBits(count: count)
    }

    func write(to writer: inout CacheFile.Writer) {
        writer.add(entries)
    }

    /// The first record whose key is `key`, if any.
    func record(withKey key: String, in table: DataTable, keyColumn: Int) -> Int? {
        var key = key
        return key.withUTF8 { key in
            let high = Self.hash(key) >> recordBits
            let mask = UInt64(1) << recordBits - 1
            // The first entry of this hash, then each of them in record order.
            var low = 0, upper = entries.count
            while low < upper {
                let middle = (low + upper) / 2
                if entries[middle] >> recordBits < high { low = middle + 1 } else { upper = middle }
            }
            var position = low
            while position < entries.count, entries[position] >> recordBits == high {
                let record = Int(entries[position] & mask)
                // A mapped index is read before its checksum is checked
                // (`IndexCache`): a damaged entry's record may be past the table.
                if record < table.rowCount, table.withValue(row: record, column: keyColumn, { $0.elementsEqual(key) }) {
                    return record
                }
                position += 1
            }
            return nil
        }
    }

    /// Bits for any record number of a table of `count` rows (at least one).
    private static func recordBits(count: Int) -> Int {
        max(1, Int.bitWidth - max(count - 1, 1).leadingZeroBitCount)
    }

    /// FNV-1a, mixed at the end so the high bits the order keeps vary.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash ^= hash >> 33
        hash &*= 0xff51_afd7_ed55_8ccd
        return hash ^ (hash >> 33)
    }
}

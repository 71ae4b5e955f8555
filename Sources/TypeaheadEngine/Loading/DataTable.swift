import Foundation
/// The rows of a data file under named columns, as text. The original text is
/// kept: it is what people see and what is saved.
///
/// Every value is kept in one byte buffer, not as a Swift string each (a
/// string and its array cost about six times the file's size): a row is its
/// values' UTF-8 separated by NUL bytes, which a loaded file cannot hold
/// (the loaders refuse them), and `rowStarts` says where each row begins. A
/// value is found by skipping its row's separators, a few dozen bytes. A
/// wide table (more than `wideTableColumns` columns), or one made from
/// strings holding NUL, keeps every value's offset instead, so reading a
/// value never costs more than the value.
public struct DataTable: Sendable {
    public let path: String
    public let columns: [String]
    public let rowCount: Int
    private let columnPositions: [String: Int]
    private let bytes: Buffer<UInt8>
    /// Row `r` is `bytes[rowStarts[r]..<rowStarts[r + 1] - 1]` (the last
    /// byte before the next row is its separator).
    private let rowStarts: Buffer<UInt32>
    /// When set, value `v` (row × width + column) is
    /// `bytes[valueStarts[v]..<valueStarts[v + 1] - 1]`.
    private let valueStarts: Buffer<UInt32>?
    /// The file this table was read from, as it was then (set by
    /// `DataFileLoader` when the file did not change while read): what a
    /// cache of it and its indexes is keyed by.
    public internal(set) var identity: FileIdentity?
    /// Whether the rows are read from a mapped cache file (not parsed).
    public private(set) var isMapped = false
    /// For a mapped table: its value bytes, checked a block at a time as
    /// they are first read (the rest of the file is checked as it opens).
    let checkedBytes: BlockCheckedBytes?

    /// Above this many columns every value's offset is kept.
    static let wideTableColumns = 32

    public init(path: String, columns: [String], rows: [[String]]) {
        let holdsSeparator = rows.contains { row in row.contains { $0.utf8.contains(0) } }
        var builder = Builder(columnCount: columns.count, keepsValueStarts: holdsSeparator)
        for row in rows {
            for value in row.prefix(columns.count) { builder.append(value) }
            for _ in row.count..<max(row.count, columns.count) { builder.append("") }
            builder.endRow()
        }
        self.init(path: path, columns: columns, builder: builder)
    }

    init(path: String, columns: [String], builder: Builder) {
        self.path = path
        self.columns = columns
        var positions: [String: Int] = [:]
        positions.reserveCapacity(columns.count)
        for (index, name) in columns.enumerated() where positions[name] == nil { positions[name] = index }
        columnPositions = positions
        rowCount = builder.rowStarts.count - 1
        bytes = builder.bytes.buffer
        rowStarts = Buffer(builder.rowStarts)
        if builder.keepsValueStarts {
            precondition(builder.valueStarts.count == rowCount * columns.count, "a wide table's rows must be whole")
            valueStarts = Buffer(builder.valueStarts + [UInt32(builder.bytes.count)])
        } else {
            valueStarts = nil
        }
        checkedBytes = nil
    }

    /// A table read back from a cache file written by `write(to:)`. All
    /// but the value bytes is checked now, against the sum stored last; the
    /// value bytes are checked a block at a time as they are read.
    init(path: String, identity: FileIdentity, reading reader: inout MappedFile.Reader) throws(CacheDamage) {
        let names = try reader.take(UInt8.self)
        let flags = try reader.take(UInt32.self, count: 1)
        let bytes = try reader.take(UInt8.self)
        let rowStarts = try reader.take(UInt32.self)
        let valueStarts = try reader.take(UInt32.self)
        let blockSums = try reader.take(UInt64.self)
        let storedSum = try reader.take(UInt64.self, count: 1)
        guard reader.isAtEnd, Self.checksum(names, flags, rowStarts, valueStarts, blockSums) == storedSum[0],
              let checkedBytes = BlockCheckedBytes(bytes: bytes, sums: blockSums) else { throw CacheDamage() }
        let columns = names.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard !columns.isEmpty, rowStarts.count >= 1, rowStarts[0] == 0, Int(rowStarts[rowStarts.count - 1]) == bytes.count
        else { throw CacheDamage() }
        try ParallelBoundsCheck.requireAscending(rowStarts)
        let rowCount = rowStarts.count - 1
        if flags[0] & 1 == 1 {
            guard valueStarts.count == rowCount * columns.count + 1, valueStarts.last.map({ Int($0) == bytes.count }) ?? false,
                  valueStarts[0] == 0 else { throw CacheDamage() }
            try ParallelBoundsCheck.requireAscending(valueStarts)
        }
        self.path = path
        self.columns = columns
        var positions: [String: Int] = [:]
        for (index, name) in columns.enumerated() where positions[name] == nil { positions[name] = index }
        columnPositions = positions
        self.rowCount = rowCount
        self.bytes = bytes
        self.rowStarts = rowStarts
        self.valueStarts = flags[0] & 1 == 1 ? valueStarts : nil
        self.identity = identity
        isMapped = true
        self.checkedBytes = checkedBytes
    }

    /// Writes the table's sections: the value bytes with a checksum per
    /// block of them, and last the sum of every other section.
    func write(to writer: inout CacheFile.Writer) {
        let names = Buffer(Array(columns.joined(separator: "\u{0}").utf8))
        let flags = Buffer([UInt32(valueStarts == nil ? 0 : 1)])
        let valueStarts = valueStarts ?? Buffer()
        let blockSums = Buffer(BlockCheckedBytes.sums(of: bytes.rawBytes))
        writer.add(names)
        writer.add(flags)
        writer.add(bytes)
        writer.add(rowStarts)
        writer.add(valueStarts)
        writer.add(blockSums)
        writer.add(Buffer([Self.checksum(names, flags, rowStarts, valueStarts, blockSums)]))
    }

    /// The sum of a stored table's sections other than its value bytes.
    private static func checksum(_ names: Buffer<UInt8>, _ flags: Buffer<UInt32>, _ rowStarts: Buffer<UInt32>,
                                 _ valueStarts: Buffer<UInt32>, _ blockSums: Buffer<UInt64>) -> UInt64 {
        var checksum = CacheChecksum()
        for section in [names.rawBytes, flags.rawBytes, rowStarts.rawBytes, valueStarts.rawBytes, blockSums.rawBytes] {
            checksum.add(UInt64(section.count))
            checksum.add(section)
        }
        return checksum.value
    }

    public func columnIndex(_ name: String) -> Int? {
        columnPositions[name]
    }

    public subscript(row: Int, column: Int) -> String {
        withValue(row: row, column: column) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether damage was found in this mapped table's cache (its damaged
    /// rows read as empty; see `isReadable(row:)`).
    public var isDamaged: Bool { checkedBytes?.isDamaged ?? false }

    /// Whether the row's values can be read: false only in a mapped table
    /// whose bytes there do not match their checksum (they read as empty).
    public func isReadable(row: Int) -> Bool {
        precondition(row >= 0 && row < rowCount, "no such row")
        return checkedBytes?.isSound(Int(rowStarts[row])..<Int(rowStarts[row + 1])) ?? true
    }

    /// Calls `body` with the UTF-8 of one value, without making a string
    /// (empty where `isReadable(row:)` is false).
    public func withValue<Result>(row: Int, column: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        precondition(row >= 0 && row < rowCount && column >= 0 && column < columns.count, "no such value")
        return bytes.withUnsafeBufferPointer { bytes in
            if let valueStarts {
                let value = row * columns.count + column
                let range = Int(valueStarts[value])..<Int(valueStarts[value + 1])
                guard checkedBytes?.isSound(range) ?? true else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
                return body(UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<range.upperBound - 1]))
            }
            var start = Int(rowStarts[row])
            let end = Int(rowStarts[row + 1]) - 1
            guard checkedBytes?.isSound(start..<end + 1) ?? true else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            var skipped = 0
            while skipped < column, start < end {
                if bytes[start] == 0 { skipped += 1 }
                start += 1
            }
            // A row with fewer values (a JSON record without later keys) reads as empty.
            guard skipped == column, start <= end else { return body(UnsafeBufferPointer(rebasing: bytes[end..<end])) }
            var stop = start
            while stop < end, bytes[stop] != 0 { stop += 1 }
            return body(UnsafeBufferPointer(rebasing: bytes[start..<stop]))
        }
    }

    /// Every row as strings: for tests and small tables only.
    public var rows: [[String]] {
        (0..<rowCount).map { row in (0..<columns.count).map { self[row, $0] } }
    }

    /// One column's values, in row order.
    public func values(ofColumn column: Int) -> [String] {
        (0..<rowCount).map { self[$0, column] }
    }

    /// Collects rows value by value into one buffer.
    struct Builder {
        let columnCount: Int
        let bytes = GrowingBytes()
        var rowStarts: [UInt32] = [0]
        var valueStarts: [UInt32] = []
        /// Whether every value's offset is kept (see `DataTable`).
        let keepsValueStarts: Bool
        private var valuesInRow = 0

        init(columnCount: Int, keepsValueStarts: Bool = false) {
            self.columnCount = columnCount
            self.keepsValueStarts = keepsValueStarts || columnCount > DataTable.wideTableColumns
        }

        mutating func append(_ value: String) {
            var value = value
            value.withUTF8 { append(bytes: $0) }
        }

        mutating func append(bytes value: UnsafeBufferPointer<UInt8>) {
            beginValue()
            precondition(keepsValueStarts || !value.contains(0), "a value holds a NUL byte")
            bytes.append(contentsOf: value)
        }

        /// Starts a value whose bytes are then added with `appendByte`.
        mutating func beginValue() {
            if valuesInRow > 0 { bytes.append(0) }
            if keepsValueStarts { valueStarts.append(UInt32(bytes.count)) }
            valuesInRow += 1
        }

        mutating func appendByte(_ byte: UInt8) {
            bytes.append(byte)
        }

        /// A whole row at once, its values separated by tabs (TSV): each tab
        /// becomes the NUL between values. Says how many values it held.
        mutating func appendRow(tabSeparated row: UnsafeBufferPointer<UInt8>) -> Int {
            precondition(!keepsValueStarts && valuesInRow == 0, "a row appended whole to a row begun")
            precondition(row.isEmpty || memchr(row.baseAddress!, 0, row.count) == nil, "a value holds a NUL byte")
            let start = bytes.count
            bytes.append(contentsOf: row)
            var values = 1
            bytes.withUnsafeMutableBufferPointer { bytes in
                for index in start..<bytes.count where bytes[index] == 0x09 {
                    bytes[index] = 0
                    values += 1
                }
            }
            endRow()
            return values
        }

        mutating func endRow() {
            bytes.append(0)
            rowStarts.append(UInt32(bytes.count))
            valuesInRow = 0
        }
    }
}

import Foundation

/// The rows of a TSV file after its header, a line at a time: each row's
/// bytes are copied once and its tabs become the NULs between values
/// (`DataTable`'s layout). The general reader goes a byte at a time to
/// know each value's line and column for its errors; a row here can only
/// have the wrong number of values, which names its line. A file of
/// millions of rows reads several times faster.
///
/// Not for a file holding a carriage return or a line longer than the
/// longest value (`read` says false before adding a row): the general
/// reader takes those, with its errors.
enum TabSeparatedRows {
    /// Reads the rows from byte `start` (line `line`) into `builder`, each
    /// of `columns` values; false when the file is not for this reader.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int, columns: Int,
                     into builder: inout DataTable.Builder, path: String,
                     progress: LoadProgress? = nil) throws(LoadError) -> Bool {
        guard let base = bytes.baseAddress, start <= bytes.count else { return false }
        let body = UnsafeBufferPointer(rebasing: bytes[start...])
        if body.isEmpty { return true }
        guard memchr(base + start, 0x0D, body.count) == nil, longestLine(in: body) <= DelimitedTextParser.maximumFieldBytes else {
            return false
        }
        var index = start, line = line
        var parsed = ParseProgress(progress, from: index, of: bytes.count)
        while index < bytes.count {
            parsed.passed(index)
            let end = memchr(base + index, 0x0A, bytes.count - index).map { $0.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base) } ?? bytes.count
            if end > index {
                let count = builder.appendRow(tabSeparated: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                guard count == columns else {
                    throw LoadError.rowLength(path: path, line: line, fields: count, columns: columns)
                }
            }
            index = end + 1
            line += 1
        }
        return true
    }

    private static func longestLine(in body: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = body.baseAddress else { return 0 }
        var longest = 0, index = 0
        while index < body.count {
            let end = memchr(base + index, 0x0A, body.count - index).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? body.count
            longest = max(longest, end - index)
            index = end + 1
        }
        return longest
    }
}

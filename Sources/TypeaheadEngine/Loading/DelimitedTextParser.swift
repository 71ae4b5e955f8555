/// Reads CSV (RFC 4180: quoted fields, doubled quotes, newlines inside quotes,
/// CRLF) and TSV (no quoting; a tab never occurs inside a value).
/// The first row is the header. Blank lines are skipped.
struct DelimitedTextParser {
    let delimiter: UInt8
    let allowsQuotes: Bool

    /// Whether TSV rows are read a line at a time (`TabSeparatedRows`);
    /// off, every row goes through the general reader (for tests).
    var readsTabSeparatedRows = false

    static let csv = DelimitedTextParser(delimiter: UInt8(ascii: ","), allowsQuotes: true)
    static let tsv = DelimitedTextParser(delimiter: UInt8(ascii: "\t"), allowsQuotes: false, readsTabSeparatedRows: true)

    /// Longest value accepted; a longer one is surely not a form value.
    static let maximumFieldBytes = 1 << 20

    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String, progress: LoadProgress? = nil) throws(LoadError) -> DataTable {
        var reader = Reader(bytes: bytes, parser: self, path: path)
        guard let headerRecord = try reader.nextRecord() else {
            throw LoadError(path: path, line: 1, column: 1, message: translated("the file has no header row"))
        }
        let header = try checkedHeader(headerRecord, path: path)
        var builder = DataTable.Builder(columnCount: header.count)
        // The values and their separators take no more bytes than the file
        // (a NUL for each delimiter and line end): one allocation, rather
        // than doubling copies that briefly hold the table twice.
        builder.bytes.reserveCapacity(bytes.count + 1)
        if readsTabSeparatedRows, !builder.keepsValueStarts,
           try TabSeparatedRows.read(bytes, from: reader.index, line: reader.position.line, columns: header.count,
                                     into: &builder, path: path, progress: progress) {
            return DataTable(path: path, columns: header, builder: builder)
        }
        var parsed = ParseProgress(progress, from: reader.index, of: bytes.count)
        while let (line, count) = try reader.nextRow(into: &builder) {
            guard count == header.count else {
                throw LoadError.rowLength(path: path, line: line, fields: count, columns: header.count)
            }
            builder.endRow()
            parsed.passed(reader.index)
        }
        return DataTable(path: path, columns: header, builder: builder)
    }

    /// The header alone, from the first bytes of a file: nil when its
    /// record does not end within them (it may go on past `prefix`).
    func header(ofPrefix prefix: UnsafeBufferPointer<UInt8>, path: String) throws(LoadError) -> [String]? {
        var reader = Reader(bytes: prefix, parser: self, path: path)
        guard let record = try reader.nextRecord(), reader.index < prefix.count else { return nil }
        return try checkedHeader(record, path: path)
    }

    private func checkedHeader(_ record: Reader.Record, path: String) throws(LoadError) -> [String] {
        var seen = Set<String>()
        for (index, name) in record.values.enumerated() {
            // A field starts on a later line than its record when one before it holds a newline.
            let line = record.lines[index], column = record.columns[index]
            if name.trimmingWhitespace().isEmpty {
                throw LoadError(path: path, line: line, column: column, message: translated("column %1$d of the header has no name", index + 1))
            }
            if !seen.insert(name).inserted {
                throw LoadError(path: path, line: line, column: column, message: translated("duplicate column name '%1$s' in the header", name))
            }
        }
        return record.values
    }

    /// Walks the bytes once, keeping the line and column of the current byte.
    private struct Reader {
        struct Record {
            var values: [String]
            /// Where each value starts.
            var lines: [Int]
            var columns: [Int]
            var line: Int
        }

        let bytes: UnsafeBufferPointer<UInt8>
        let parser: DelimitedTextParser
        let path: String
        var index = 0
        var position = TextPosition()

        init(bytes: UnsafeBufferPointer<UInt8>, parser: DelimitedTextParser, path: String) {
            self.bytes = bytes
            self.parser = parser
            self.path = path
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                index = 3 // UTF-8 byte order mark
            }
        }

        private mutating func step() {
            position.advance(over: bytes[index])
            index += 1
        }

        private func isLineEnd(_ byte: UInt8) -> Bool {
            byte == DelimitedTextParser.newline || byte == DelimitedTextParser.carriageReturn
        }

        private mutating func skipLineEnd() {
            if bytes[index] == DelimitedTextParser.carriageReturn {
                step()
                if index < bytes.count, bytes[index] == DelimitedTextParser.newline { step() }
            } else {
                step()
            }
        }

        mutating func nextRecord() throws(LoadError) -> Record? {
            while index < bytes.count, isLineEnd(bytes[index]) { skipLineEnd() }
            guard index < bytes.count else { return nil }
            var record = Record(values: [], lines: [], columns: [], line: position.line)
            while true {
                record.lines.append(position.line)
                record.columns.append(position.column)
                record.values.append(try nextField())
                guard index < bytes.count else { return record }
                if bytes[index] == parser.delimiter {
                    step()
                    continue
                }
                skipLineEnd()
                return record
            }
        }

        /// Reads the next record's values straight into `builder`, without
        /// making strings: its line and how many values it held.
        mutating func nextRow(into builder: inout DataTable.Builder) throws(LoadError) -> (line: Int, count: Int)? {
            while index < bytes.count, isLineEnd(bytes[index]) { skipLineEnd() }
            guard index < bytes.count else { return nil }
            let line = position.line
            var count = 0
            while true {
                count += 1
                // Values past the header's width are counted, not kept.
                if count <= builder.columnCount {
                    try nextField(into: &builder)
                } else {
                    var ignored = DataTable.Builder(columnCount: 1)
                    try nextField(into: &ignored)
                }
                guard index < bytes.count else { return (line, count) }
                if bytes[index] == parser.delimiter {
                    step()
                    continue
                }
                skipLineEnd()
                return (line, count)
            }
        }

        private mutating func nextField(into builder: inout DataTable.Builder) throws(LoadError) {
            if parser.allowsQuotes, index < bytes.count, bytes[index] == DelimitedTextParser.quote {
                builder.beginValue()
                try quotedField { builder.appendByte($0) }
                return
            }
            let start = index, startLine = position.line, startColumn = position.column
            while index < bytes.count, bytes[index] != parser.delimiter, !isLineEnd(bytes[index]) {
                step()
            }
            try checkLength(index - start, startLine: startLine, startColumn: startColumn)
            builder.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        }

        private mutating func nextField() throws(LoadError) -> String {
            if parser.allowsQuotes, index < bytes.count, bytes[index] == DelimitedTextParser.quote {
                return try quotedField()
            }
            let start = index, startLine = position.line, startColumn = position.column
            while index < bytes.count, bytes[index] != parser.delimiter, !isLineEnd(bytes[index]) {
                step()
            }
            try checkLength(index - start, startLine: startLine, startColumn: startColumn)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        private mutating func quotedField() throws(LoadError) -> String {
            var value: [UInt8] = []
            try quotedField { value.append($0) }
            return String(decoding: value, as: UTF8.self)
        }

        /// Reads a quoted field, handing each byte of its value to `append`.
        private mutating func quotedField(_ append: (UInt8) -> Void) throws(LoadError) {
            let openLine = position.line, openColumn = position.column
            step()
            var length = 0
            while true {
                guard index < bytes.count else {
                    throw LoadError(path: path, line: openLine, column: openColumn,
                                    message: translated("quoted field is never closed"))
                }
                let byte = bytes[index]
                step()
                if byte == DelimitedTextParser.quote {
                    if index < bytes.count, bytes[index] == DelimitedTextParser.quote {
                        append(byte)
                        length += 1
                        step()
                        continue
                    }
                    break
                }
                append(byte)
                length += 1
                try checkLength(length, startLine: openLine, startColumn: openColumn)
            }
            if index < bytes.count, bytes[index] != parser.delimiter, !isLineEnd(bytes[index]) {
                throw LoadError(path: path, line: position.line, column: position.column,
                                message: translated("unexpected character after a closing quote (a quote inside a quoted field is written twice)"))
            }
        }

        private func checkLength(_ length: Int, startLine: Int, startColumn: Int) throws(LoadError) {
            if length > DelimitedTextParser.maximumFieldBytes {
                throw LoadError(path: path, line: startLine, column: startColumn,
                                message: translated("a value is longer than 1 MiB; is this really a data file?"))
            }
        }
    }
}

extension String {
    public func trimmingWhitespace() -> Substring {
        var slice = self[...]
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return slice
    }
}

import Foundation

/// Loads a data file into a table, refusing anything that cannot be used
/// (missing, a directory or device, empty, binary, not UTF-8, malformed) with a
/// `LoadError` that says where.
public enum DataFileLoader {
    /// With a `cache`, a large file is read from it when it holds this
    /// file's content, and stored there otherwise (in the background).
    public static func load(path: String, format explicitFormat: DataFormat? = nil,
                            cache: IndexCache? = IndexCache.shared) throws(LoadError) -> DataTable {
        guard let format = explicitFormat ?? DataFormat(path: path) else {
            throw LoadError(path: path, message: "unknown data file type; use .csv, .tsv, .json or .jsonl")
        }
        guard let cache, let before = FileIdentity.of(path: path), cache.wants(before) else {
            return try parseTextFile(path: path) { bytes throws(LoadError) in
                try parse(bytes, format: format, path: path)
            }
        }
        if let cached = cache.table(for: before, format: format) { return cached }
        var table = try parseTextFile(path: path) { bytes throws(LoadError) in
            try parse(bytes, format: format, path: path)
        }
        // Kept only if the file did not change while it was read.
        guard FileIdentity.of(path: path) == before else { return table }
        table.identity = before
        let stored = table
        if cache.storesInBackground {
            DispatchQueue.global(qos: .utility).async { cache.store(stored, format: format) }
        } else {
            cache.store(stored, format: format)
        }
        return table
    }

    /// Reads a whole text file and hands its bytes to `parse`, after refusing
    /// a file that is missing, not a regular file, unreadable, too large,
    /// empty, binary or not UTF-8.
    static func parseTextFile<Value>(
        path: String, _ parse: (UnsafeBufferPointer<UInt8>) throws(LoadError) -> Value
    ) throws(LoadError) -> Value {
        let contents = try RegularFileReader.read(path: path)
        let result = contents.withUnsafeBufferPointer { bytes in
            Result { () throws(LoadError) -> Value in
                try checkText(bytes, path: path)
                return try parse(bytes)
            }
        }
        return try result.get()
    }

    /// Reads a whole JSON document (a form, a draft, a history), with the
    /// same checks as any text file.
    static func readJSON(path: String) throws(LoadError) -> JSONNode {
        try parseTextFile(path: path) { bytes throws(LoadError) in try parseJSON(bytes, path: path) }
    }

    private static func parseJSON(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(LoadError) -> JSONNode {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw LoadError(path: path, error)
        }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, format: DataFormat, path: String) throws(LoadError) -> DataTable {
        switch format {
        case .csv, .tsv:
            let parser = format == .csv ? DelimitedTextParser.csv : DelimitedTextParser.tsv
            return try parser.parse(bytes, path: path)
        case .json:
            return try JSONTableReader(path: path).readArray(bytes)
        case .jsonl:
            return try JSONTableReader(path: path).readLines(bytes)
        }
    }

    /// Refuses empty, binary and non-UTF-8 files before any parsing.
    static func checkText(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(LoadError) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw LoadError(path: path, message: "the file is empty")
        }
        switch UTF8Check.firstProblem(in: bytes) {
        case nil:
            return
        case .nulByte(let offset):
            let position = TextPosition.of(offset: offset, in: bytes)
            throw LoadError(path: path, line: position.line, column: position.column,
                            message: "binary data (a NUL byte); expected a text file")
        case .invalid(let offset):
            let position = TextPosition.of(offset: offset, in: bytes)
            throw LoadError(path: path, line: position.line, column: position.column,
                            message: "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save the file as UTF-8")
        }
    }
}

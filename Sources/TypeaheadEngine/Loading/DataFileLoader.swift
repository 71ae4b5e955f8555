import Foundation

/// Loads a data file into a table, refusing anything that cannot be used
/// (missing, a directory or device, empty, binary, not UTF-8, malformed) with a
/// `LoadError` that says where.
public enum DataFileLoader {
    /// With a `cache`, a large file is read from it when it holds this
    /// file's content, and stored there otherwise (in the background).
    /// `storing: false` leaves storing a read table to the caller
    /// (`DataSource`, while or after its first index is built).
    /// `progress` hears how far the file is read (a file read behind the window).
    public static func load(path: String, format explicitFormat: DataFormat? = nil,
                            cache: IndexCache? = nil, storing: Bool = true,
                            progress: LoadProgress? = nil) throws(LoadError) -> DataTable {
        guard let format = explicitFormat ?? DataFormat(path: path) else {
            throw LoadError(path: path, message: translated("unknown data file type; use .csv, .tsv, .json or .jsonl"))
        }
        func parseFile() throws(LoadError) -> DataTable {
            try parseTextFile(path: path, limit: format.readLimit, progress: progress) { bytes throws(LoadError) in
                try parse(bytes, format: format, path: path, progress: progress)
            }
        }
        guard let cache, let before = FileIdentity.of(path: path), cache.wants(before) else { return try parseFile() }
        if let cached = cache.table(for: before, format: format) {
            progress?.readingFinished()
            return cached
        }
        var table = try parseFile()
        // Kept only if the file did not change while it was read.
        guard FileIdentity.of(path: path) == before else { return table }
        table.identity = before
        guard storing else { return table }
        let stored = table
        if cache.storesInBackground {
            DispatchQueue.global(qos: .utility).async { cache.store(stored, format: format) }
        } else {
            cache.store(stored, format: format)
        }
        return table
    }

    /// Files of this size or more are read after the window opens, when the
    /// command line asks (`open(path:deferringFrom:)`); a smaller file is
    /// parsed in a few tens of milliseconds, and its errors still end the
    /// program before any window.
    public static let deferredFileSize: Int64 = 4 << 20

    /// The bytes the header is looked for in: a header longer than this (no
    /// real file's) means reading the whole file first.
    static let headerPrefixBytes = 1 << 20

    /// A data file's table: read now, or, for a CSV or TSV file of at least
    /// `deferringFrom` bytes, only its header now and the rows when first
    /// asked for (on a background thread). Whatever cannot be decided from
    /// the header (a malformed row, invalid UTF-8 further on) is then the
    /// load's error. A header that cannot be read from the file's first
    /// bytes reads the whole file now, so its error is the same as ever.
    public static func open(path: String, deferringFrom minimumSize: Int64? = nil,
                            cache: IndexCache? = nil) throws(LoadError) -> TableLoad {
        // A damaged cache found after it opened is gone by the time this
        // reads the file again; the table read is stored anew and mapped
        // back, so its parsed copy goes.
        let readAgain = { @Sendable () throws(LoadError) -> DataTable in
            let parsed = try load(path: path, cache: cache, storing: false)
            return cache?.storeAndMap(parsed) ?? parsed
        }
        guard let minimumSize, let format = DataFormat(path: path), format == .csv || format == .tsv,
              let prefix = prefix(of: path, ifAtLeast: minimumSize) else {
            return TableLoad(try load(path: path, cache: cache), readAgain: readAgain)
        }
        let parser = format == .csv ? DelimitedTextParser.csv : DelimitedTextParser.tsv
        let header = prefix.withUnsafeBufferPointer { bytes in try? parser.header(ofPrefix: bytes, path: path) }
        guard let columns = header ?? nil else { return TableLoad(try load(path: path, cache: cache), readAgain: readAgain) }
        // Stored in the cache by its DataSource (a large table while its
        // first index folds the values, a smaller one after the first
        // answer), and then read back mapped.
        let progress = LoadProgress()
        return TableLoad(path: path, columns: columns, progress: progress, readAgain: readAgain) { () throws(LoadError) -> DataTable in
            try load(path: path, format: format, cache: cache, storing: false, progress: progress)
        }
    }

    /// The first bytes of a regular file of at least `minimumSize` bytes
    /// (and no more than the loader reads at all); nil for anything else,
    /// which is then read whole and refused as ever.
    private static func prefix(of path: String, ifAtLeast minimumSize: Int64) -> [UInt8]? {
        let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) >= minimumSize,
              Int(info.st_size) <= RegularFileReader.Limit.delimitedTable.bytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), headerPrefixBytes))
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Array(bytes.prefix(count))
    }

    /// Reads a whole text file and hands its bytes to `parse`, after refusing
    /// a file that is missing, not a regular file, unreadable, too large,
    /// empty, binary or not UTF-8.
    static func parseTextFile<Value>(
        path: String, limit: RegularFileReader.Limit = .anyFile, progress: LoadProgress? = nil,
        _ parse: (UnsafeBufferPointer<UInt8>) throws(LoadError) -> Value
    ) throws(LoadError) -> Value {
        let contents = try RegularFileReader.read(path: path, limit: limit, progress: progress)
        let result = contents.withUnsafeBufferPointer { bytes in
            Result { () throws(LoadError) -> Value in
                try checkText(bytes, path: path)
                progress?.read(.checking, bytes.count, of: bytes.count)
                return try parse(bytes)
            }
        }
        progress?.readingFinished()
        return try result.get()
    }

    /// Reads a whole JSON document (a form, a draft, a history), with the
    /// same checks as any text file.
    public static func readJSON(path: String) throws(LoadError) -> JSONNode {
        try parseTextFile(path: path) { bytes throws(LoadError) in try parseJSON(bytes, path: path) }
    }

    private static func parseJSON(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(LoadError) -> JSONNode {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw LoadError(path: path, error)
        }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, format: DataFormat, path: String,
                      progress: LoadProgress? = nil) throws(LoadError) -> DataTable {
        switch format {
        case .csv, .tsv:
            let parser = format == .csv ? DelimitedTextParser.csv : DelimitedTextParser.tsv
            return try parser.parse(bytes, path: path, progress: progress)
        case .json:
            return try JSONTableReader(path: path).readArray(bytes)
        case .jsonl:
            return try JSONTableReader(path: path).readLines(bytes)
        }
    }

    /// Refuses empty, binary and non-UTF-8 files before any parsing.
    static func checkText(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(LoadError) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw LoadError(path: path, message: translated("the file is empty"))
        }
        switch UTF8Check.firstProblem(in: bytes) {
        case nil:
            return
        case .nulByte(let offset):
            let position = TextPosition.of(offset: offset, in: bytes)
            throw LoadError(path: path, line: position.line, column: position.column,
                            message: translated("binary data (a NUL byte); expected a text file"))
        case .invalid(let offset):
            let position = TextPosition.of(offset: offset, in: bytes)
            throw LoadError(path: path, line: position.line, column: position.column,
                            // TRANSLATORS: %1$s is the bad byte in hexadecimal (after 0x), %2$d its offset in the file.
                            message: translated("invalid UTF-8 (byte 0x%1$s at offset %2$d); save the file as UTF-8",
                                                String(bytes[offset], radix: 16, uppercase: true), offset))
        }
    }
}

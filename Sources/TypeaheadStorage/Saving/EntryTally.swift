import Foundation
import TypeaheadEngine

/// How many entries were ever saved to an output file (its complete lines,
/// less the corrections and deletions, which change an entry saved
/// before), kept up to date by reading only what was added since the last
/// look, so a long file is read once at start and never again. A deleted
/// entry keeps its number: "Saved entry N" numbers saves, as a ledger does.
struct EntryTally: Sendable {
    private(set) var entries = 0
    /// The file counted: another one (replaced, not appended to) is counted afresh.
    private var counted: FileNode?
    private var countedBytes: off_t = 0
    /// The end of the bytes counted, for a key cut in two between reads.
    private var tail: [UInt8] = []

    /// Counts the file at `path`; a file that is missing or unreadable holds none.
    init(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        update(from: descriptor)
    }

    init() {}

    /// Catches up with the open file: only the bytes after those counted,
    /// unless it was replaced or shortened, when it is counted again whole.
    /// False when the file cannot be read: not a regular file (a pipe, a
    /// device), or opened for writing only.
    @discardableResult
    mutating func update(from descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        if FileNode(status) != counted || status.st_size < countedBytes {
            self = EntryTally()
            counted = FileNode(status)
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while countedBytes < status.st_size {
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, countedBytes) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return false }
            let bytes = tail + buffer[..<read]
            entries += bytes.withUnsafeBytes { Self.newlines(in: UnsafeRawBufferPointer(rebasing: $0[tail.count...])) }
            entries -= bytes.withUnsafeBytes { Self.changes(in: $0, endingAfter: tail.count) }
            tail = Array(bytes.suffix(Self.changeKeys.map(\.count).max()! - 1))
            countedBytes += off_t(read)
        }
        return true
    }

    /// One entry written where the file cannot be read back.
    mutating func countOne() { entries += 1 }

    /// The keys of a line that changes an earlier entry. Written with its
    /// quotes and colon, such a key cannot be inside a text, where every
    /// quote is escaped.
    private static let changeKeys = [Array(#""supersedes":"#.utf8), Array(#""deletes":"#.utf8)]

    /// The change keys in `bytes` that end after its first `counted` bytes
    /// (the tail of the last read, whose keys were counted then).
    private static func changes(in bytes: UnsafeRawBufferPointer, endingAfter counted: Int) -> Int {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
        var count = 0
        var cursor = base
        let end = base + bytes.count
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "\"")), end - cursor) {
            let quote = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            for key in changeKeys where end - quote >= key.count && quote - base + key.count > counted
                && memcmp(quote, key, key.count) == 0 {
                count += 1
            }
            cursor = quote + 1
        }
        return count
    }

    private static func newlines(in bytes: UnsafeRawBufferPointer) -> Int {
        guard var cursor = bytes.baseAddress else { return 0 }
        let end = cursor + bytes.count
        var count = 0
        while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
            count += 1
            cursor = UnsafeRawPointer(found) + 1
        }
        return count
    }
}

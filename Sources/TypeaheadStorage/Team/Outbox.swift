import Foundation
import TypeaheadEngine

/// Entries on their way to the team's server. Every save is first appended
/// to a local journal (by the window's `SubmissionWriter`: one write and an
/// fsync per line), and a marker beside it (`JOURNAL.sent`) holds how many
/// of the journal's bytes the server has confirmed. What lies past the
/// marker is the outbox: sent in order, then the marker moves, written
/// whole and fsynced. Killed between the server's commit and the marker's
/// move, the line is sent again, and the server's `ON CONFLICT (id) DO
/// NOTHING` keeps it once. The journal stays: it is the clerk's own copy.
public final class Outbox: Sendable {
    public let journal: String
    public var marker: String { journal + ".sent" }

    public init(journal: String) {
        self.journal = journal
    }

    /// The complete lines past the marker, in order (a line still being
    /// written, without its newline, waits for the next read).
    public func waiting() throws(SaveError) -> [OutboxLine] {
        let start = try sentBytes()
        let descriptor = open(journal, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return [] }
            throw SaveError(path: journal, errno: errno)
        }
        defer { close(descriptor) }
        // Shared: the writer appends a line under an exclusive lock.
        while flock(descriptor, LOCK_SH) != 0 {
            guard errno == EINTR else { throw SaveError(path: journal, errno: errno) }
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SaveError(path: journal, errno: errno) }
        let size = Int64(status.st_size)
        guard size > start else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(size - start))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(start) + off_t(filled)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw SaveError(path: journal, errno: count < 0 ? errno : EIO) }
            filled += count
        }
        var lines: [OutboxLine] = []
        var lineStart = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            let text = String(decoding: bytes[lineStart..<index], as: UTF8.self)
            let end = start + Int64(index + 1)
            if text.contains(where: { !$0.isWhitespace }) { lines.append(OutboxLine(text: text, end: end)) }
            lineStart = index + 1
        }
        return lines
    }

    /// How many lines wait to be sent.
    public func waitingCount() -> Int {
        (try? waiting().count) ?? 0
    }

    /// The server has confirmed everything up to `end` (an `OutboxLine.end`).
    public func markSent(through end: Int64) throws(SaveError) {
        try AtomicFile.write("\(end)\n", to: marker)
    }

    /// The journal bytes the server has confirmed; 0 before the first.
    func sentBytes() throws(SaveError) -> Int64 {
        guard let text = try? String(contentsOfFile: marker, encoding: .utf8) else { return 0 }
        guard let bytes = Int64(text.trimmingCharacters(in: .whitespacesAndNewlines)), bytes >= 0 else {
            throw SaveError(path: marker, reason: translated("holds no byte count; remove it to send the whole journal again (the server keeps each entry once)"))
        }
        return bytes
    }
}

/// One line of the journal past the marker, and where it ends in the file.
public struct OutboxLine: Equatable, Sendable {
    public var text: String
    public var end: Int64
}

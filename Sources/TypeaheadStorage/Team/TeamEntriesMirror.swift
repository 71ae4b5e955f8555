import Foundation
import TypeaheadEngine

/// The team's entries as the entries view reads them: one file (at
/// `TeamMode.teamEntries(forJournal:)`) of every line the server holds and
/// every line this window's journal has not sent yet, each once by id, in
/// the order they came. It only grows, as an entries file does: the view
/// reads a row again from where it found it, so no byte is ever moved. An
/// entry saved while the server is away is listed at once; the server's
/// copy of it, read later, is the same line and is not written again.
///
/// The horizon the server was last read to (`ChangeLogCursor`) is kept
/// beside it (`.state`), so the next window reads only what is new. It is
/// a copy: a line cut short by a crash is cut off, and a lost state reads
/// the server's rows again (those it has are known by id). One window of a
/// form keeps it (a `flock` on `.lock`); it is used from one queue at a time.
public final class TeamEntriesMirror: @unchecked Sendable {
    public let path: String
    private let outbox: Outbox
    private let statePath: String
    private let lock: FileLock
    /// The bytes of the file's whole lines: where the next line goes.
    private var size: Int64 = 0
    /// Where the server's entries are read from next (nil: from the start).
    public var horizon: Int64? {
        if !restored { restore() }
        return readHorizon
    }
    private var readHorizon: Int64?
    /// The ids of the lines in the file.
    private var ids: Set<String> = []
    /// Whether the file and the state were read: on first use, off the
    /// main thread (the ids of a large team's entries take a moment).
    private var restored = false

    /// The team's entries at `path`, with the unsent lines of `outbox`;
    /// nil when another window of the form keeps them (or the folder cannot be made).
    public init?(outbox: Outbox, path: String) {
        try? FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                                 withIntermediateDirectories: true)
        guard let lock = try? FileLock.tryAcquire(path + ".lock") else { return nil }
        self.lock = lock
        self.outbox = outbox
        self.path = path
        statePath = path + ".state"
    }

    /// Adds the server's entries read from the horizon on (in the order the
    /// server received them) and the journal's unsent lines, those not in
    /// the file yet, and keeps the horizon to read from next. True when
    /// lines were added.
    @discardableResult
    public func update(serverEntries: [TeamServerEntry] = [], horizon: Int64? = nil) throws(SaveError) -> Bool {
        if !restored { restore() }
        var added: [UInt8] = [], addedIDs: Set<String> = []
        func add(_ line: String, id: String) {
            guard !ids.contains(id), addedIDs.insert(id).inserted else { return }
            added.append(contentsOf: line.utf8)
            added.append(0x0A)
        }
        for entry in serverEntries { add(entry.line, id: entry.id) }
        for line in try outbox.waiting() {
            if let id = Self.id(of: line.text) { add(line.text, id: id) }
        }
        if !added.isEmpty {
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw SaveError(path: path, errno: errno) }
            defer { close(descriptor) }
            // What a failed write left past the whole lines goes first.
            guard ftruncate(descriptor, off_t(size)) == 0 else { throw SaveError(path: path, errno: errno) }
            try SubmissionWriter.write(added, to: descriptor, path: path)
            // Only once written: a failed write is tried again next time.
            size += Int64(added.count)
            ids.formUnion(addedIDs)
        }
        if let horizon, horizon != readHorizon {
            // After the lines it covers: a crash before it reads them again.
            try AtomicFile.write("\(horizon)\n", to: statePath)
            readHorizon = horizon
        }
        return !added.isEmpty
    }

    /// Reads the horizon and the ids of the file's lines, and cuts off a
    /// line a crash left without its end.
    private func restore() {
        restored = true
        readHorizon = (try? String(contentsOfFile: statePath, encoding: .utf8))
            .flatMap { Int64($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let whole = data.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        if whole < data.count { truncate(path, off_t(whole)) }
        size = Int64(whole)
        for line in data.prefix(whole).split(separator: 0x0A) {
            if let id = Self.id(of: String(decoding: line, as: UTF8.self)) { ids.insert(id) }
        }
    }

    /// A line's id, read as the entries view reads the line: by the fast
    /// scanner, else by the full reader (PostgreSQL's `jsonb` text, say).
    /// Nil for a line without a UUID.
    static func id(of line: String) -> String? {
        Array(line.utf8).withUnsafeBufferPointer { bytes in
            var scanned = ScannedEntryLine()
            if EntryLineScanner.scan(bytes, into: &scanned) {
                return scanned.id.map { String(decoding: bytes[$0], as: UTF8.self) }
            }
            guard case .uuid(let id)? = try? EntryFileReader(path: "").line(bytes, number: 0).id else { return nil }
            return id
        }
    }
}

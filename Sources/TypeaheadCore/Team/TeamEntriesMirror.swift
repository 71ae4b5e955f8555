import Foundation

/// The team's entries as the entries view reads them: one file (at
/// `TeamMode.teamEntries(forJournal:)`) holding the server's rows in the
/// order they were read, then the journal's lines the server does not have
/// yet, so an entry saved while the server is away is listed at once.
///
/// The server's part only grows; the tail is written again on each
/// `update`. How far the server's part goes, and the horizon it was read to
/// (`ChangeLogCursor`), are kept beside it (`.state`), so the next window
/// reads only what is new. It is a copy: when anything about it is odd, it
/// starts again from nothing. One window of a form keeps it (a `flock` on
/// `.lock`); it is used from one queue at a time.
public final class TeamEntriesMirror: @unchecked Sendable {
    public let path: String
    private let outbox: Outbox
    private let statePath: String
    private let lock: FileLock
    /// The bytes of the file that are the server's rows.
    private var serverBytes: Int64 = 0
    /// Where the server's entries are read from next (nil: from the start).
    public var horizon: Int64? {
        if !restored { restore() }
        return readHorizon
    }
    private var readHorizon: Int64?
    /// The ids of the server's rows in the file: the tail leaves them out,
    /// and a row read twice (past the horizon again) is written once.
    private var serverIDs: Set<String> = []
    private var tail: [UInt8] = []
    /// Whether the state was read: on the first `update`, off the main
    /// thread (the ids of a large team's entries take a moment).
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

    /// Takes the server's entries read from the horizon on (in the order
    /// the server received them) and the horizon to read from next, then
    /// writes the tail again from the journal's unsent lines. True when the
    /// file changed.
    @discardableResult
    public func update(serverEntries: [TeamServerEntry] = [], horizon: Int64? = nil) throws(SaveError) -> Bool {
        if !restored { restore() }
        var added: [UInt8] = []
        for entry in serverEntries where serverIDs.insert(entry.id).inserted {
            added.append(contentsOf: entry.line.utf8)
            added.append(0x0A)
        }
        var newTail: [UInt8] = []
        for line in try outbox.waiting() where !serverIDs.contains(Self.id(of: line.text) ?? "") {
            newTail.append(contentsOf: line.text.utf8)
            newTail.append(0x0A)
        }
        guard !added.isEmpty || newTail != tail || horizon != nil && horizon != readHorizon else { return false }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SaveError(path: path, errno: errno) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(serverBytes)) == 0 else { throw SaveError(path: path, errno: errno) }
        try Self.write(added + newTail, to: descriptor, at: serverBytes, path: path)
        serverBytes += Int64(added.count)
        if let horizon { readHorizon = horizon }
        // The state follows what is written: a crash before it leaves rows
        // past `serverBytes`, cut off and read again next time.
        try AtomicFile.write("\(serverBytes) \(readHorizon.map(String.init) ?? "-")\n", to: statePath)
        let changed = !added.isEmpty || newTail != tail
        tail = newTail
        return changed
    }

    /// Reads the state and the ids of the server's part; anything odd
    /// (no state, a file shorter than it says) starts again from nothing.
    private func restore() {
        restored = true
        let parts = ((try? String(contentsOfFile: statePath, encoding: .utf8)) ?? "").split(separator: " ")
        guard parts.count == 2, let bytes = Int64(parts[0].trimmingCharacters(in: .whitespacesAndNewlines)), bytes >= 0,
              let data = FileManager.default.contents(atPath: path), data.count >= bytes else {
            truncate(path, 0)
            return
        }
        serverBytes = bytes
        readHorizon = Int64(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
        // The last window's tail, written again on the first update.
        tail = Array(data.dropFirst(Int(bytes)))
        for line in data.prefix(Int(bytes)).split(separator: 0x0A) {
            if let id = Self.id(of: String(decoding: line, as: UTF8.self)) { serverIDs.insert(id) }
        }
    }

    /// A line's id. Typeahead writes it first, and so does PostgreSQL's
    /// `jsonb` (its shortest key); any other line is parsed.
    static func id(of line: String) -> String? {
        let prefix = #"{"id": ""#
        if line.hasPrefix(prefix) {
            let rest = line.utf8.dropFirst(prefix.utf8.count)
            if let end = rest.firstIndex(of: UInt8(ascii: "\"")) { return String(line[rest.startIndex..<end]) }
        }
        let bytes = Array(line.utf8)
        let node = try? bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONParser.parse(buffer) }
        guard case .object(let members)? = node?.value,
              case .string(let id)? = members.first(where: { $0.key == "id" })?.value.value else { return nil }
        return id
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int64, path: String) throws(SaveError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(offset) + off_t(written)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw SaveError(path: path, errno: count < 0 ? errno : EIO) }
            written += count
        }
    }
}

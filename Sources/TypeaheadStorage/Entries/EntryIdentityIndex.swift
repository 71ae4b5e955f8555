import Foundation
import TypeaheadEngine

/// The live entries of an entries file by their identity, the values of a
/// form's `identity` fields (issue 52): what a save asks to learn whether
/// another entry is the same household or patient visit. Values compare
/// as the entries' search compares them, case and accents aside.
///
/// The file is read once (off the window, when it opens), then only what
/// was appended since, before each question: so the saves, corrections
/// and deletions of this window, another window or another process all
/// count. A line that cannot be read is passed over here; the entries
/// view names it.
public final class EntryIdentityIndex: @unchecked Sendable {
    /// The newest version of the entry that has an identity already.
    public struct Holder: Equatable, Sendable {
        public var version: EntryID
        public var submitted: Date
        public var enteredBy: String?
    }

    private let path: String
    private let fieldIDs: [String]
    /// Held while reading or asking: the window asks on the main thread
    /// while the first reading may still run on another.
    private let lock = NSLock()
    private var lineOfIdentity: [[UInt8]: EntryLineRef] = [:]
    private var identityOfVersion: [EntryKey: [UInt8]] = [:]
    private var keyNames = EntryKeyNames()
    /// Where the lines not read yet start.
    private var readTo = 0

    public init(path: String, fieldIDs: [String]) {
        self.path = path
        self.fieldIDs = fieldIDs
    }

    /// The entry that has these identity values (in `fieldIDs` order), if
    /// any, once the lines appended since the last question are read.
    public func holder(of values: [String]) -> Holder? {
        lock.lock()
        defer { lock.unlock() }
        readAppended()
        guard let place = lineOfIdentity[Self.key(values)] else { return nil }
        return holder(at: place)
    }

    /// Reads the file, off the window, as it opens: a question asked before
    /// this is done waits for it.
    public func prepare() {
        lock.lock()
        defer { lock.unlock() }
        readAppended()
    }

    /// Reads what is not read yet: the whole file the first time.
    private func readAppended() {
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) > readTo else { return }
        var scanned = ScannedEntryLine()
        let reader = EntryFileReader(path: path)
        try? EntryFileLines.forEach(path: path, from: readTo) { bytes, place throws(LoadError) in
            readTo = max(readTo, place.offset + Int(place.length) + 1)
            if EntryLineScanner.scan(bytes, into: &scanned), let id = scanned.id {
                let version = keyNames.key(for: bytes[id])
                if let deletes = scanned.deletes { return forget(keyNames.key(for: bytes[deletes])) }
                if let supersedes = scanned.supersedes { forget(keyNames.key(for: bytes[supersedes])) }
                let texts = fieldIDs.map { field in
                    scanned.values.first { bytes[$0.key].elementsEqual(field.utf8) }.map { String(decoding: bytes[$0.text], as: UTF8.self) } ?? ""
                }
                return note(texts, of: version, at: place)
            }
            switch try? reader.line(bytes, number: Int(place.number)) {
            case .deletion(let deletion, _)?:
                forget(keyNames.key(for: deletion.deletes))
            case .entry(let entry, _)?:
                if let supersedes = entry.supersedes { forget(keyNames.key(for: supersedes)) }
                let texts = fieldIDs.map { field in entry.values.first { $0.id == field }?.text ?? "" }
                note(texts, of: keyNames.key(for: entry.id ?? .line(Int(place.number))), at: place)
            case nil:
                break
            }
        }
    }

    private func note(_ texts: [String], of version: EntryKey, at place: EntryLineRef) {
        // An entry without its identity given cannot be told from another.
        guard texts.contains(where: { !$0.isEmpty }) else { return }
        let key = Self.key(texts)
        lineOfIdentity[key] = place
        identityOfVersion[version] = key
    }

    /// A version superseded or deleted: its identity is free, unless a
    /// later entry took it since.
    private func forget(_ version: EntryKey) {
        guard let key = identityOfVersion.removeValue(forKey: version) else { return }
        if let place = lineOfIdentity[key], let holder = holder(at: place), keyNames.key(for: holder.version) != version { return }
        lineOfIdentity[key] = nil
    }

    private func holder(at place: EntryLineRef) -> Holder? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: Int(place.length))
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(place.offset)) }
        guard count == bytes.count else { return nil }
        let line = bytes.withUnsafeBufferPointer { try? EntryFileReader(path: path).line($0, number: Int(place.number)) }
        guard case .entry(let entry, _)? = line else { return nil }
        return Holder(version: entry.id ?? .line(Int(place.number)), submitted: entry.submitted, enteredBy: entry.enteredBy)
    }

    /// The values folded as the search folds them, one after another.
    static func key(_ values: [String]) -> [UInt8] {
        var key: [UInt8] = []
        for (index, value) in values.enumerated() {
            if index > 0 { key.append(0x1F) }
            var utf8 = Array(value.utf8)
            utf8.withUnsafeBufferPointer { TextFolding.appendFolded($0, to: &key) }
            utf8.removeAll()
        }
        return key
    }
}

import Glibc
import TypeaheadEngine

/// The ids that some line of an entries file names (`supersedes`,
/// `deletes`): only those are looked up while the file is read, so only
/// those need an index. A million entries with a few corrections keep an
/// index of a few ids, not 20 bytes for every entry.
enum EntryReferences {
    /// The keys named, or nil when the file could not be looked through
    /// (then every id is indexed). Only lines that may name one are read
    /// (`mayName`); a reference missed so (a member name written with
    /// escapes, say) is caught by the reading itself
    /// (`EntryTableBuilder.missedReference`), which then reads the file
    /// again with every id indexed.
    static func named(in path: String, keyNames: inout EntryKeyNames) -> Set<EntryKey>? {
        var named = Set<EntryKey>()
        var scanned = ScannedEntryLine()
        let reader = EntryFileReader(path: path)
        do {
            try EntryFileLines.forEach(path: path, checksText: false) { bytes, place throws(LoadError) in
                guard mayName(bytes) else { return }
                if EntryLineScanner.scan(bytes, into: &scanned), scanned.id?.isEmpty != true {
                    for range in [scanned.supersedes, scanned.deletes].compactMap({ $0 }) {
                        named.insert(keyNames.key(for: bytes[range]))
                    }
                    return
                }
                // An unusual line, or a wrong one (the reading says what is wrong).
                switch try? reader.line(bytes, number: Int(place.number)) {
                case .entry(let entry, _): if let target = entry.supersedes { named.insert(keyNames.key(for: target)) }
                case .deletion(let deletion, _): named.insert(keyNames.key(for: deletion.deletes))
                case nil: break
                }
            }
        } catch {
            return nil
        }
        return named
    }

    /// Whether a line may name another. One as Typeahead writes it says so
    /// right after its id (`{"id": "…", "supersedes": `), and a first save
    /// has `"submitted"` there: those are told at once. Any other line is
    /// searched for the member names. A line told wrongly so (written by
    /// hand, its members in another order) is caught by the reading.
    private static func mayName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let afterID = 8 + 36 + 4 // {"id": "  UUID  ", "
        if bytes.count > afterID + 10, bytes.starts(with: #"{"id": ""#.utf8), bytes[afterID - 4] == UInt8(ascii: "\"") {
            let rest = bytes[afterID...]
            if rest.starts(with: "supersedes".utf8) || rest.starts(with: "deletes".utf8) { return true }
            if rest.starts(with: "submitted".utf8) { return false }
        }
        return holds(bytes, "supersedes") || holds(bytes, "deletes")
    }

    /// Whether `word` is in `bytes`: each place of its first letter, found
    /// by memchr, compared (Glibc's memmem is not imported without _GNU_SOURCE).
    private static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard let base = bytes.baseAddress, bytes.count >= length else { return false }
        var start = 0
        let last = bytes.count - length
        while start <= last {
            guard let found = memchr(base + start, Int32(word.utf8Start.pointee), last - start + 1) else { return false }
            let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + at, word.utf8Start, length) == 0 { return true }
            start = at + 1
        }
        return false
    }
}

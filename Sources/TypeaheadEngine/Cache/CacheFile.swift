import Foundation

/// One cache file: a header, a key, and sections of plain values, each
/// 8-byte aligned, read back through a read-only memory mapping.
///
///     0  magic "TYPEAHCX"        8  version (UInt32), section count (UInt32)
///     16 file length (UInt64)    24 checksum of bytes 32… (UInt64)
///     32 key length (UInt64), key, then per section its offset and byte
///        count (UInt64 each), then the sections.
///
/// A file is used only when its layout checks: magic and version, its
/// length, the key (the data file's identity and what was indexed), and
/// every section inside the file; else `map` says nil and the caller
/// rebuilds. The checksum of everything after it is checked before `map`
/// returns, or later (`checksumMatches`) for a file whose every read is
/// range-checked as it is opened (an index: damage there only changes
/// what is suggested, until the check finds it). Writes go to a temporary file
/// renamed over the old one, so a reader sees a whole old or whole new file.
enum CacheFile {
    static let magic = Array("TYPEAHCX".utf8)
    /// 2: folding drops format characters (an index folded before differs).
    static let version: UInt32 = 2

    /// One section to write: its bytes, valid while `write` runs.
    struct Section {
        let bytes: UnsafeRawBufferPointer
        let owner: Any
    }

    struct Writer {
        private(set) var sections: [Section] = []

        mutating func add<Element>(_ buffer: Buffer<Element>) {
            sections.append(Section(bytes: buffer.rawBytes, owner: buffer))
        }
    }

    /// Writes a cache file atomically; false when it could not be written.
    @discardableResult
    static func write(to path: String, key: String, sections: [Section]) -> Bool {
        let keyBytes = Array(key.utf8)
        var placed: [(offset: Int, count: Int)] = []
        var end = headerLength(keyLength: keyBytes.count, tableSlots: sections.count)
        for section in sections {
            placed.append((end, section.bytes.count))
            end = padded(end + section.bytes.count)
        }
        var header = self.header(key: keyBytes, sections: placed, tableSlots: sections.count, length: end)
        var checksum = CacheChecksum()
        header.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[32...])) }
        let zeros = [UInt8](repeating: 0, count: 8)
        func padding(after section: Section) -> Int { Self.padded(section.bytes.count) - section.bytes.count }
        zeros.withUnsafeBytes { zeros in
            for section in sections {
                checksum.add(section.bytes)
                checksum.add(UnsafeRawBufferPointer(rebasing: zeros[0..<padding(after: section)]))
            }
        }
        withUnsafeBytes(of: checksum.value.littleEndian) { header.replaceSubrange(24..<32, with: $0) }
        // Not synced to the disk: after a crash, a torn file fails its checksum and is rebuilt.
        return (try? AtomicFile.write(to: path, durable: false) { descriptor in
            func writeAll(_ bytes: UnsafeRawBufferPointer) -> Int32 {
                var done = 0
                while done < bytes.count {
                    let count = Foundation.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                    if count < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    done += count
                }
                return 0
            }
            var failure = header.withUnsafeBytes(writeAll)
            zeros.withUnsafeBytes { zeros in
                for section in sections where failure == 0 {
                    failure = writeAll(section.bytes)
                    if failure == 0 { failure = writeAll(UnsafeRawBufferPointer(rebasing: zeros[0..<padding(after: section)])) }
                }
            }
            return failure
        }) != nil
    }

    static func padded(_ count: Int) -> Int { (count + 7) & ~7 }

    /// Where the first section may begin: after the key and a table of
    /// `tableSlots` sections (a file written as it is built reserves more
    /// than it uses; the rest is zeros).
    static func headerLength(keyLength: Int, tableSlots: Int) -> Int {
        padded(40 + keyLength) + 16 * tableSlots
    }

    /// Everything before the first section, the checksum left 0.
    static func header(key: [UInt8], sections: [(offset: Int, count: Int)], tableSlots: Int, length: Int) -> [UInt8] {
        var header: [UInt8] = []
        func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) } }
        header.append(contentsOf: magic)
        append(UInt64(version) | UInt64(sections.count) << 32)
        append(UInt64(length))
        append(0) // the checksum
        append(UInt64(key.count))
        header.append(contentsOf: key)
        header.append(contentsOf: [UInt8](repeating: 0, count: padded(header.count) - header.count))
        for section in sections {
            append(UInt64(section.offset))
            append(UInt64(section.count))
        }
        let end = headerLength(keyLength: key.count, tableSlots: tableSlots)
        header.append(contentsOf: [UInt8](repeating: 0, count: end - header.count))
        return header
    }

    /// The file at `path` mapped, if it is whole and its key is `key`;
    /// with `summing: false`, if its layout is whole (the caller checks the
    /// checksum later).
    static func map(_ path: String, key: String, summing: Bool = true) -> MappedFile? {
        // Not blocking: a FIFO put there would hold the open forever; it is
        // then refused as not a regular file.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size >= 40 else { return nil }
        let length = Int(info.st_size)
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        let file = MappedFile(base: UnsafeRawPointer(address), length: length,
                              node: FileNode(info))
        guard file.checkLayout(key: key), !summing || file.checksumMatches() else { return nil }
        return file
    }
}

/// A mapped cache file, unmapped when the last buffer reading it goes.
final class MappedFile: @unchecked Sendable {
    let base: UnsafeRawPointer
    let length: Int
    private(set) var sections: [(offset: Int, count: Int)] = []

    /// The file mapped: a damaged file is removed only if the path still
    /// names it, not a newer one written since.
    let node: FileNode

    init(base: UnsafeRawPointer, length: Int, node: FileNode) {
        self.base = base
        self.length = length
        self.node = node
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }

    /// Bytes summed between releases of their pages (a multiple of any page size).
    static let checkChunk = 8 << 20

    /// Lets go of the pages read so far (checks at opening, a build, early
    /// searches); a later search reads what it needs from the page cache
    /// again. The mapping is read-only, so nothing is lost.
    func releasePages() {
        releasePages(from: base, count: length)
    }

    /// Lets go of every page, `checkChunk` bytes a call: pages a search
    /// reads meanwhile wait only for their own chunk's release.
    func releasePagesGradually() {
        var offset = 0
        while offset < length {
            let count = min(Self.checkChunk, length - offset)
            releasePages(from: base + offset, count: count)
            offset += count
        }
    }

    /// Lets go of the pages holding these `count` bytes of the mapping
    /// (whole pages, so the neighbours' first and last pages go too; they
    /// are read back when needed).
    func releasePages(from start: UnsafeRawPointer, count: Int) {
        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let first = UInt(bitPattern: start) / pageSize * pageSize
        let end = UInt(bitPattern: start + count)
        guard let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
        madvise(pointer, Int(end - first), MADV_DONTNEED)
    }

    private func word(_ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    fileprivate func checkLayout(key: String) -> Bool {
        guard UnsafeRawBufferPointer(start: base, count: 8).elementsEqual(CacheFile.magic),
              UInt32(truncatingIfNeeded: word(8)) == CacheFile.version, word(16) == UInt64(length) else { return false }
        let sectionCount = Int(word(8) >> 32)
        let keyBytes = Array(key.utf8)
        let keyLength = word(32)
        guard keyLength == UInt64(keyBytes.count), sectionCount < 1 << 16 else { return false }
        let tableStart = (40 + keyBytes.count + 7) & ~7
        guard tableStart + 16 * sectionCount <= length,
              UnsafeRawBufferPointer(start: base + 40, count: keyBytes.count).elementsEqual(keyBytes) else { return false }
        var found: [(offset: Int, count: Int)] = []
        for index in 0..<sectionCount {
            let offset = word(tableStart + 16 * index), count = word(tableStart + 16 * index + 8)
            guard offset % 8 == 0, offset <= UInt64(length), count <= UInt64(length) - offset else { return false }
            found.append((Int(offset), Int(count)))
        }
        sections = found
        return true
    }

    /// Whether the checksum in the header is that of the bytes after it.
    func checksumMatches() -> Bool {
        checksum() == word(24)
    }

    /// The checksum of the bytes after it.
    func checksum() -> UInt64 {
        // The check reads every page: each chunk's pages go as soon as they
        // are summed (until a search needs them), so a cache of hundreds of
        // megabytes never stands whole in memory, even for a moment.
        var checksum = CacheChecksum()
        var offset = 32
        while offset < length {
            let chunkStart = offset / Self.checkChunk * Self.checkChunk
            let end = min(length, chunkStart + Self.checkChunk)
            checksum.add(UnsafeRawBufferPointer(start: base + offset, count: end - offset))
            releasePages(from: base + chunkStart, count: end - chunkStart)
            offset = end
        }
        return checksum.value
    }

    /// Reads the sections in order, checking each one's length.
    struct Reader {
        let file: MappedFile
        private var next = 0

        init(_ file: MappedFile) { self.file = file }

        mutating func take<Element>(_ type: Element.Type, count expected: Int? = nil) throws(CacheDamage) -> Buffer<Element> {
            guard next < file.sections.count else { throw CacheDamage() }
            let section = file.sections[next]
            next += 1
            let stride = MemoryLayout<Element>.stride
            guard section.count % stride == 0, expected.map({ $0 * stride == section.count }) ?? true else { throw CacheDamage() }
            return Buffer(owner: file, pointer: file.base + section.offset, count: section.count / stride)
        }

        var isAtEnd: Bool { next == file.sections.count }
    }
}

/// A cache file whose sections do not fit what they hold.
struct CacheDamage: Error {}

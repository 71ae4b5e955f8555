import Foundation

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

    func checkLayout(key: String) -> Bool {
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

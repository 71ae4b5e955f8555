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

import Foundation

/// A cache file written a part at a time, as its parts are built: each
/// part's sections go to the file, and their memory can go, before the
/// next part is built. So an index of gigabytes is never whole in memory
/// while it is built (`ColumnIndex.stream`). The header, whose section
/// table is known only at the end, is written last, then the checksum of
/// the file read back; the temporary file is renamed over the old one
/// only then (`AtomicFile.commit`), so a reader sees a whole file or none.
final class CacheFileStream {
    let path: String
    private let key: [UInt8]
    private let tableSlots: Int
    private let temporary: String
    private let descriptor: Int32
    private var sections: [(offset: Int, count: Int)] = []
    private var end: Int
    /// The first errno a write met; nothing more is written after one.
    private var failure: Int32 = 0
    private var isClosed = false

    /// Opens the temporary file; nil when it cannot be. `tableSlots` is
    /// the most sections it may take.
    init?(path: String, key: String, tableSlots: Int) {
        guard let temporary = try? AtomicFile.openTemporary(for: path) else { return nil }
        self.path = path
        self.key = Array(key.utf8)
        self.tableSlots = tableSlots
        self.temporary = temporary.path
        self.descriptor = temporary.descriptor
        end = CacheFile.headerLength(keyLength: self.key.count, tableSlots: tableSlots)
    }

    deinit { abandon() }

    /// Writes the sections after those written before; false once any
    /// write has failed (the file is then abandoned by `finish`).
    @discardableResult
    func append(_ writer: CacheFile.Writer) -> Bool {
        for section in writer.sections where failure == 0 {
            guard sections.count < tableSlots else {
                failure = E2BIG
                break
            }
            failure = write(section.bytes, at: end)
            sections.append((end, section.bytes.count))
            end = CacheFile.padded(end + section.bytes.count)
        }
        return failure == 0
    }

    /// Writes the header and the checksum and puts the file in place;
    /// false (and nothing left behind) when any step failed.
    func finish() -> Bool {
        guard !isClosed else { return false }
        if failure == 0, ftruncate(descriptor, off_t(end)) != 0 { failure = errno }
        let header = CacheFile.header(key: key, sections: sections, tableSlots: tableSlots, length: end)
        if failure == 0 { failure = header.withUnsafeBytes { write($0, at: 0) } }
        if failure == 0 { failure = writeChecksum() }
        isClosed = true
        defer { close(descriptor) }
        do {
            try AtomicFile.commit(temporary, to: path, failure: failure, durable: false, descriptor: descriptor)
            return true
        } catch {
            return false
        }
    }

    /// Removes the temporary file, if it is still open.
    func abandon() {
        guard !isClosed else { return }
        isClosed = true
        unlink(temporary)
        close(descriptor)
    }

    /// The file summed as a reader sums it, its pages let go as they are read.
    private func writeChecksum() -> Int32 {
        guard let address = mmap(nil, end, PROT_READ, MAP_SHARED, descriptor, 0), address != MAP_FAILED else { return errno }
        var info = stat()
        fstat(descriptor, &info)
        let file = MappedFile(base: UnsafeRawPointer(address), length: end, node: FileNode(info))
        let checksum = file.checksum()
        return withUnsafeBytes(of: checksum.littleEndian) { write($0, at: 24) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int32 {
        var done = 0
        while done < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += count
        }
        return 0
    }
}

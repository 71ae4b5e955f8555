import Foundation

/// What a cache is keyed by: the data file's absolute path, size,
/// modification time, device and inode, and a fingerprint of its content
/// (a checksum of its first and last 64 KiB and of 64 blocks of 4 KiB
/// spread evenly between, read with `pread`, a few milliseconds at any
/// size). Any change to the file that moves its size, time or inode, or
/// touches a sampled block, gives another identity.
public struct FileIdentity: Equatable, Sendable {
    public let path: String
    let size: Int64
    let modified: Int64
    let node: FileNode
    let fingerprint: UInt64

    /// The identity of the regular file at `path` now, or nil.
    public static func of(path: String) -> FileIdentity? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let descriptor = open(absolute, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int64(info.st_size)
        guard let fingerprint = fingerprint(descriptor, size: size) else { return nil }
        return FileIdentity(path: absolute, size: size,
                            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                            node: FileNode(info), fingerprint: fingerprint)
    }

    private static func fingerprint(_ descriptor: Int32, size: Int64) -> UInt64? {
        let edge: Int64 = 64 << 10, block: Int64 = 4 << 10, blocks: Int64 = 64
        var ranges: [(Int64, Int64)]
        if size <= 2 * edge + blocks * block {
            ranges = [(0, size)]
        } else {
            ranges = [(0, edge)]
            let step = (size - 2 * edge) / blocks
            for index in 0..<blocks { ranges.append((edge + index * step, block)) }
            ranges.append((size - edge, edge))
        }
        var checksum = CacheChecksum()
        var buffer = [UInt8](repeating: 0, count: Int(max(edge, block)))
        for (offset, length) in ranges {
            var done: Int64 = 0
            while done < length {
                let chunk = Int(min(length - done, Int64(buffer.count)))
                let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, chunk, off_t(offset + done)) }
                guard read > 0 else { return nil }
                buffer.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[0..<read])) }
                done += Int64(read)
            }
        }
        checksum.add(UInt64(bitPattern: size))
        return checksum.value
    }

    /// The text a cache file stores and compares whole.
    var key: String {
        "path=\(path)\nsize=\(size)\nmtime=\(modified)\ndevice=\(node.device)\ninode=\(node.inode)\nfingerprint=\(String(fingerprint, radix: 16))"
    }
}

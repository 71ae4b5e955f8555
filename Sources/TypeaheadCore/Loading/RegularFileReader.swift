import Foundation

/// Reads a whole regular file, refusing anything else by what it is. The type
/// is checked with `stat` before opening, because opening a FIFO waits for a
/// writer and opening some devices does something; the read is capped,
/// because a file can be endless (a `/proc` file reports size 0).
enum RegularFileReader {
    /// How much a read may take: any file (a form, a draft, a JSON table)
    /// up to 1 GiB, a CSV or TSV table up to 2 GiB.
    struct Limit: Sendable {
        let bytes: Int
        let refusal: String

        static let anyFile = Limit(bytes: 1 << 30, refusal: "is larger than 1 GiB; is this really a data file?")
        /// A national address register of 23.5 million rows is 1.7 GB. A CSV
        /// or TSV table takes no more bytes than its file, well within its
        /// 32-bit offsets.
        static let delimitedTable = Limit(bytes: 2 << 30, refusal: "is larger than 2 GiB, more than a table can hold")
    }

    /// Bytes asked of one `read`: a large file is read in parts, each told
    /// to `progress`.
    private static let readChunkBytes = 64 << 20

    static func read(path: String, limit: Limit = .anyFile, progress: LoadProgress? = nil) throws(LoadError) -> [UInt8] {
        let maximumBytes = limit.bytes, tooLarge = limit.refusal
        let (descriptor, info) = try openRegular(path: path)
        defer { close(descriptor) }
        guard Int(info.st_size) <= maximumBytes else { throw LoadError(path: path, message: tooLarge) }

        // Read straight into the result: its size is known, except for files
        // that report none, for which it grows.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= maximumBytes else { throw LoadError(path: path, message: tooLarge) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(filled, 1 << 16), maximumBytes + 1 - filled)))
            }
            let count = bytes.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress! + filled, min($0.count - filled, readChunkBytes))
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw refusal(path: path, errno: errno)
            }
            filled += count
            progress?.read(.reading, filled, of: Int(info.st_size))
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Opens a regular file for reading, refusing anything else by what it
    /// is; the caller closes the descriptor.
    static func openRegular(path: String) throws(LoadError) -> (descriptor: Int32, info: stat) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw refusal(path: path, errno: errno) }
        try checkIsRegular(info, path: path)
        // Non-blocking in case the file was swapped for a FIFO since `stat`.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw refusal(path: path, errno: errno) }
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw refusal(path: path, errno: code)
        }
        do {
            try checkIsRegular(info, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        return (descriptor, info)
    }

    /// Refuses a path that is not a readable regular file, by what it is,
    /// without opening it.
    static func checkIsRegularFile(path: String) throws(LoadError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw refusal(path: path, errno: errno) }
        try checkIsRegular(info, path: path)
    }

    private static func checkIsRegular(_ info: stat, path: String) throws(LoadError) {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw LoadError(path: path, message: "is a directory, not a file")
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: throw LoadError(path: path, message: "is not a regular file")
        }
        throw LoadError(path: path, message: "is \(kind), not a regular file")
    }

    /// Says why `stat`, `open` or `read` failed, in words.
    static func refusal(path: String, errno code: Int32) -> LoadError {
        let message: String
        switch code {
        case ENOENT:
            var link = stat()
            message = lstat(path, &link) == 0 ? "is a symbolic link to a missing file" : "no such file"
        case ENOTDIR: message = "no such file (a part of the path is not a folder)"
        case EACCES, EPERM: message = "cannot be read (permission denied)"
        case EISDIR: message = "is a directory, not a file"
        case ELOOP: message = "cannot be read (too many symbolic links)"
        case ENAMETOOLONG: message = "the path is too long"
        default: message = "cannot be read (\(String(cString: strerror(code))))"
        }
        return LoadError(path: path, message: message)
    }
}

import Foundation

/// Reads a whole regular file, refusing anything else by what it is. The type
/// is checked with `stat` before opening, because opening a FIFO waits for a
/// writer and opening some devices does something; the read is capped,
/// because a file can be endless (a `/proc` file reports size 0).
public enum RegularFileReader {
    /// How much a read may take: any file (a form, a draft, a JSON table)
    /// up to 1 GiB, a CSV or TSV table up to 2 GiB.
    struct Limit: Sendable {
        let bytes: Int
        /// Why a larger file is refused, in the person's language when asked.
        let refusal: @Sendable () -> String

        // TRANSLATORS: Follows a file's path and a colon: "PATH: is larger than…".
        static let anyFile = Limit(bytes: 1 << 30, refusal: { translated("is larger than 1 GiB; is this really a data file?") })
        /// A national address register of 23.5 million rows is 1.7 GB. A CSV
        /// or TSV table takes no more bytes than its file, well within its
        /// 32-bit offsets.
        static let delimitedTable = Limit(bytes: 2 << 30, refusal: { translated("is larger than 2 GiB, more than a table can hold") })
    }

    /// Bytes asked of one `read`: a large file is read in parts, each told
    /// to `progress`.
    private static let readChunkBytes = 64 << 20

    /// A whole regular file of at most 1 GiB (a workbook, say).
    public static func read(path: String) throws(LoadError) -> [UInt8] {
        try read(path: path, limit: .anyFile)
    }

    static func read(path: String, limit: Limit, progress: LoadProgress? = nil) throws(LoadError) -> [UInt8] {
        let maximumBytes = limit.bytes
        let (descriptor, info) = try openRegular(path: path)
        defer { close(descriptor) }
        guard Int(info.st_size) <= maximumBytes else { throw LoadError(path: path, message: limit.refusal()) }

        // Read straight into the result: its size is known, except for files
        // that report none, for which it grows.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= maximumBytes else { throw LoadError(path: path, message: limit.refusal()) }
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
    public static func openRegular(path: String) throws(LoadError) -> (descriptor: Int32, info: stat) {
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
    public static func checkIsRegularFile(path: String) throws(LoadError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw refusal(path: path, errno: errno) }
        try checkIsRegular(info, path: path)
    }

    private static func checkIsRegular(_ info: stat, path: String) throws(LoadError) {
        let message: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        // TRANSLATORS: Follows a file's path and a colon: "PATH: is a directory, not a file".
        case S_IFDIR: message = translated("is a directory, not a file")
        // TRANSLATORS: A FIFO is a named pipe; the message follows a file's path and a colon.
        case S_IFIFO: message = translated("is a FIFO, not a regular file")
        case S_IFCHR: message = translated("is a character device, not a regular file")
        case S_IFBLK: message = translated("is a block device, not a regular file")
        case S_IFSOCK: message = translated("is a socket, not a regular file")
        default: message = translated("is not a regular file")
        }
        throw LoadError(path: path, message: message)
    }

    /// Says why `stat`, `open` or `read` failed, in words.
    public static func refusal(path: String, errno code: Int32) -> LoadError {
        let message: String
        switch code {
        case ENOENT:
            var link = stat()
            // TRANSLATORS: These messages follow a file's path and a colon: "PATH: no such file".
            message = lstat(path, &link) == 0 ? translated("is a symbolic link to a missing file") : translated("no such file")
        case ENOTDIR: message = translated("no such file (a part of the path is not a folder)")
        case EACCES, EPERM: message = translated("cannot be read (permission denied)")
        case EISDIR: message = translated("is a directory, not a file")
        case ELOOP: message = translated("cannot be read (too many symbolic links)")
        case ENAMETOOLONG: message = translated("the path is too long")
        // TRANSLATORS: %1$s is the system's description of the error (strerror), such as "Input/output error".
        default: message = translated("cannot be read (%1$s)", String(cString: strerror(code)))
        }
        return LoadError(path: path, message: message)
    }
}

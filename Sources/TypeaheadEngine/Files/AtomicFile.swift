import Foundation
import Synchronization

/// Replaces a small file whole: written to a temporary file beside it,
/// fsynced, renamed over it, and the folder fsynced, so a crash at any
/// moment leaves either the old file or the new one.
public enum AtomicFile {
    /// Marks a temporary file: `NAME.tmp-PID-N`.
    static let temporaryMarker = ".tmp-"
    /// N: each write's own, so two writes of one file in one process never
    /// empty each other's (a streamed index is open for minutes).
    private static let writes = Atomic<Int>(0)

    public static func write(_ text: String, to path: String) throws(SaveError) {
        let bytes = Array(text.utf8)
        try write(to: path) { descriptor in
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
            return written < 0 ? errno : written != bytes.count ? ENOSPC : 0
        }
    }

    /// Replaces a file with what `body` writes to the descriptor it is
    /// given; `body` returns 0, or the errno that failed it. A file that
    /// need not outlive a crash (`durable` false: a cache, whose checksum
    /// finds a torn one) is renamed without waiting for the disk.
    public static func write(to path: String, durable: Bool = true, _ body: (Int32) -> Int32) throws(SaveError) {
        let temporary = try openTemporary(for: path)
        defer { close(temporary.descriptor) }
        try commit(temporary.path, to: path, failure: body(temporary.descriptor), durable: durable,
                   descriptor: temporary.descriptor)
    }

    /// The temporary file a write of `path` goes to, opened for reading and
    /// writing, emptied and locked: for a writer that builds the file over
    /// time (`CacheFileStream`) and then calls `commit`.
    static func openTemporary(for path: String) throws(SaveError) -> (path: String, descriptor: Int32) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try StateFolder.create(folder)
        // Named per process and write, so two windows on one form never
        // share it, and locked while written, so a cleaner in another
        // process leaves it alone.
        let write = writes.add(1, ordering: .relaxed).newValue
        let temporary = path + temporaryMarker + "\(getpid())-\(write)"
        return (temporary, try openLocked(temporary, reportingAs: path))
    }

    /// Renames the temporary file over `path` unless the write failed
    /// (`failure` is its errno, else 0); a failed write leaves nothing
    /// behind. The caller closes the descriptor.
    static func commit(_ temporary: String, to path: String, failure written: Int32, durable: Bool,
                       descriptor: Int32) throws(SaveError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let failure = written != 0 ? written : durable && fsync(descriptor) != 0 ? errno : 0
        guard failure == 0, rename(temporary, path) == 0 else {
            let code = failure != 0 ? failure : errno
            unlink(temporary)
            throw SaveError(path: path, errno: code)
        }
        guard durable else { return }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Opens the temporary file emptied and locked; again if a cleaner
    /// removed a stale one of the same name between the open and the lock.
    private static func openLocked(_ temporary: String, reportingAs path: String) throws(SaveError) -> Int32 {
        while true {
            let descriptor = open(temporary, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard descriptor >= 0 else { throw SaveError(path: path, errno: errno) }
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
            if FileLock.isStillAt(temporary, descriptor) { return descriptor }
            close(descriptor)
        }
    }

    public static func remove(_ path: String) throws(SaveError) {
        if unlink(path) != 0, errno != ENOENT { throw SaveError(path: path, errno: errno) }
    }

    /// Deletes the temporary files a crashed writer left in `folder` for
    /// files whose names start with `prefix`: only those nobody is writing
    /// (their lock is free) and that are old enough not to be a write just
    /// starting (between its `open` and its `flock`).
    public static func removeStaleTemporaries(in folder: String, startingWith prefix: String, olderThan age: TimeInterval = 30) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let now = Date().timeIntervalSince1970
        for name in names where name.hasPrefix(prefix) && name.contains(temporaryMarker) {
            let path = folder + "/" + name
            guard let lock = try? FileLock.tryAcquire(path, creating: false) else { continue }
            var status = stat()
            if stat(path, &status) == 0, now - TimeInterval(status.st_mtim.tv_sec) > age {
                lock.release(removingFile: true)
            } else {
                lock.release(removingFile: false)
            }
        }
    }
}

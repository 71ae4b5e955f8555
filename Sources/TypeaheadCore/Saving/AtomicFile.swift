import Foundation

/// Replaces a small file whole: written to a temporary file beside it,
/// fsynced, renamed over it, and the folder fsynced, so a crash at any
/// moment leaves either the old file or the new one.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws(SaveError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SaveError(path: folder, reason: "cannot create the folder")
        }
        // Named per process, so two windows on one form never share it.
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SaveError(path: temporary, errno: errno) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
        guard written == bytes.count, fsync(descriptor) == 0 else {
            let code = written < 0 ? errno : EIO
            close(descriptor)
            throw SaveError(path: temporary, errno: code)
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else { throw SaveError(path: path, errno: errno) }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    static func remove(_ path: String) throws(SaveError) {
        if unlink(path) != 0, errno != ENOENT { throw SaveError(path: path, errno: errno) }
    }
}

import Foundation
import Synchronization

/// An exclusive `flock` on a small file, held until `release` or until this
/// object goes (or the process dies: the kernel drops the lock, so a lock
/// that can be taken belongs to nobody alive).
public final class FileLock: Sendable {
    public let path: String
    private let descriptor: Atomic<Int32>

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = Atomic(descriptor)
    }

    /// Takes the lock at `path`, waiting for it, creating the file if needed.
    public static func acquire(_ path: String) throws(SaveError) -> FileLock {
        try tryAcquire(path, waiting: true)!
    }

    /// Takes the lock at `path`, or nil when another open file holds it, in
    /// this process or another, or when the file is missing and not `creating`.
    public static func tryAcquire(_ path: String, creating: Bool = true, waiting: Bool = false) throws(SaveError) -> FileLock? {
        while true {
            let descriptor = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW | (creating ? O_CREAT : 0), 0o600)
            if descriptor < 0, errno == ENOENT, !creating { return nil }
            guard descriptor >= 0 else { throw SaveError(path: path, errno: errno) }
            var locked = flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB)
            while locked != 0, errno == EINTR { locked = flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) }
            guard locked == 0 else {
                let code = errno
                close(descriptor)
                if code == EWOULDBLOCK { return nil }
                throw SaveError(path: path, errno: code)
            }
            // The last holder may have removed the file between our open and
            // our lock: then this lock guards nothing, so open the path again.
            if isStillAt(path, descriptor) { return FileLock(path: path, descriptor: descriptor) }
            close(descriptor)
        }
    }

    /// Lets the lock go; `removingFile` first deletes the file, which is safe
    /// while held because anyone who opened it checks it is still there.
    public func release(removingFile: Bool) {
        if removingFile, descriptor.load(ordering: .acquiring) >= 0 { unlink(path) }
        let old = descriptor.exchange(-1, ordering: .acquiringAndReleasing)
        if old >= 0 { close(old) }
    }

    deinit {
        let old = descriptor.load(ordering: .acquiring)
        if old >= 0 { close(old) }
    }

    /// Whether `path` still names the file open as `descriptor`.
    static func isStillAt(_ path: String, _ descriptor: Int32) -> Bool {
        FileNode.of(descriptor: descriptor)?.isNamed(by: path) ?? false
    }
}

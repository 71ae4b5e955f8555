import Foundation

/// The right to send one journal's lines, held by one process at a time:
/// an exclusive `flock` on `JOURNAL.sending`, released when the process ends.
final class OutboxSenderLock: @unchecked Sendable {
    private let path: String
    private var descriptor: Int32 = -1

    init(journal: String) {
        path = journal + ".sending"
    }

    /// Takes the lock if free; true while it is held.
    func acquire() -> Bool {
        if descriptor >= 0 { return true }
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard opened >= 0 else { return false }
        guard flock(opened, LOCK_EX | LOCK_NB) == 0 else {
            close(opened)
            return false
        }
        descriptor = opened
        return true
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}

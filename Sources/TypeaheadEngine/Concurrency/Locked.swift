import Foundation

/// A value that threads share, behind a pthread mutex. Not the standard
/// library's `Synchronization.Mutex`: ThreadSanitizer sees pthread's
/// locking (it intercepts it) but not Mutex's futex, and reported every
/// access made under a Mutex as a race. A program counting to 400,000 on
/// four threads under each shows it: exact either way, a report for every
/// run with Mutex, none with pthread (docs/ARCHITECTURE.md, "Hardening").
public final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, no other thread in between.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// The range checks a cache's arrays pass before the searches trust them,
/// run on every core: at millions of rows they read gigabytes, and the
/// first suggestions wait for them.
enum ParallelBoundsCheck {
    /// Throws unless `isSound` holds for every part of `0..<count`. The
    /// parts are checked concurrently; once one fails, the rest are skipped.
    static func require(count: Int, _ isSound: @Sendable (Range<Int>) -> Bool) throws(CacheDamage) {
        guard count > 0 else { return }
        // Parts of a million entries: enough to keep both cores busy, few
        // enough that handing them out costs nothing.
        let parts = max(1, min(count / (1 << 20), 256))
        let failed = Locked(false)
        BackgroundWork.concurrentPerform(iterations: parts) { part in
            guard !failed.withLock({ $0 }) else { return }
            let range = (count * part / parts)..<(count * (part + 1) / parts)
            if !isSound(range) { failed.withLock { $0 = true } }
        }
        if failed.withLock({ $0 }) { throw CacheDamage() }
    }

    /// Throws unless each of `offsets` is greater than the one before it:
    /// the starts of rows or values, each at least a byte long.
    static func requireAscending(_ offsets: Buffer<UInt32>) throws(CacheDamage) {
        try require(count: max(offsets.count - 1, 0)) { pairs in
            offsets.withUnsafeBufferPointer { offsets in
                for index in pairs where offsets[index + 1] <= offsets[index] { return false }
                return true
            }
        }
    }
}

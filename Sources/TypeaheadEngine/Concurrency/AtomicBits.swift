import Synchronization

/// A fixed set of small integers that threads add to concurrently.
final class AtomicBits: @unchecked Sendable {
    private let words: UnsafeMutablePointer<Atomic<UInt64>>
    private let wordCount: Int

    init(count: Int) {
        wordCount = max(1, (count + 63) / 64)
        words = .allocate(capacity: wordCount)
        for word in 0..<wordCount { (words + word).initialize(to: Atomic(0)) }
    }

    deinit {
        words.deinitialize(count: wordCount)
        words.deallocate()
    }

    func contains(_ bit: Int) -> Bool {
        words[bit >> 6].load(ordering: .acquiring) & (1 << UInt64(bit & 63)) != 0
    }

    func insert(_ bit: Int) {
        words[bit >> 6].bitwiseOr(1 << UInt64(bit & 63), ordering: .releasing)
    }
}

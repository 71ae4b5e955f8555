import Synchronization

/// A mapped table's value bytes, checked a block at a time the first time a
/// value in the block is read. Summing a register's 1.8 GB before the first
/// answer took most of a cached launch; this way the first answer checks
/// the few blocks its values sit in, and the whole file is summed behind the
/// searches (`markAllSound` when it matches, `reportDamage` when not).
///
/// Each block's checksum is stored beside the table (`sums(of:)`, written
/// with it). A block that does not match is never read: its values read as
/// empty, its rows are not offered, matched or found by key
/// (`DataTable.isReadable(row:)`, `DataSource.isReadable`), and the
/// handlers given to `whenDamaged` run once (the cache file goes, the table
/// is read again from its data file).
final class BlockCheckedBytes: Sendable {
    /// Large enough that the sums weigh little (1/8192 of the table), small
    /// enough that checking one costs microseconds.
    static let blockSize = 64 << 10

    private let bytes: Buffer<UInt8>
    private let sums: Buffer<UInt64>
    private let soundBlocks: AtomicBits
    private let damagedBlocks: AtomicBits
    /// Set once the whole file is known sound: reads then check nothing.
    private let allSound = Atomic<Bool>(false)
    private let damage = Locked<(found: Bool, handlers: [@Sendable () -> Void])>((false, []))

    /// Nil when `sums` does not hold one checksum per block of `bytes`.
    init?(bytes: Buffer<UInt8>, sums: Buffer<UInt64>) {
        guard sums.count == Self.blockCount(of: bytes.count) else { return nil }
        self.bytes = bytes
        self.sums = sums
        soundBlocks = AtomicBits(count: sums.count)
        damagedBlocks = AtomicBits(count: sums.count)
    }

    static func blockCount(of byteCount: Int) -> Int {
        (byteCount + blockSize - 1) / blockSize
    }

    /// Each block's checksum, to be stored with the bytes.
    static func sums(of bytes: UnsafeRawBufferPointer) -> [UInt64] {
        (0..<blockCount(of: bytes.count)).map { block in
            CacheChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[blockRange(block, of: bytes.count)]))
        }
    }

    private static func blockRange(_ block: Int, of byteCount: Int) -> Range<Int> {
        (block * blockSize)..<min((block + 1) * blockSize, byteCount)
    }

    /// Whether every block holding `range` (a non-empty range of the bytes)
    /// matches its checksum; blocks not checked yet are checked now.
    @inline(__always)
    func isSound(_ range: Range<Int>) -> Bool {
        if allSound.load(ordering: .acquiring) || range.isEmpty { return true }
        return checkBlocks(range)
    }

    private func checkBlocks(_ range: Range<Int>) -> Bool {
        let last = (range.upperBound - 1) / Self.blockSize
        for block in (range.lowerBound / Self.blockSize)...last where !soundBlocks.contains(block) {
            if damagedBlocks.contains(block) {
                // Told before it returns, so a reader that saw the bit sees
                // `isDamaged` too (the finder may still be about to tell it).
                reportDamage()
                return false
            }
            let sum = CacheChecksum.of(UnsafeRawBufferPointer(rebasing: bytes.rawBytes[Self.blockRange(block, of: bytes.count)]))
            guard sum == sums[block] else {
                reportDamage()
                damagedBlocks.insert(block)
                return false
            }
            soundBlocks.insert(block)
        }
        return true
    }

    /// The whole file matched its checksum: every block is sound, and no
    /// damage is to be told (the handlers, holding the cache, go).
    func markAllSound() {
        allSound.store(true, ordering: .releasing)
        damage.withLock { $0.handlers = [] }
    }

    /// Whether a block was found damaged, or the whole file was.
    var isDamaged: Bool { damage.withLock { $0.found } }

    /// Runs `handler` once damage is found (at once if it was already).
    func whenDamaged(_ handler: @escaping @Sendable () -> Void) {
        let found = damage.withLock { state in
            // Once the whole file matched, nothing will be told.
            if !state.found, !allSound.load(ordering: .acquiring) { state.handlers.append(handler) }
            return state.found
        }
        if found { handler() }
    }

    /// Damage was found (in a block, or by the whole file's sum): the
    /// handlers run, once, in the order given.
    func reportDamage() {
        let handlers = damage.withLock { state -> [@Sendable () -> Void] in
            guard !state.found else { return [] }
            state.found = true
            defer { state.handlers = [] }
            return state.handlers
        }
        for handler in handlers { handler() }
    }
}

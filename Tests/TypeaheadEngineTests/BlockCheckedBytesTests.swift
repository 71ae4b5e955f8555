import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// A mapped table's value bytes are checked a block at a time as they are
/// first read: a damaged block is never read, and damage is told once.
@Suite("Block-checked bytes", .timeLimit(minutes: 5), .hangWatchdog)
struct BlockCheckedBytesTests {
    let blockSize = BlockCheckedBytes.blockSize
    /// Four blocks and a part: the last block is short.
    var whole: [UInt8] { (0..<(4 * blockSize + 1_000)).map { UInt8(truncatingIfNeeded: $0 * 31 + $0 / 7) } }

    func checked(_ bytes: [UInt8], sumsOf original: [UInt8]) -> BlockCheckedBytes? {
        let sums = original.withUnsafeBytes { BlockCheckedBytes.sums(of: $0) }
        return BlockCheckedBytes(bytes: Buffer(bytes), sums: Buffer(sums))
    }

    @Test func wholeBlocksAreSoundAndADamagedOneIsNot() throws {
        var damaged = whole
        damaged[2 * blockSize + 5] ^= 0x01
        let blocks = try #require(checked(damaged, sumsOf: whole))
        let told = Locked(0)
        blocks.whenDamaged { told.withLock { $0 += 1 } }
        #expect(blocks.isSound(0..<10))
        #expect(blocks.isSound((blockSize - 3)..<(blockSize + 3))) // across two sound blocks
        #expect(blocks.isSound((4 * blockSize)..<(4 * blockSize + 1_000))) // the short last one
        #expect(!blocks.isDamaged && told.withLock { $0 } == 0)
        #expect(!blocks.isSound((2 * blockSize - 1)..<(2 * blockSize + 1))) // reaches into the damaged block
        #expect(!blocks.isSound((3 * blockSize - 1)..<(3 * blockSize)))
        #expect(blocks.isSound((3 * blockSize)..<(3 * blockSize + 1)))
        #expect(blocks.isDamaged && told.withLock { $0 } == 1) // told once, however often it is read
        let late = Locked(false)
        blocks.whenDamaged { late.withLock { $0 = true } }
        #expect(late.withLock { $0 }) // a handler given after damage was found runs at once
    }

    @Test func damageFoundByTheWholeSumIsToldOnceAndReadsStillCheckTheirBlocks() throws {
        var damaged = whole
        damaged[blockSize + 1] ^= 0x80
        let blocks = try #require(checked(damaged, sumsOf: whole))
        let told = Locked(0)
        blocks.whenDamaged { told.withLock { $0 += 1 } }
        blocks.reportDamage() // the file's whole sum did not match
        #expect(!blocks.isSound(blockSize..<(blockSize + 2)))
        #expect(blocks.isSound(0..<2))
        #expect(told.withLock { $0 } == 1)
    }

    @Test func theSumsMustBeOnePerBlock() {
        let sums = whole.withUnsafeBytes { BlockCheckedBytes.sums(of: $0) }
        #expect(sums.count == 5)
        #expect(BlockCheckedBytes(bytes: Buffer(whole), sums: Buffer(Array(sums.dropLast()))) == nil)
        #expect(BlockCheckedBytes(bytes: Buffer(whole), sums: Buffer(sums)) != nil)
    }
}

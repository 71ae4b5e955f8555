import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// What an index read back from a cache file checks before the searches
/// use it: the bounds its reads trust, on every core. What only makes
/// answers wrong (orders that are not each other's inverse, a damaged
/// range-minimum node) is left to the checksum behind the searches.
@Suite("Cache bounds checks", .timeLimit(minutes: 5), .hangWatchdog)
struct CacheBoundsCheckTests {
    /// `sections` written as a cache file, mapped back without its checksum
    /// summed, as a launch maps an index.
    func mapped(_ sections: (inout CacheFile.Writer) -> Void) throws -> MappedFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bounds-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var writer = CacheFile.Writer()
        sections(&writer)
        #expect(CacheFile.write(to: path, key: "bounds", sections: writer.sections))
        return try #require(CacheFile.map(path, key: "bounds", summing: false))
    }

    func foldedColumn(starts: [Int32], text: String, recordOfRank: [Int32], rankOfRecord: [Int32],
                      spelledOut: (records: [Int32], ranks: [Int32]) = ([], [])) throws -> FoldedColumn? {
        let file = try mapped { writer in
            writer.add(Buffer(starts))
            writer.add(Buffer(Array(text.utf8)))
            writer.add(Buffer(recordOfRank))
            writer.add(Buffer(rankOfRecord))
            writer.add(Buffer(spelledOut.records))
            writer.add(Buffer(spelledOut.ranks))
        }
        var reader = MappedFile.Reader(file)
        return try? FoldedColumn(reading: &reader, count: rankOfRecord.count)
    }

    @Test func everyEntryIsCheckedOnceAndOneFailingPartFailsTheWhole() throws {
        let count = 5_000_123
        let seen = Locked([Range<Int>]())
        try ParallelBoundsCheck.require(count: count) { part in
            seen.withLock { $0.append(part) }
            return true
        }
        let parts = seen.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(parts.count > 1) // split, so both cores can take a part
        #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == count)
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })

        #expect(throws: CacheDamage.self) {
            try ParallelBoundsCheck.require(count: count) { !$0.contains(count - 1) }
        }
        try ParallelBoundsCheck.require(count: 0) { _ in Issue.record("nothing to check"); return false }
    }

    /// Row and value starts (a table's) must each be past the one before,
    /// wherever two meet: inside a part of the check or across two parts.
    @Test func startsThatDoNotAscendAreRefusedWhereverTheyMeet() throws {
        let count = 3_000_001
        let ascending = (0..<UInt32(count)).map { $0 * 2 }
        try ParallelBoundsCheck.requireAscending(Buffer(ascending))
        try ParallelBoundsCheck.requireAscending(Buffer([UInt32(0)]))
        try ParallelBoundsCheck.requireAscending(Buffer([UInt32]()))
        let partEdge = (count - 1) / max(1, (count - 1) / (1 << 20))
        for index in [1, partEdge / 2, partEdge, partEdge + 1, count - 1] {
            var damaged = ascending
            damaged[index] = damaged[index - 1] // equal to the one before
            #expect(throws: CacheDamage.self, "at \(index)") { try ParallelBoundsCheck.requireAscending(Buffer(damaged)) }
        }
    }

    @Test func aColumnWithinItsBoundsOpensEvenIfItsOrdersDoNotInvert() throws {
        let sound = try foldedColumn(starts: [0, 1, 2, 3], text: "abc", recordOfRank: [2, 0, 1], rankOfRecord: [1, 2, 0])
        #expect(sound?.recordOfRank.map { $0 } == [2, 0, 1])
        // Wrong answers, not unsafe reads: the checksum behind the searches finds them.
        #expect(try foldedColumn(starts: [0, 1, 2, 3], text: "abc", recordOfRank: [0, 0, 1], rankOfRecord: [2, 2, 2]) != nil)
    }

    @Test func aColumnPastItsBoundsIsRefused() throws {
        let orders: [Int32] = [0, 1, 2]
        #expect(try foldedColumn(starts: [0, 1, 2, 3], text: "abc", recordOfRank: [0, 3, 1], rankOfRecord: orders) == nil)
        #expect(try foldedColumn(starts: [0, 1, 2, 3], text: "abc", recordOfRank: orders, rankOfRecord: [0, -1, 2]) == nil)
        #expect(try foldedColumn(starts: [0, 2, 1, 3], text: "abc", recordOfRank: orders, rankOfRecord: orders) == nil)
        #expect(try foldedColumn(starts: [0, 1, 2, 4], text: "abc", recordOfRank: orders, rankOfRecord: orders) == nil)
    }

    /// Two records, the second with a spelled-out spelling at rank 2.
    @Test func aSpelledOutSpellingPastItsBoundsIsRefused() throws {
        func column(recordOfRank: [Int32] = [0, 1, 1], rankOfRecord: [Int32] = [0, 1],
                    spelledOut: (records: [Int32], ranks: [Int32]) = ([1], [2])) throws -> FoldedColumn? {
            try foldedColumn(starts: [0, 1, 2, 4], text: "auue", recordOfRank: recordOfRank, rankOfRecord: rankOfRecord,
                             spelledOut: spelledOut)
        }
        let sound = try column()
        #expect(sound?.rankCount == 3 && sound?.recordCount == 2 && sound?.spelledOutRank(of: 1) == 2)
        #expect(sound?.spelledOutRank(of: 0) == nil)
        #expect(try column(recordOfRank: [0, 1, 2]) == nil)
        #expect(try column(rankOfRecord: [0, 3]) == nil)
        #expect(try column(spelledOut: ([2], [2])) == nil)
        #expect(try column(spelledOut: ([1], [3])) == nil)
        #expect(try column(spelledOut: ([1], [])) == nil)
        // Fewer ranks than records.
        #expect(try foldedColumn(starts: [0, 1], text: "a", recordOfRank: [0], rankOfRecord: [0, 0]) == nil)
    }

    @Test func aDamagedRangeMinimumTreeStillAnswersAPositionInItsRange() throws {
        let values: [Int32] = [7, 3, 9, 1, 4, 8]
        let file = try mapped { writer in
            writer.add(Buffer(values))
            // Node positions past the values, negative, and far off.
            writer.add(Buffer<Int32>([-1, 6, Int32.max, Int32.min, 12, 5, 0, 2, 99, -7, 3, 1]))
        }
        var reader = MappedFile.Reader(file)
        let mappedValues = try reader.take(Int32.self)
        let tree = try RangeMinimumTree(values: mappedValues, reading: &reader)
        for low in 0..<values.count {
            for high in (low + 1)...values.count {
                #expect((0..<values.count).contains(tree.positionOfMinimum(in: low..<high)))
            }
        }
    }

    @Test func aWholeRangeMinimumTreeReadBackFindsEachMinimum() throws {
        let values: [Int32] = [7, 3, 9, 1, 4, 8, 2]
        let built = RangeMinimumTree(values: Buffer(values))
        let file = try mapped { writer in
            writer.add(Buffer(values))
            built.write(to: &writer)
        }
        var reader = MappedFile.Reader(file)
        let tree = try RangeMinimumTree(values: try reader.take(Int32.self), reading: &reader)
        for low in 0..<values.count {
            for high in (low + 1)...values.count {
                let found = tree.positionOfMinimum(in: low..<high)
                #expect(values[found] == values[low..<high].min())
            }
        }
    }
}

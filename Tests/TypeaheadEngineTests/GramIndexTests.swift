import PropertyBased
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// The gram index counts a small column in tables sized to it and a large
/// one over the whole code space; both give the same lists.
@Suite("Gram index", .timeLimit(minutes: 5), .hangWatchdog)
struct GramIndexTests {
    static let value = Gen<Character?>.element(of: Array("abcé ßxyzø-1")).map { $0! }.string(of: 0...12)
    static let values = value.array(of: 1...60)

    @Test func tablesSizedToTheColumnGiveTheListsOfTheWholeCodeSpace() async {
        await propertyCheck(count: 200, input: Self.values) { values in
            let column = FoldedColumn(values: values, weights: values.map { _ in 1 })
            let hashed = GramIndex(column: column, slots: HashedGramSlots(maximumGrams: 2 * column.bytes.count + 2))
            let direct = GramIndex(column: column, slots: DirectGramSlots(capacity: 1 << 25))
            var needles = Set<[UInt8]>()
            column.bytes.withUnsafeBufferPointer { bytes in
                for length in 2...4 where bytes.count >= length {
                    for start in stride(from: 0, through: bytes.count - length, by: 3) { needles.insert(Array(bytes[start..<start + length])) }
                }
            }
            needles.insert(Array("zz".utf8))
            for needle in needles {
                #expect(Array(hashed.candidates(for: needle)) == Array(direct.candidates(for: needle)), "\(values), \(needle)")
            }
        }
    }

    @Test func aSmallColumnIsCountedInTablesSizedToIt() {
        let slots = HashedGramSlots(maximumGrams: 10)
        #expect(slots.capacity == 10)
        #expect(slots.slot(for: 0) == 0) // a code of zero is a gram like another
        #expect(slots.slot(for: 1 << 24 | 0x616263) == 1)
        #expect(slots.slot(for: 0) == 0)
    }
    /// A mapped index is searched before its checksum is checked, so a
    /// damaged list must decode to something harmless: it ends at its end
    /// (a varint cut off there gives the bits it has), a delta that
    /// overflows wraps instead of trapping, and no rank outside the column
    /// comes out.
    @Test func aDamagedListDecodesWithoutLeavingItOrTheColumn() {
        func ranks(_ bytes: [UInt8], limit: Int32, end: Int? = nil) -> [Int32] {
            let postings = Buffer(bytes + [0x01]) // a byte past the list that must not be read
            return Array(GramIndex.Ranks(postings: postings, at: 0, end: end ?? bytes.count, count: 9, rankLimit: limit))
        }
        #expect(ranks([0x01, 0x02, 0x03], limit: 10) == [0, 2, 5]) // as written: distances from -1
        #expect(ranks([0x01, 0x81], limit: 10) == [0, 1]) // cut off at the list's end
        #expect(ranks([0x01, 0x81, 0x81], limit: 10, end: 2) == [0, 1])
        #expect(ranks([0x02, 0x0A, 0x01], limit: 5) == [1]) // ranks 11 and 12 are past the column
        // A delta of 2^32 - 1 wraps to -1: the ranks go back, and on.
        #expect(ranks([0x03, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x04], limit: 10) == [2, 1, 5])
        #expect(ranks([0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F], limit: 10) == [0]) // below zero: left out
        #expect(ranks([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], limit: 10).allSatisfy { (0..<10).contains($0) })
    }
}

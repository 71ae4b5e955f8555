import PropertyBased
import Testing
@testable import TypeaheadCore

/// The gram index counts a small column in tables sized to it and a large
/// one over the whole code space; both give the same lists.
@Suite("Gram index", .timeLimit(.minutes(2)), .hangWatchdog)
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
}

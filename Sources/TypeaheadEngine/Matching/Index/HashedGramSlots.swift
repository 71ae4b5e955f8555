import Foundation

/// A small column's grams: each code gets the next free slot as it is first
/// met (open addressing over a table twice the size of the most grams the
/// column can hold), so the working tables are sized to the column, not to
/// the 2^25 codes: a column of a few hundred values no longer allocates
/// three tables of 128 MiB, which AddressSanitizer fills and keeps.
final class HashedGramSlots: GramSlots {
    let capacity: Int
    /// Code + 1 at each place (0: free), and the slot given to it.
    private let keys: UnsafeMutablePointer<UInt32>
    private let slots: UnsafeMutablePointer<Int32>
    private let mask: Int
    private var given = 0

    /// `maximumGrams`: at most this many distinct grams will be asked for.
    init(maximumGrams: Int) {
        capacity = maximumGrams
        var size = 16
        while size < 2 * maximumGrams { size <<= 1 }
        mask = size - 1
        guard let keys = calloc(size, MemoryLayout<UInt32>.stride)?.assumingMemoryBound(to: UInt32.self),
              let slots = calloc(size, MemoryLayout<Int32>.stride)?.assumingMemoryBound(to: Int32.self) else {
            fatalError("out of memory for a gram index")
        }
        self.keys = keys
        self.slots = slots
    }

    deinit {
        free(keys)
        free(slots)
    }

    func slot(for code: UInt32) -> Int {
        var at = Int(truncatingIfNeeded: (code &* 0x9E37_79B1) >> 7) & mask
        while true {
            let key = keys[at]
            if key == code &+ 1 { return Int(slots[at]) }
            if key == 0 {
                precondition(given < capacity, "more grams than the column can hold")
                keys[at] = code &+ 1
                slots[at] = Int32(given)
                given += 1
                return given - 1
            }
            at = (at + 1) & mask
        }
    }
}

/// A large column's grams: each code is its own slot, over the whole code
/// space (tables the system hands out as zero pages, which only become
/// memory where a gram occurs). Nothing is faster per gram.
struct DirectGramSlots: GramSlots {
    let capacity: Int

    @inline(__always)
    func slot(for code: UInt32) -> Int { Int(code) }
}

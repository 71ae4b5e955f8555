/// Where `GramIndex`'s build counts a gram: a slot in its working tables.
protocol GramSlots {
    /// How many slots the working tables need.
    var capacity: Int { get }
    /// The gram's slot, the same each time it is asked for.
    func slot(for code: UInt32) -> Int
}

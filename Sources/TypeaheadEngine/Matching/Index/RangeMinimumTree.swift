/// Answers "which position holds the smallest value in this range?" in
/// O(log n): a bottom-up segment tree over positions. With ranks as values,
/// the smallest is the best result in a range of sorted index entries.
struct RangeMinimumTree: Sendable {
    private let values: Buffer<Int32>
    /// Node `i` holds the position of the smallest value below it; leaves
    /// start at `values.count`.
    private let nodes: Buffer<Int32>

    init(values: Buffer<Int32>, reading reader: inout MappedFile.Reader) throws(CacheDamage) {
        self.values = values
        // Not range-checked here (a third of the index's checks at millions
        // of rows): the query clamps each node it reads, and the checksum
        // behind the searches finds a damaged tree.
        nodes = try reader.take(Int32.self, count: 2 * max(values.count, 1))
    }

    func write(to writer: inout CacheFile.Writer) {
        writer.add(nodes)
    }

    init(values: Buffer<Int32>) {
        let count = values.count
        self.values = values
        // Written in place: no array of 2n positions copied alongside.
        nodes = Buffer<Int32>(count: 2 * max(count, 1)) { nodes in
            values.withUnsafeBufferPointer { values in
                for position in 0..<count { nodes[count + position] = Int32(position) }
                if count > 1 {
                    for node in stride(from: count - 1, through: 1, by: -1) {
                        let left = nodes[2 * node], right = nodes[2 * node + 1]
                        nodes[node] = values[Int(right)] < values[Int(left)] ? right : left
                    }
                }
            }
        }
    }

    /// The position of the smallest value in the non-empty `range`.
    func positionOfMinimum(in range: Range<Int>) -> Int {
        precondition(!range.isEmpty)
        let count = values.count
        precondition(range.upperBound <= count)
        // A damaged node still names a position in range (see `init(reading:)`).
        func clamped(_ node: Int32) -> Int { min(Int(UInt32(bitPattern: node)), count - 1) }
        var best = range.lowerBound
        var low = range.lowerBound + count, high = range.upperBound + count
        values.withUnsafeBufferPointer { values in
            nodes.withUnsafeBufferPointer { nodes in
                while low < high {
                    if low & 1 == 1 {
                        let candidate = clamped(nodes[low])
                        if values[candidate] < values[best] { best = candidate }
                        low += 1
                    }
                    if high & 1 == 1 {
                        high -= 1
                        let candidate = clamped(nodes[high])
                        if values[candidate] < values[best] { best = candidate }
                    }
                    low >>= 1
                    high >>= 1
                }
            }
        }
        return best
    }
}

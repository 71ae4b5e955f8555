/// Visits the entries of some ranges of a `SuffixIndex` in ascending rank,
/// one at a time, so a tier reads only as many entries as it needs: a heap
/// of sub-ranges keyed by their best rank, split around each entry taken.
struct RankedWalk {
    private struct Part {
        var rank: Int32
        var position: Int
        var range: Range<Int>
    }

    let index: SuffixIndex
    private var heap: [Part] = []

    init(index: SuffixIndex, ranges: [Range<Int>]) {
        self.index = index
        heap.reserveCapacity(ranges.count + 16)
        for range in ranges where !range.isEmpty { push(range) }
    }

    /// The entries not yet given, as ranges.
    var remainingRanges: [Range<Int>] { heap.map(\.range) }

    /// The rank `next()` will give, without taking it.
    var nextRank: Int32? { heap.first?.rank }

    /// The next entry's position, or nil when every range is exhausted.
    mutating func next() -> Int? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        push(top.range.lowerBound..<top.position)
        push((top.position + 1)..<top.range.upperBound)
        return top.position
    }

    private mutating func push(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let position = index.minimum.positionOfMinimum(in: range)
        heap.append(Part(rank: index.entryRank[position], position: position, range: range))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].rank < heap[parent].rank else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].rank < heap[smallest].rank { smallest = left }
            if right < heap.count, heap[right].rank < heap[smallest].rank { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

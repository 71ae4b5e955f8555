import Foundation
import TypeaheadEngine

extension EntryTable {
    /// Those of `candidates` (row numbers) whose fields hold every word of
    /// `query`, in the same order: first the distinct values that hold each
    /// word, then each row's values looked up in those. A long list is
    /// shared among the cores.
    public func rows(matching query: EntryQuery, among candidates: [Int32]) -> [Int32] {
        rows(holding: query.words.map { values.holding($0) }, among: candidates)
    }

    /// Which distinct values hold `word`; `wider`, when given, the values
    /// holding a part of it, among which to look.
    func values(holding word: [UInt8], among wider: [UInt64]?) -> [UInt64] {
        wider.map { values.holding(word, among: $0) } ?? values.holding(word)
    }

    /// Whether looking at each candidate's own values is quicker than
    /// looking through every distinct value: when few rows are left.
    func looksAtRows(_ candidates: Int) -> Bool {
        candidates * max(columns.count, 1) * 4 < values.count
    }

    /// Those of `candidates` with a value holding each word, looked for in
    /// their own values (for a few candidates).
    func rows(directlyMatching query: EntryQuery, among candidates: [Int32]) -> [Int32] {
        values.bytes.withUnsafeBufferPointer { buffer in
            cells.withUnsafeBufferPointer { cells in
                let words = query.words
                return candidates.filter { row in
                    let start = cellStarts[Int(row)], end = start + Int(cellCounts[Int(row)])
                    return words.allSatisfy { word in
                        word.withUnsafeBufferPointer { word in
                            (start..<end).contains { values.value(cells[$0], holds: word, in: buffer) }
                        }
                    }
                }
            }
        }
    }

    /// Those of `candidates` with a value in each of `holding` (a set of
    /// values per word). A long list is split among the cores, each part
    /// writing its rows into its own stretch of one array, closed up after.
    func rows(holding: [[UInt64]], among candidates: [Int32]) -> [Int32] {
        guard !holding.isEmpty else { return candidates }
        let parts = candidates.count < 50_000 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        let sets = holding.flatMap { $0 }
        var kept = [Int32](unsafeUninitializedCapacity: candidates.count) { kept, keptCount in
            let base = UncheckedPointer(kept.baseAddress)
            let counts = Locked([Int](repeating: 0, count: parts))
            let ranges = (0..<parts).map { (candidates.count * $0 / parts)..<(candidates.count * ($0 + 1) / parts) }
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let range = ranges[part]
                let count = candidates[range].withUnsafeBufferPointer { part in
                    matches(sets, words: holding.count, in: part, into: base.pointer.unsafelyUnwrapped + range.lowerBound)
                }
                counts.withLock { $0[part] = count }
            }
            var end = 0
            for (part, count) in counts.withLock({ $0 }).enumerated() {
                if let base = kept.baseAddress, ranges[part].lowerBound != end {
                    (base + end).update(from: base + ranges[part].lowerBound, count: count)
                }
                end += count
            }
            keptCount = end
        }
        // A few rows kept of many: not the whole list's room held as long as they are shown.
        if kept.count < kept.capacity / 4 { kept = Array(kept) }
        return kept
    }

    /// Writes to `kept` the rows, of `candidates`, with a value in each of
    /// the `words` sets (laid end to end in `sets`); returns how many.
    /// Raw pointers and no arrays in the loop: a million rows each
    /// keystroke leave no room for reference counting.
    private func matches(_ sets: [UInt64], words: Int, in candidates: UnsafeBufferPointer<Int32>,
                         into kept: UnsafeMutablePointer<Int32>) -> Int {
        let stride = sets.count / words
        var count = 0
        sets.withUnsafeBufferPointer { sets in
            cells.withUnsafeBufferPointer { cells in
                cellStarts.withUnsafeBufferPointer { starts in
                    cellCounts.withUnsafeBufferPointer { counts in
                        let setBase = sets.baseAddress!, cellBase = cells.baseAddress!
                        for row in candidates {
                            let rowCells = cellBase + starts[Int(row)]
                            let cellCount = Int(counts[Int(row)])
                            var word = 0
                            var set = setBase
                            while word < words {
                                var index = 0
                                while index < cellCount {
                                    let cell = rowCells[index]
                                    if set[Int(cell >> 6)] & (1 << UInt64(cell & 63)) != 0 { break }
                                    index += 1
                                }
                                if index == cellCount { break }
                                word += 1
                                set += stride
                            }
                            if word == words {
                                kept[count] = row
                                count += 1
                            }
                        }
                    }
                }
            }
        }
        return count
    }
}

/// A pointer handed to the parts of a concurrent loop, each writing only
/// its own stretch.
private struct UncheckedPointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Int32>?
    init(_ pointer: UnsafeMutablePointer<Int32>?) { self.pointer = pointer }
}

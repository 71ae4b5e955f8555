import Foundation

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
    /// values per word).
    func rows(holding: [[UInt64]], among candidates: [Int32]) -> [Int32] {
        guard !holding.isEmpty else { return candidates }
        let parts = candidates.count < 50_000 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        if parts == 1 { return matches(holding, in: candidates[...]) }
        let found = Locked([[Int32]](repeating: [], count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (candidates.count * part / parts)..<(candidates.count * (part + 1) / parts)
            let kept = matches(holding, in: candidates[range])
            found.withLock { $0[part] = kept }
        }
        return found.withLock { $0.flatMap { $0 } }
    }

    /// The rows, of `candidates`, with a value in each of the `holding`
    /// sets. Raw pointers and no arrays in the loop: a million rows each
    /// keystroke leave no room for reference counting.
    private func matches(_ holding: [[UInt64]], in candidates: ArraySlice<Int32>) -> [Int32] {
        let stride = holding[0].count
        let sets = holding.flatMap { $0 }
        var kept: [Int32] = []
        sets.withUnsafeBufferPointer { sets in
            cells.withUnsafeBufferPointer { cells in
                cellStarts.withUnsafeBufferPointer { starts in
                    cellCounts.withUnsafeBufferPointer { counts in
                        let setBase = sets.baseAddress!, cellBase = cells.baseAddress!
                        for row in candidates {
                            let rowCells = cellBase + starts[Int(row)]
                            let count = Int(counts[Int(row)])
                            var everyWord = true
                            var set = setBase
                            for _ in 0..<holding.count {
                                var found = false
                                for index in 0..<count {
                                    let cell = rowCells[index]
                                    if set[Int(cell >> 6)] & (1 << UInt64(cell & 63)) != 0 { found = true; break }
                                }
                                if !found { everyWord = false; break }
                                set += stride
                            }
                            if everyWord { kept.append(row) }
                        }
                    }
                }
            }
        }
        return kept
    }
}

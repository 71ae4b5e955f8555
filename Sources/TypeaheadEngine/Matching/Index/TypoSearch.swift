/// Finds the entries of a `SuffixIndex` whose text begins within the typo
/// budget of a query (the rule of `TierRule.typoMatch`) without reading
/// them one by one: the sorted entries are walked as a trie. Edit-distance
/// rows are shared with the previous entry for the bytes both begin with.
/// Once a row matches, or every cell of it exceeds the budget, the whole
/// subtree under it (every entry sharing those bytes) is decided at once.
enum TypoSearch {
    /// Runs of entries, in index order, that match.
    static func matchingRuns(in index: SuffixIndex, query: [UInt8], maxEdits: Int) -> [Range<Int>] {
        guard query.count >= 2, maxEdits > 0 else { return [] }
        let entries = index.range(startingWith: [query[0]])
        guard !entries.isEmpty else { return [] }
        let rest = Array(query.dropFirst())
        let width = rest.count + 1
        let deepest = rest.count + maxEdits
        let band = Band(width: width, maxEdits: maxEdits)
        // rows[band.offset(d) + i]: edits between rest[..<i] and the text's
        // bytes 1...d, kept only for i within maxEdits + 1 of d.
        var rows = [Int](repeating: band.tooFar, count: (deepest + 1) * band.stored)
        for column in 0..<min(width, maxEdits + 2) { rows[band.offset(0) + column] = min(column, band.tooFar) }
        var runs: [Range<Int>] = []

        rows.withUnsafeMutableBufferPointer { rows in
            rest.withUnsafeBufferPointer { rest in
                index.withView { view in
                    // Rows 0...computed hold the previous entry's text.
                    var computed = 0
                    var entry = entries.lowerBound
                    while entry < entries.upperBound {
                        let text = view.suffix(entry)
                        var depth = entry == entries.lowerBound ? 0 : min(Int(view.lcp[entry]) - 1, computed)
                        let limit = min(text.count - 1, deepest)
                        var decided: (depth: Int, matches: Bool)?
                        while decided == nil, depth < limit {
                            depth += 1
                            let (rowMinimum, last) = band.fill(depth, rows: rows, text: text, rest: rest)
                            if last <= maxEdits {
                                decided = (depth, true)
                            } else if rowMinimum > maxEdits {
                                decided = (depth, false)
                            }
                        }
                        computed = depth
                        guard let decided else {
                            entry += 1
                            continue
                        }
                        let end = view.endOfSubtree(after: entry, sharing: decided.depth + 1)
                        if decided.matches {
                            if let last = runs.last, last.upperBound == entry {
                                runs[runs.count - 1] = last.lowerBound..<end
                            } else {
                                runs.append(entry..<end)
                            }
                        }
                        entry = end
                    }
                }
            }
        }
        return runs
    }

    /// One row of the edit-distance table, computed only within `maxEdits`
    /// of its diagonal: cells further out always exceed the budget, so they
    /// hold `tooFar`, and every cell is capped there.
    private struct Band {
        let width: Int
        let maxEdits: Int
        var tooFar: Int { maxEdits + 1 }
        /// Cells kept per row: the band and one on each side.
        var stored: Int { 2 * maxEdits + 3 }

        /// Where row `depth`'s column 0 would be: its band starts at column
        /// `depth - maxEdits - 1`, so a long query costs no more memory a
        /// row than a short one.
        @inline(__always)
        func offset(_ depth: Int) -> Int { depth * stored - depth + maxEdits + 1 }

        /// Computes row `depth` from the two above it; returns its smallest
        /// cell and its last (the whole query).
        @inline(__always)
        func fill(_ depth: Int, rows: UnsafeMutableBufferPointer<Int>, text: UnsafeBufferPointer<UInt8>,
                  rest: UnsafeBufferPointer<UInt8>) -> (minimum: Int, last: Int) {
            let byte = text[depth]
            let previousByte = text[depth - 1]
            let row = offset(depth), above = offset(depth - 1), twoAbove = offset(depth - 2)
            let low = max(1, depth - maxEdits), high = min(width - 1, depth + maxEdits)
            rows[row + low - 1] = low == 1 ? min(depth, tooFar) : tooFar
            if high + 1 < width { rows[row + high + 1] = tooFar }
            var minimum = rows[row + low - 1]
            var column = low
            while column <= high {
                var value = min(rows[above + column] + 1, rows[row + column - 1] + 1,
                                rows[above + column - 1] + (byte == rest[column - 1] ? 0 : 1))
                if depth > 1, column > 1, byte == rest[column - 2], previousByte == rest[column - 1] {
                    value = min(value, rows[twoAbove + column - 2] + 1)
                }
                value = min(value, tooFar)
                rows[row + column] = value
                minimum = min(minimum, value)
                column += 1
            }
            return (minimum, high == width - 1 ? rows[row + high] : tooFar)
        }
    }
}

/// The fewest edits that turn a query into some prefix of a text: inserted,
/// deleted or substituted bytes, or two neighbours swapped (optimal string
/// alignment, so "zurihc" is one edit from "zurich").
enum PrefixEditDistance {
    /// The closest prefix of `text` within `maxEdits` of `query`: its edit
    /// count and length (the longer of equally close prefixes), or nil.
    ///
    /// Only the band of cells within `maxEdits` of the diagonal is computed:
    /// a cell further out always exceeds the budget. So a row costs
    /// `2 × maxEdits + 1` cells whatever the query's length, and a long
    /// query (a pasted 4,000-byte value) costs time in proportion to it.
    static func closestPrefix(of text: UnsafeBufferPointer<UInt8>, to query: UnsafeBufferPointer<UInt8>,
                              maxEdits: Int) -> (distance: Int, length: Int)? {
        let width = query.count + 1
        let tooFar = maxEdits + 1
        var before = [Int](repeating: tooFar, count: width)
        var previous = (0..<width).map { min($0, tooFar) }
        var current = [Int](repeating: tooFar, count: width)
        var best = (distance: min(query.count, tooFar), length: 0)
        let deepest = min(text.count, query.count + maxEdits)
        var depth = 0
        while depth < deepest {
            depth += 1
            let byte = text[depth - 1]
            let low = max(1, depth - maxEdits), high = min(width - 1, depth + maxEdits)
            if low > high { break }
            current[low - 1] = low == 1 ? min(depth, tooFar) : tooFar
            if high + 1 < width { current[high + 1] = tooFar }
            var rowMinimum = current[low - 1]
            for column in low...high {
                var value = min(previous[column] + 1, current[column - 1] + 1,
                                previous[column - 1] + (byte == query[column - 1] ? 0 : 1))
                if depth > 1, column > 1, byte == query[column - 2], text[depth - 2] == query[column - 1] {
                    value = min(value, before[column - 2] + 1)
                }
                value = min(value, tooFar)
                current[column] = value
                rowMinimum = min(rowMinimum, value)
            }
            let last = high == width - 1 ? current[width - 1] : tooFar
            if last <= best.distance { best = (last, depth) }
            if rowMinimum > maxEdits { break }
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return best.distance <= maxEdits ? best : nil
    }
}

/// The fewest edits that turn a query into some prefix of a text: inserted,
/// deleted or substituted bytes, or two neighbours swapped (optimal string
/// alignment, so "zurihc" is one edit from "zurich").
enum PrefixEditDistance {
    /// The closest prefix of `text` within `maxEdits` of `query`: its edit
    /// count and length (the longer of equally close prefixes), or nil.
    static func closestPrefix(of text: UnsafeBufferPointer<UInt8>, to query: UnsafeBufferPointer<UInt8>,
                              maxEdits: Int) -> (distance: Int, length: Int)? {
        let width = query.count + 1
        var before = [Int](repeating: 0, count: width)
        var previous = Array(0..<width)
        var current = [Int](repeating: 0, count: width)
        var best = (distance: query.count, length: 0)
        let deepest = min(text.count, query.count + maxEdits)
        var depth = 0
        while depth < deepest {
            depth += 1
            let byte = text[depth - 1]
            current[0] = depth
            var rowMinimum = depth
            for column in 1..<width {
                var value = min(previous[column] + 1, current[column - 1] + 1,
                                previous[column - 1] + (byte == query[column - 1] ? 0 : 1))
                if depth > 1, column > 1, byte == query[column - 2], text[depth - 2] == query[column - 1] {
                    value = min(value, before[column - 2] + 1)
                }
                current[column] = value
                rowMinimum = min(rowMinimum, value)
            }
            if current[width - 1] <= best.distance { best = (current[width - 1], depth) }
            if rowMinimum > maxEdits { break }
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return best.distance <= maxEdits ? best : nil
    }
}

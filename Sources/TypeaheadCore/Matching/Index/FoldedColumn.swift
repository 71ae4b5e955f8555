import Dispatch
import Synchronization

/// One column's values, folded (see `TextFolding`) and packed back to back
/// in rank order: higher weight first, then shorter text, then file order.
/// Rank is the order results take within a tier, so every index below
/// stores ranks and the best results are simply the smallest ranks.
struct FoldedColumn: Sendable {
    /// Folded UTF-8 of every value, in rank order.
    let bytes: [UInt8]
    /// Rank `r`'s text is `bytes[starts[r]..<starts[r + 1]]`.
    let starts: [Int32]
    let recordOfRank: [Int32]
    let rankOfRecord: [Int32]

    var count: Int { recordOfRank.count }

    init(values: [String], weights: [Double]) {
        precondition(values.count == weights.count)
        let folded = Self.foldAll(values)
        let order = (0..<values.count).sorted { left, right in
            if weights[left] != weights[right] { return weights[left] > weights[right] }
            if folded[left].count != folded[right].count { return folded[left].count < folded[right].count }
            return left < right
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folded.reduce(0) { $0 + $1.count })
        var starts: [Int32] = [0]
        starts.reserveCapacity(values.count + 1)
        var rankOfRecord = [Int32](repeating: 0, count: values.count)
        for (rank, record) in order.enumerated() {
            bytes.append(contentsOf: folded[record])
            starts.append(Int32(bytes.count))
            rankOfRecord[record] = Int32(rank)
        }
        self.bytes = bytes
        self.starts = starts
        self.recordOfRank = order.map(Int32.init)
        self.rankOfRecord = rankOfRecord
    }

    /// Folding is the slow part of a build (Unicode decomposition), and each
    /// value is independent, so it runs on every core.
    private static func foldAll(_ values: [String]) -> [[UInt8]] {
        let chunks = max(1, min(values.count / 4096, 64))
        let results = Mutex([[[UInt8]]](repeating: [], count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (values.count * chunk / chunks)..<(values.count * (chunk + 1) / chunks)
            let part = values[range].map { Array(TextFolding.fold($0).utf8) }
            results.withLock { $0[chunk] = part }
        }
        return results.withLock { $0.flatMap { $0 } }
    }
}

/// The folded values of one column, packed in one byte buffer, searched by
/// match tier then weight. This first engine scans every value; it is
/// exact and simple, and fast enough for tens of thousands of records.
public final class ColumnIndex: Sendable {
    /// Folded UTF-8 of every record, back to back.
    private let bytes: [UInt8]
    /// Record `i` occupies `bytes[starts[i]..<starts[i + 1]]`.
    private let starts: [Int]
    private let weights: [Double]
    /// Records by whole folded value, so that "is this typed text a value?"
    /// (asked on every keystroke in a strict field) needs no scan.
    private let recordsByValue: [String: [Int]]

    public var count: Int { starts.count - 1 }

    public init(values: [String], weights: [Double]) {
        precondition(values.count == weights.count)
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        var recordsByValue: [String: [Int]] = [:]
        starts.reserveCapacity(values.count + 1)
        for (record, value) in values.enumerated() {
            let folded = TextFolding.fold(value)
            bytes.append(contentsOf: folded.utf8)
            starts.append(bytes.count)
            if !folded.isEmpty { recordsByValue[folded, default: []].append(record) }
        }
        self.bytes = bytes
        self.starts = starts
        self.weights = weights
        self.recordsByValue = recordsByValue
    }

    /// A ranked hit: record number and tier.
    public struct Hit: Equatable, Sendable {
        public var record: Int
        public var tier: MatchTier
    }

    /// The best `limit` records for the folded query `needle` (see
    /// `TextFolding`), ranked by tier, weight, length, then file order.
    /// `accepts` narrows the records considered.
    public func search(folded needle: [UInt8], limit: Int, accepts: ((Int) -> Bool)? = nil) -> [Hit] {
        guard !needle.isEmpty, limit > 0 else { return [] }
        var best = TopHits(limit: limit)
        bytes.withUnsafeBufferPointer { buffer in
            for record in 0..<count {
                let text = UnsafeBufferPointer(rebasing: buffer[starts[record]..<starts[record + 1]])
                guard let tier = Self.tier(of: needle, in: text) else { continue }
                if let accepts, !accepts(record) { continue }
                best.offer(RankedHit(record: record, tier: tier, weight: weights[record], length: text.count))
            }
        }
        return best.sorted().map { Hit(record: $0.record, tier: $0.tier) }
    }

    /// Records whose whole folded value equals the folded `text`.
    public func records(equalTo text: String) -> [Int] {
        recordsByValue[TextFolding.fold(text)] ?? []
    }

    /// Records in descending weight, for an empty query (the list opened by hand).
    public func topRecords(limit: Int, accepts: ((Int) -> Bool)? = nil) -> [Int] {
        var best = TopHits(limit: limit)
        for record in 0..<count where accepts?(record) ?? true {
            best.offer(RankedHit(record: record, tier: .prefix, weight: weights[record], length: starts[record + 1] - starts[record]))
        }
        return best.sorted().map(\.record)
    }

    static func tier(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> MatchTier? {
        guard text.count >= needle.count else { return nil }
        if startsWith(needle, text, at: 0) {
            return text.count == needle.count ? .exact : .prefix
        }
        var substring = false
        var position = 1
        let last = text.count - needle.count
        while position <= last {
            if text[position] == needle[0], startsWith(needle, text, at: position) {
                if isWordStart(text, position) { return .wordPrefix }
                substring = true
            }
            position += 1
        }
        return substring ? .substring : nil
    }

    @inline(__always)
    static func startsWith(_ needle: [UInt8], _ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        for index in 0..<needle.count where text[offset + index] != needle[index] { return false }
        return true
    }

    /// A word starts after a space or punctuation ("Saint-Denis", "St. Louis").
    @inline(__always)
    static func isWordStart(_ text: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
        guard position > 0 else { return true }
        let before = text[position - 1]
        return before < 0x80 && !(before >= 0x30 && before <= 0x39) && !(before >= 0x61 && before <= 0x7A)
    }
}

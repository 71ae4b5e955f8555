/// The tier of one folded text for one folded query, decided by reading the
/// text: the rules every index answer must agree with. Used directly where
/// only a few records are candidates (a narrow filter).
enum TierRule {
    static func tier(of query: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> MatchTier? {
        guard !query.isEmpty else { return nil }
        if let tier = exactTier(of: query, in: text) { return tier }
        return typoMatch(of: query, in: text) != nil ? .typo : nil
    }

    /// Exact, prefix, word prefix or substring: the query's bytes occur.
    static func exactTier(of query: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> MatchTier? {
        bestOccurrence(of: query, in: text)?.tier
    }

    /// The occurrence of the query's bytes that decides the tier: at the
    /// start, else the first at a word start, else the first anywhere.
    static func bestOccurrence(of query: UnsafeBufferPointer<UInt8>,
                               in text: UnsafeBufferPointer<UInt8>) -> (tier: MatchTier, start: Int)? {
        guard text.count >= query.count else { return nil }
        if occurs(query, in: text, at: 0) { return (text.count == query.count ? .exact : .prefix, 0) }
        var first: Int?
        var position = 1
        while position <= text.count - query.count {
            if text[position] == query[0], occurs(query, in: text, at: position) {
                if WordBoundary.isWordStart(text, position) { return (.wordPrefix, position) }
                first = first ?? position
            }
            position += 1
        }
        return first.map { (.substring, $0) }
    }

    /// The first word of `text` that starts with the query's first byte and
    /// continues within the typo budget of the rest of the query: where the
    /// word starts and how many bytes of it match.
    static func typoMatch(of query: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let maxEdits = TypoBudget.maxEdits(forQueryLength: query.count)
        guard maxEdits > 0 else { return nil }
        let rest = UnsafeBufferPointer(rebasing: query[1...])
        for start in text.indices where text[start] == query[0] && WordBoundary.isWordStart(text, start) {
            let after = UnsafeBufferPointer(rebasing: text[(start + 1)...])
            if let match = PrefixEditDistance.closestPrefix(of: after, to: rest, maxEdits: maxEdits) {
                return start..<(start + 1 + match.length)
            }
        }
        return nil
    }

    @inline(__always)
    static func occurs(_ query: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        for index in 0..<query.count where text[offset + index] != query[index] { return false }
        return true
    }
}

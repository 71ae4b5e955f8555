import TypeaheadEngine

/// What the entries search looks for: the words typed, folded as the
/// suggestions fold them, so "sao" finds "São" and "ZURICH" "Zürich". An
/// entry matches when each word is found in one of its fields.
/// `unverifiedOnly` leaves out the entries a second keyer verified.
public struct EntryQuery: Equatable, Sendable {
    let words: [[UInt8]]
    let unverifiedOnly: Bool

    public init(_ text: String, unverifiedOnly: Bool = false) {
        words = TextFolding.fold(text).split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
        self.unverifiedOnly = unverifiedOnly
    }

    public var isEmpty: Bool { words.isEmpty && !unverifiedOnly }

    /// True when every entry this query matches, `other` matches too: each
    /// of `other`'s words is found within one of this query's words. Then
    /// a keystroke only narrows what is shown.
    func narrows(_ other: EntryQuery) -> Bool {
        (unverifiedOnly || !other.unverifiedOnly) && other.words.allSatisfy { word in words.contains { $0.count >= word.count && $0.contains(word) } }
    }
}

extension Array where Element == UInt8 {
    func contains(_ part: [UInt8]) -> Bool {
        part.isEmpty || (0...(count - part.count)).contains { self[$0..<($0 + part.count)].elementsEqual(part) }
    }
}

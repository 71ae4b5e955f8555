/// A text's folded spellings: the usual folding, and, where the spelling
/// rules write letters out, the one with them written out when it has any
/// (`SpelledOutLetters`). A query matches the text as well as it matches
/// its best spelling, so a name typed the German way ranks as if typed the
/// usual way.
public struct FoldedSpellings: Sendable, Equatable {
    let usual: [UInt8]
    let spelledOut: [UInt8]?

    public init(_ text: String, spelling: SpellingRules) {
        usual = Array(TextFolding.fold(text).utf8)
        spelledOut = spelling.writesOutLetters ? TextFolding.spelledOut(text).map { Array($0.utf8) } : nil
    }

    /// The usual spelling first, as the index ranks them.
    var all: [[UInt8]] { [usual] + (spelledOut.map { [$0] } ?? []) }

    /// The best tier of a folded query in any spelling; `typos` false
    /// leaves out the typo tier, which costs the most to read.
    public func tier(of needle: [UInt8], typos: Bool = true) -> MatchTier? {
        all.compactMap { Self.tier(of: needle, in: $0, typos: typos) }.min()
    }

    /// The length of the first spelling the query matches in `tier`: the
    /// one the index ranks the match by.
    func length(matching needle: [UInt8], in tier: MatchTier) -> Int {
        all.first { Self.tier(of: needle, in: $0, typos: tier == .typo) == tier }?.count ?? usual.count
    }

    private static func tier(of needle: [UInt8], in text: [UInt8], typos: Bool) -> MatchTier? {
        text.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { typos ? TierRule.tier(of: $0, in: text) : TierRule.exactTier(of: $0, in: text) }
        }
    }
}

@testable import TypeaheadEngine

/// The ranking rules written the slow, obvious way, straight from the
/// issue's words, for checking the index against: every record is read,
/// every tier is decided from the text, and the typo rule computes the full
/// edit-distance table against every prefix of every word.
enum ReferenceRanking {
    struct Result: Equatable, CustomStringConvertible {
        var record: Int
        var tier: MatchTier
        var description: String { "\(record):\(tier)" }
    }

    /// Where `spelling` writes letters out, a value with such letters is matched in both spellings
    /// (`SpelledOutLetters`): in its best tier, by the first spelling that
    /// gives it, the usual one before the spelled-out one at equal length.
    static func rank(_ query: String, values: [String], weights: [Double], limit: Int,
                     spelling: SpellingRules = .plain, accepts: (Int) -> Bool = { _ in true }) -> [Result] {
        let needle = Array(TextFolding.fold(query).utf8)
        guard !needle.isEmpty else { return [] }
        // Exact matches are ranked with the prefix matches, by weight.
        func group(_ tier: MatchTier) -> Int { tier == .exact ? MatchTier.prefix.rawValue : tier.rawValue }
        var found: [(tier: MatchTier, weight: Double, length: Int, spelledOut: Int, record: Int)] = []
        for (record, value) in values.enumerated() where accepts(record) {
            let spelledOut = spelling.writesOutLetters ? TextFolding.spelledOut(value) : nil
            let spellings = [TextFolding.fold(value)] + (spelledOut.map { [$0] } ?? [])
            let matches = spellings.enumerated().compactMap { spelledOut, text in
                tier(of: needle, in: Array(text.utf8)).map { (tier: $0, length: text.utf8.count, spelledOut: spelledOut) }
            }
            guard let best = matches.map({ group($0.tier) }).min(),
                  let first = matches.filter({ group($0.tier) == best }).min(by: { ($0.length, $0.spelledOut) < ($1.length, $1.spelledOut) })
            else { continue }
            found.append((first.tier, weights[record], first.length, first.spelledOut, record))
        }
        found.sort {
            (group($0.tier), -$0.weight, $0.length, $0.spelledOut, $0.record)
                < (group($1.tier), -$1.weight, $1.length, $1.spelledOut, $1.record)
        }
        return found.prefix(limit).map { Result(record: $0.record, tier: $0.tier) }
    }

    static func tier(of needle: [UInt8], in text: [UInt8]) -> MatchTier? {
        if text == needle { return .exact }
        if text.starts(with: needle) { return .prefix }
        let words = wordStarts(text)
        if words.dropFirst().contains(where: { text[$0...].starts(with: needle) }) { return .wordPrefix }
        if text.indices.contains(where: { text[$0...].starts(with: needle) }) { return .substring }
        let budget = needle.count >= 8 ? 2 : (needle.count >= 4 ? 1 : 0)
        guard budget > 0 else { return nil }
        for start in words where text[start] == needle[0] {
            let word = Array(text[(start + 1)...])
            let rest = Array(needle.dropFirst())
            if (0...word.count).contains(where: { editDistance(rest, Array(word.prefix($0))) <= budget }) { return .typo }
        }
        return nil
    }

    /// A word starts at 0, or at a letter, digit or non-ASCII lead byte
    /// after an ASCII byte that is neither a letter nor a digit.
    static func wordStarts(_ text: [UInt8]) -> [Int] {
        func isAlphanumeric(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) }
        return text.indices.filter { position in
            guard position > 0 else { return true }
            let before = text[position - 1], here = text[position]
            return before < 0x80 && !isAlphanumeric(before) && (isAlphanumeric(here) || here >= 0xC0)
        }
    }

    /// Optimal string alignment distance, the textbook full table.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

/// A query read as a name and the words typed after it that tell its
/// namesakes apart: "hamilton gb" is Hamilton, in GB. The words are matched
/// against the record's other columns, its detail, and what the form looks
/// up from it, folded as values are (case, accents).
struct QualifiedQuery: Sendable {
    /// The name, as typed.
    let name: String
    /// The folded words after it.
    let qualifiers: [[UInt8]]

    /// Each way to read `query` as a name and one or more words after it,
    /// the longest name first ("san jose cr": "san jose" + "cr", then
    /// "san" + "jose cr"); none for a single word.
    static func readings(of query: String) -> [QualifiedQuery] {
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count > 1 else { return [] }
        return (1..<words.count).reversed().map { nameWords in
            QualifiedQuery(name: words[..<nameWords].joined(separator: " "),
                           qualifiers: words[nameWords...].map { Array(TextFolding.fold($0).utf8) })
        }
    }

    /// How every qualifier matches one of `words` (folded), nil when one
    /// matches none of them.
    func match(_ words: [[UInt8]]) -> QualifierMatch? {
        var worst = QualifierMatch.words
        for qualifier in qualifiers {
            if words.contains(where: { $0.starts(with: qualifier) }) { continue }
            guard words.contains(where: { Self.abbreviates(qualifier, $0) }) else { return nil }
            worst = .abbreviation
        }
        return worst
    }

    /// "me" for "maine", "nsw" for "newsouthwales": two to four letters, the
    /// first the word's first, the others in order after it.
    static func abbreviates(_ short: [UInt8], _ word: [UInt8]) -> Bool {
        guard (2...4).contains(short.count), word.count > short.count, word.first == short.first else { return false }
        var next = 1
        for byte in word.dropFirst() where next < short.count && byte == short[next] { next += 1 }
        return next == short.count
    }

    /// The folded words of `texts`, split at anything not a letter or digit.
    static func words(of texts: [String]) -> [[UInt8]] {
        texts.flatMap { text in
            TextFolding.fold(text).unicodeScalars
                .split { !$0.properties.isAlphabetic && !("0"..."9").contains($0) }
                .map { Array(String(String.UnicodeScalarView($0)).utf8) }
        }
    }
}

extension QualifiedQuery {
    /// Where the qualifiers match in `text` (a detail line), as character
    /// ranges to show in bold: the typed part of a word, or the whole word
    /// a qualifier abbreviates.
    func ranges(in text: String) -> [Range<Int>] {
        let folded = FoldedText(text)
        let bytes = folded.bytes
        var ranges: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            guard Self.isWordByte(bytes[start]) else { start += 1; continue }
            var end = start
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            let word = Array(bytes[start..<end])
            if let qualifier = qualifiers.first(where: { word.starts(with: $0) }) {
                ranges.append(folded.originalRange(of: start..<(start + qualifier.count)))
            } else if qualifiers.contains(where: { Self.abbreviates($0, word) }) {
                ranges.append(folded.originalRange(of: start..<end))
            }
            start = end
        }
        return ranges
    }

    /// A byte of a word in folded text: a letter or digit, or any byte of a
    /// letter outside ASCII.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

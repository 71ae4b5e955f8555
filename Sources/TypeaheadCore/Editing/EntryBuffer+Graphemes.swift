import Foundation

/// The caret's stops, as GTK finds them with Pango: between graphemes, so
/// that a letter and its combining accents move and delete as one.
extension EntryBuffer {
    /// The code-point offsets where the caret may stop: 0, each grapheme's
    /// end, and so the text's length last.
    var cursorPositions: [Int] {
        var positions = [0]
        for grapheme in text { positions.append(positions[positions.count - 1] + grapheme.unicodeScalars.count) }
        return positions
    }

    func cursorPosition(before position: Int) -> Int {
        cursorPositions.last { $0 < position } ?? 0
    }

    func cursorPosition(after position: Int) -> Int {
        cursorPositions.first { $0 > position } ?? length
    }

    /// Backspace with nothing selected. After a Latin, Greek, Cyrillic,
    /// kana, Hangul or emoji base the whole grapheme goes; after any other
    /// (Devanagari, Hebrew…) only its last code point, decomposed first:
    /// Pango's `backspace_deletes_character`, which GtkText follows.
    mutating func backspaceOverCluster() {
        let start = cursorPosition(before: cursor)
        guard start < cursor else { return }
        let cluster = String(String.UnicodeScalarView(scalars[start..<cursor]))
        guard let base = cluster.unicodeScalars.first, !Self.backspaceTakesWholeCluster(after: base) else {
            return replace(start..<cursor, with: "")
        }
        let decomposed = cluster.decomposedStringWithCanonicalMapping.unicodeScalars
        replace(start..<cursor, with: String(String.UnicodeScalarView(decomposed.dropLast())))
    }

    /// Pango's script ranges for which a grapheme is deleted as a unit.
    private static func backspaceTakesWholeCluster(after base: Unicode.Scalar) -> Bool {
        switch base.value {
        case 0x0000...0x02AF, 0x1E00...0x1EFF: true // Latin
        case 0x0370...0x03FF, 0x1F00...0x1FFF: true // Greek
        case 0x0400...0x052F: true // Cyrillic
        case 0x3040...0x30FF: true // kana
        case 0xAC00...0xD7A3: true // Hangul syllables
        default: base.properties.isEmoji
        }
    }
}

/// Letters that German and Scandinavian typists write out when a keyboard
/// lacks them: ä ö ü as ae oe ue (German), å as aa and ø as oe (Danish,
/// Norwegian). "muenchen" means München and "aalesund" Ålesund. (æ and ß
/// already fold to ae and ss.) Where the person's language writes them
/// out (`SpellingRules`), a value holding any of them is indexed under
/// both spellings, so the written-out one matches from its first letters,
/// in the same tier as the usual one.
enum SpelledOutLetters {
    private static let diaeresis: Unicode.Scalar = "\u{308}"
    private static let ringAbove: Unicode.Scalar = "\u{30A}"

    /// What to append for `scalar` of a lower-cased, decomposed text,
    /// `previous` being the scalar before it; nil when it is folded as usual.
    /// The base letter is already appended when its mark comes, so a mark
    /// adds just the letter written after it.
    static func spelling(of scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> String? {
        switch (scalar, previous) {
        case (diaeresis, "a"), (diaeresis, "o"), (diaeresis, "u"): "e"
        case (ringAbove, "a"): "a"
        case ("ø", _): "oe"
        default: nil
        }
    }

    /// Whether UTF-8 text may hold one of the letters: a precomposed one
    /// (ÄÅÖØÜ äåöøü, C3 xx) or a combining diaeresis or ring (CC 88, CC 8A).
    /// Most values hold neither byte pair and are not folded twice. Rarer
    /// letters that decompose to them (ǖ, ǻ, the Ångström sign) are not
    /// looked for: they are folded the usual way only.
    static func mayOccur(in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard utf8.count >= 2 else { return false }
        for index in 0..<(utf8.count - 1) {
            switch (utf8[index], utf8[index + 1]) {
            case (0xC3, 0x84), (0xC3, 0x85), (0xC3, 0x96), (0xC3, 0x98), (0xC3, 0x9C),
                 (0xC3, 0xA4), (0xC3, 0xA5), (0xC3, 0xB6), (0xC3, 0xB8), (0xC3, 0xBC),
                 (0xCC, 0x88), (0xCC, 0x8A):
                return true
            default:
                continue
            }
        }
        return false
    }
}

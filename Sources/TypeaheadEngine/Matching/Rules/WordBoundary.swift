/// Where words start in folded UTF-8 text. A word starts at the beginning,
/// or at a letter, digit or non-ASCII character that follows an ASCII
/// space or punctuation mark ("Saint-Denis", "St. Louis", "Rio de Janeiro").
enum WordBoundary {
    @inline(__always)
    static func isWordStart(_ text: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
        guard position > 0 else { return true }
        return !isWordByte(text[position - 1]) && text[position - 1] < 0x80 && startsCharacterWord(text[position])
    }

    /// A byte that belongs to a word: an ASCII lowercase letter or digit, or
    /// any byte of a non-ASCII character. (Folded text has no uppercase.)
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// A byte that can begin a word: a word byte that starts a character.
    @inline(__always)
    static func startsCharacterWord(_ byte: UInt8) -> Bool {
        byte >= 0xC0 || (byte < 0x80 && isWordByte(byte))
    }
}

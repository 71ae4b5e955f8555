extension TextFolding {
    /// Appends the folding of UTF-8 text to `folded`, as `fold` would give
    /// it, without making a String for the common case: ASCII and the Latin
    /// letters up to U+024F fold one scalar at a time from a table; any
    /// other scalar in the text sends the whole text through `fold`.
    /// Used where millions of values are folded at once (an index build,
    /// the entries view).
    public static func appendFolded(_ utf8: UnsafeBufferPointer<UInt8>, to folded: inout [UInt8]) {
        let mark = folded.count
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                folded.append(asciiLowercase(byte))
                index += 1
                continue
            }
            // Two-byte sequences C2 80 … C9 8F are U+0080 … U+024F.
            guard byte >= 0xC2, byte <= 0xC9, index + 1 < utf8.count else { break }
            let scalar = Int(byte & 0x1F) << 6 | Int(utf8[index + 1] & 0x3F)
            guard scalar < 0x250 else { break }
            folded.append(contentsOf: latinFolds[scalar - 0x80])
            index += 2
        }
        if index < utf8.count {
            folded.removeSubrange(mark...)
            folded.append(contentsOf: fold(String(decoding: utf8, as: UTF8.self)).utf8)
        }
    }

    /// The folding of each scalar U+0080 … U+024F, made once.
    private static let latinFolds: [[UInt8]] = (0x80..<0x250).map { value in
        Array(fold(String(Unicode.Scalar(UInt32(value))!)).utf8)
    }
}

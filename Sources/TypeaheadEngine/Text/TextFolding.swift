import Foundation

/// The one normalisation used for both data and queries: compatibility
/// decomposition, full case folding, and removal of combining marks and of
/// invisible format characters (a right-to-left override, a zero-width
/// space, a soft hyphen), plus the few Latin letters that have no
/// decomposition ("ø", "ł", "æ"…). So
/// "sao paulo" finds "São Paulo", "munchen" "München", "strasse" "Straße".
/// The folded text is only compared; the original is what is shown and saved.
public enum TextFolding {
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map(asciiLowercase), as: UTF8.self)
        }
        return fold(text, spellingOut: false).folded
    }

    /// The folding, and with `spellingOut` the letters of `SpelledOutLetters`
    /// written as their typists write them; `spelledOut` tells whether any was.
    static func fold(_ text: String, spellingOut: Bool) -> (folded: String, spelledOut: Bool) {
        // Upper then lower case gives full folding ("ß" → "SS" → "ss").
        let cased = text.uppercased().lowercased()
        var folded = String.UnicodeScalarView()
        var spelledOut = false
        var previous: Unicode.Scalar?
        for scalar in cased.decomposedStringWithCompatibilityMapping.unicodeScalars {
            defer { previous = scalar }
            if spellingOut, let spelling = SpelledOutLetters.spelling(of: scalar, after: previous) {
                folded.append(contentsOf: spelling.unicodeScalars)
                spelledOut = true
                continue
            }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format:
                continue
            default:
                if let replacement = letterReplacements[scalar] {
                    folded.append(contentsOf: replacement.unicodeScalars)
                } else {
                    folded.append(scalar)
                }
            }
        }
        return (String(folded), spelledOut)
    }

    @inline(__always)
    static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Letters that people type as plain Latin but Unicode does not decompose.
    private static let letterReplacements: [Unicode.Scalar: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ı": "i",
        "æ": "ae", "œ": "oe", "þ": "th", "ŋ": "n", "ŧ": "t", "ſ": "s",
    ]
}

extension TextFolding {
    /// The folding with the letters of `SpelledOutLetters` written out
    /// ("München" → "muenchen"), or nil when the text has none of them.
    public static func spelledOut(_ text: String) -> String? {
        let mayHaveOne = text.utf8.withContiguousStorageIfAvailable { SpelledOutLetters.mayOccur(in: $0) } ?? true
        guard mayHaveOne else { return nil }
        let folded = fold(text, spellingOut: true)
        return folded.spelledOut ? folded.folded : nil
    }
}

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
        // Upper then lower case gives full folding ("ß" → "SS" → "ss").
        let cased = text.uppercased().lowercased()
        var folded = String.UnicodeScalarView()
        for scalar in cased.decomposedStringWithCompatibilityMapping.unicodeScalars {
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
        return String(folded)
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

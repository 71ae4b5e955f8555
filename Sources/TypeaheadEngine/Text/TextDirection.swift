/// Which way a text reads, as GTK finds it for an entry: by its first
/// strong letter (Unicode's paragraph rule, as `pango_find_base_dir`
/// applies it), right to left for Hebrew, Arabic and the other scripts
/// written so. Swift's Unicode properties carry no bidirectional class:
/// the right-to-left letters are those of the blocks that hold them.
public enum TextDirection: Sendable, Equatable {
    case leftToRight
    case rightToLeft

    /// The direction of `text`'s first strong letter; nil when it has none
    /// (digits, punctuation, nothing).
    public static func of(_ text: String) -> TextDirection? {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{200E}": return .leftToRight // LEFT-TO-RIGHT MARK
            case "\u{200F}": return .rightToLeft // RIGHT-TO-LEFT MARK
            default: break
            }
            guard isLetter(scalar) else { continue }
            return rightToLeftBlocks.contains { $0.contains(scalar.value) } ? .rightToLeft : .leftToRight
        }
        return nil
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
    /// supplements; the Hebrew and Arabic presentation forms; and the
    /// right-to-left scripts of the supplementary planes.
    private static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]
}

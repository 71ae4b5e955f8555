/// Which characters (Unicode scalars, as ICU's `NSRegularExpression`
/// counts them) one step of a pattern takes.
enum PatternCharacterTest: Equatable, Sendable {
    /// `.`: any character but a line break.
    case any
    case scalar(Unicode.Scalar)
    case set(PatternCharacterSet)

    func accepts(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .any: !PatternCharacterSet.isLineBreak(scalar)
        case .scalar(let wanted): scalar == wanted
        case .set(let set): set.contains(scalar)
        }
    }
}

/// A bracket expression (`[a-z_]`, `[^0-9]`) or a class escape (`\d`).
struct PatternCharacterSet: Equatable, Sendable {
    enum Item: Equatable, Sendable {
        case range(Unicode.Scalar, Unicode.Scalar)
        /// `\d`, `\w`, `\s` (negated: `\D`, `\W`, `\S`).
        case digit(negated: Bool), word(negated: Bool), space(negated: Bool)
    }

    var items: [Item]
    var negated = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        items.contains { item in
            switch item {
            case .range(let low, let high): low <= scalar && scalar <= high
            case .digit(let negated): Self.isDigit(scalar) != negated
            case .word(let negated): Self.isWord(scalar) != negated
            case .space(let negated): Self.isSpace(scalar) != negated
            }
        } != negated
    }

    // As ICU defines them (its regular expression documentation).
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .decimalNumber }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return properties.isAlphabetic || properties.isJoinControl
        }
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }
}

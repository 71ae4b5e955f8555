/// How the words after a name matched a record: each the beginning of one
/// of its words ("gb", "ire" for Ireland), or some only as an abbreviation
/// of one ("me" for Maine: its first letter, then the rest in order).
/// Records matched by words rank before those matched by abbreviations.
enum QualifierMatch: Int, Comparable, CaseIterable, Sendable {
    case words
    case abbreviation

    static func < (lhs: QualifierMatch, rhs: QualifierMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}

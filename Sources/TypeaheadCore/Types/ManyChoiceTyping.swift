import TypeaheadStorage
import TypeaheadForms

/// The text of a field of several options as it is being typed: the
/// options already written ("Apple, "), and the piece after the last comma
/// that the list completes ("Ch").
struct ManyChoiceTyping {
    /// Everything up to the piece, its comma and the spaces after it included.
    let written: Substring
    let piece: Substring

    init(_ text: String) {
        guard let comma = text.lastIndex(of: ",") else {
            let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
            (written, piece) = (text[..<start], text[start...])
            return
        }
        let start = text[text.index(after: comma)...].firstIndex { !$0.isWhitespace } ?? text.endIndex
        (written, piece) = (text[..<start], text[start...])
    }

    /// The options the written part names, which the list no longer offers.
    func chosen(in options: [ChoiceOption]) -> Set<Int> {
        guard case .options(let chosen) = ChoiceMatcher.many(String(written), in: options) else { return [] }
        return Set(chosen)
    }
}

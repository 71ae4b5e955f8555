import TypeaheadEngine
/// What a select-many field's text names (`ChoiceMatcher.many`).
enum ManyChoices: Equatable {
    /// The options named, in the order typed, each once (none for no text).
    case options([Int])
    /// A part of the text that names no option.
    case unknown(String)
    /// A part of the text that names more than one.
    case ambiguous(String)

    func error(words: Words) -> String? {
        switch self {
        case .options: return nil
        // TRANSLATORS: %1$s is what the keyer typed, in a field where several options of a list may be chosen.
        case .unknown(let part): return words.translated("“%1$s” is none of the options", part)
        // TRANSLATORS: %1$s is what the keyer typed, which names more than one option of the field's list.
        case .ambiguous(let part): return words.translated("“%1$s” names more than one option: type its code", part)
        }
    }
}

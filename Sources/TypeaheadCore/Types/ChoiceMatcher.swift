import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// A choice field's options against what the keyer typed: an option's
/// value (its code on the paper), its number in the list, or its label's
/// beginning or a word of it, ignoring case and accents. The lists are a
/// form's own, tens of options, so they are matched here at once rather
/// than indexed; each option is a record (its index), as a source's are.
enum ChoiceMatcher {
    /// The options `query` matches, best first: its value, number or whole
    /// label; then labels it begins; then a word of a label it begins;
    /// then values it begins. Every option for an empty query.
    static func suggestions(for query: String, in options: [ChoiceOption]) -> [Suggestion] {
        let typed = TextFolding.fold(String(query.trimmingWhitespace()))
        var ranked: [(rank: (Int, Int), suggestion: Suggestion)] = []
        for (index, option) in options.enumerated() {
            let label = TextFolding.fold(option.label), value = TextFolding.fold(option.value)
            let begins = !typed.isEmpty && label.hasPrefix(typed) ? [0..<typed.count] : []
            let tier: MatchTier, ranges: [Range<Int>], byNumberOnly: Bool
            if typed.isEmpty {
                (tier, ranges, byNumberOnly) = (.prefix, [], false)
            } else if value == typed || label == typed {
                (tier, ranges, byNumberOnly) = (.exact, begins, false)
            } else if String(index + 1) == typed {
                (tier, ranges, byNumberOnly) = (.exact, [], true)
            } else if !begins.isEmpty {
                (tier, ranges, byNumberOnly) = (.prefix, begins, false)
            } else if let word = wordStart(of: typed, in: label) {
                (tier, ranges, byNumberOnly) = (.wordPrefix, [word..<word + typed.count], false)
            } else if value.hasPrefix(typed) {
                (tier, ranges, byNumberOnly) = (.substring, [], false)
            } else {
                continue
            }
            var suggestion = Suggestion(record: index, key: option.value, text: option.label,
                                        detail: option.value == option.label ? nil : option.value, tier: tier, matchedRanges: ranges)
            suggestion.matchedRanges = ranges.filter { $0.upperBound <= option.label.count }
            ranked.append(((tier.rawValue, byNumberOnly ? 1 : 0), suggestion))
        }
        return ranked.enumerated().sorted { ($0.element.rank.0, $0.element.rank.1, $0.offset) < ($1.element.rank.0, $1.element.rank.1, $1.offset) }
            .map(\.element.suggestion)
    }

    /// The options `text` names exactly: by value or whole label, else by
    /// its number in the list.
    static func exact(_ text: String, in options: [ChoiceOption]) -> [Int] {
        let typed = TextFolding.fold(String(text.trimmingWhitespace()))
        guard !typed.isEmpty else { return [] }
        let named = options.indices.filter { TextFolding.fold(options[$0].value) == typed || TextFolding.fold(options[$0].label) == typed }
        if !named.isEmpty { return named }
        if let number = Int(typed), options.indices.contains(number - 1) { return [number - 1] }
        return []
    }

    /// The option at `index` as the row a keyer takes.
    static func suggestion(_ index: Int, in options: [ChoiceOption]) -> Suggestion {
        let option = options[index]
        return Suggestion(record: index, key: option.value, text: option.label,
                          detail: option.value == option.label ? nil : option.value, tier: .exact, matchedRanges: [])
    }

    /// Where a word of `label` that begins with `typed` starts.
    private static func wordStart(of typed: String, in label: String) -> Int? {
        let characters = Array(label)
        for start in characters.indices where start > 0 && !characters[start - 1].isLetter && !characters[start - 1].isNumber {
            if String(characters[start...]).hasPrefix(typed) { return start }
        }
        return nil
    }
}

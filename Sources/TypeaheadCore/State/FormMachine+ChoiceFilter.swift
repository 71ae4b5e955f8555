import TypeaheadEngine
import TypeaheadStorage

/// A choice field's `choiceFilter` at work: cascading lists (a country's
/// regions, a region's villages), as a source's `narrow` does.
extension FormMachine {
    /// The options offered now, by their index in the field's list; nil
    /// when the field has no filter.
    func offeredOptions(_ field: Int) -> Set<Int>? {
        // Asked of every choice field at every drawing: only a filter needs the rules valued.
        guard spec.fields[field].choiceFilter != nil else { return nil }
        return rules.offeredOptions(field, of: spec.fields[field].options, in: ruled)
    }

    /// The offered options `query` matches, best first. For several
    /// options, the piece after the last comma is matched, among the
    /// options not written already; codes between spaces ("1 3") are
    /// typed past a list, which has nothing to show for them.
    func offeredSuggestions(_ field: Int, query: String) -> [Suggestion] {
        let options = spec.fields[field].options
        var suggestions: [Suggestion]
        if spec.fields[field].choosesMany {
            let typing = ManyChoiceTyping(query), written = typing.chosen(in: options)
            suggestions = ChoiceMatcher.suggestions(for: String(typing.piece), in: options).filter { !written.contains($0.record) }
            if typing.piece.contains(where: \.isWhitespace), !suggestions.contains(where: { !$0.matchedRanges.isEmpty }) { return [] }
        } else {
            suggestions = ChoiceMatcher.suggestions(for: query, in: options)
        }
        guard let offered = offeredOptions(field) else { return suggestions }
        return suggestions.filter { offered.contains($0.record) }
    }

    /// The refusal of an option the filter does not offer now (its region
    /// was changed after it was chosen).
    func notOffered(_ label: String) -> String {
        // TRANSLATORS: %1$s is an option's label, which the fields keyed before it no longer allow (a village of another region).
        words.translated("“%1$s” is not among the options the fields before it allow", label)
    }
}

import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

extension ChoiceMatcher {
    /// Several options, as a keyer from paper types them: codes or numbers
    /// between spaces or commas ("1 3", "1,3"), or whole labels between
    /// commas ("Apple, Cherry", how the field shows them once left).
    static func many(_ text: String, in options: [ChoiceOption]) -> ManyChoices {
        var chosen: [Int] = []
        func take(_ option: Int) { if !chosen.contains(option) { chosen.append(option) } }
        for piece in text.split(separator: ",") {
            let part = String(String(piece).trimmingWhitespace())
            if part.isEmpty { continue }
            let whole = exact(part, in: options)
            if whole.count == 1 { take(whole[0]); continue }
            if whole.count > 1 { return .ambiguous(part) }
            // Not a label: each word a code or a number ("1 3").
            let words = part.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            guard words.count > 1 else { return .unknown(part) }
            for word in words {
                let named = exact(word, in: options)
                guard named.count == 1 else { return named.isEmpty ? .unknown(word) : .ambiguous(word) }
                take(named[0])
            }
        }
        return .options(chosen)
    }
}

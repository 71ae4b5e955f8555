import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// What a screen reader says a typed field takes.
extension FormMachine {
    /// What a typed field takes, as a screen reader says it after the
    /// label: the placeholder's example is seen, this is heard.
    static func spokenFormat(_ field: FieldSpec, words: Words, conventions: KeyingConventions) -> String {
        func bounds() -> String {
            guard field.minimum != nil || field.maximum != nil else { return "" }
            let low = field.minimum.map { TypedText.written($0, of: field.type, conventions: conventions) }
            let high = field.maximum.map { TypedText.written($0, of: field.type, conventions: conventions) }
            switch (low, high) {
            // TRANSLATORS: the bounds of a number or date field, said by a screen reader after its format; %1$s and %2$s are the bounds.
            case let (low?, high?): return words.translated(", from %1$s to %2$s", low, high)
            // TRANSLATORS: the lower bound of a number or date field, said by a screen reader after its format.
            case let (low?, nil): return words.translated(", at least %1$s", low)
            // TRANSLATORS: the upper bound of a number or date field, said by a screen reader after its format.
            case let (nil, high?): return words.translated(", at most %1$s", high)
            default: return ""
            }
        }
        switch field.type {
        case .text: return ""
        // TRANSLATORS: what a field takes, said by a screen reader after its label.
        case .integer: return words.translated("Whole number") + bounds()
        // TRANSLATORS: what a field takes, said by a screen reader after its label.
        case .decimal: return words.translated("Number") + bounds()
        case .date:
            let order: String = switch conventions.dateOrder {
            // TRANSLATORS: the order in which a date is typed, said by a screen reader.
            case .dayMonthYear: words.translated("day month year")
            // TRANSLATORS: the order in which a date is typed, said by a screen reader.
            case .monthDayYear: words.translated("month day year")
            // TRANSLATORS: the order in which a date is typed, said by a screen reader.
            case .yearMonthDay: words.translated("year month day")
            }
            // TRANSLATORS: what a date field takes, said by a screen reader; %1$s is the order, such as "day month year".
            return words.translated("Date, %1$s", order) + bounds()
        // TRANSLATORS: what a field takes, said by a screen reader after its label.
        case .time: return words.translated("Time, hours and minutes")
        // TRANSLATORS: what a field takes, said by a screen reader after its label.
        case .datetime: return words.translated("Date and time")
        // TRANSLATORS: what a field takes, said by a screen reader after its label.
        case .choice: return words.translated("One of a list")
        // TRANSLATORS: what a field takes, said by a screen reader; %1$s are its options' codes and labels, such as "a Apple, b Banana".
        case .choices: return words.translated("Several of a list, by their codes: %1$s",
                                               field.options.map { $0.value == $0.label ? $0.label : $0.value + " " + $0.label }.joined(separator: ", "))
        }
    }
}

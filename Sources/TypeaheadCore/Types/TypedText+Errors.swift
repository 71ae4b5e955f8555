import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

extension TypedText {
    /// Why a typed field's text cannot be saved, in `words`, or nil: not a
    /// value of its type, no such day, or outside the field's `min` and `max`.
    static func error(of text: String, in field: FieldSpec, conventions: KeyingConventions, words: Words) -> String? {
        guard field.type != .text else { return nil }
        return error(of: read(text, as: field.type, conventions: conventions), in: field, conventions: conventions, words: words)
    }

    /// As above, for a text already read.
    static func error(of reading: TypedReading, in field: FieldSpec, conventions: KeyingConventions, words: Words) -> String? {
        switch reading {
        case .empty:
            return nil
        case .noSuchDay(let year, let month, let day):
            // TRANSLATORS: %1$s is a date as the person's locale writes it, such as 31.02.1990.
            return words.translated("%1$s is not a day of the calendar", written(year: year, month: month, day: day, conventions: conventions))
        case .notOfType:
            switch field.type {
            // TRANSLATORS: %1$s is the field's label.
            case .integer: return words.translated("%1$s must be a whole number", field.label)
            // TRANSLATORS: %1$s is the field's label.
            case .decimal: return words.translated("%1$s must be a number", field.label)
            // TRANSLATORS: %1$s is the field's label; 14:30 an example time of day.
            case .time: return words.translated("%1$s must be a time such as 14:30", field.label)
            case .datetime:
                let example = written(CalendarDate(year: 1990, month: 5, day: 17)!, conventions: conventions) + " 14:30"
                // TRANSLATORS: %1$s is the field's label; %2$s an example date and time as the person's locale writes them, such as 17.05.1990 14:30.
                return words.translated("%1$s must be a date and time such as %2$s", field.label, example)
            default:
                let example = written(CalendarDate(year: 1990, month: 5, day: 17)!, conventions: conventions)
                // TRANSLATORS: %1$s is the field's label; %2$s an example date as the person's locale writes it, such as 17.05.1990.
                return words.translated("%1$s must be a date such as %2$s", field.label, example)
            }
        case .value(let value):
            return boundsError(of: value, in: field, conventions: conventions, words: words)
        }
    }

    private static func boundsError(of value: String, in field: FieldSpec, conventions: KeyingConventions, words: Words) -> String? {
        func below(_ bound: String) -> Bool {
            field.type == .date ? value < bound : Double(value)! < Double(bound)!
        }
        let tooLow = field.minimum.map(below) ?? false
        let tooHigh = field.maximum.map { bound in bound != value && !below(bound) } ?? false
        guard tooLow || tooHigh else { return nil }
        let least = field.minimum.map { written($0, of: field.type, conventions: conventions) }
        let most = field.maximum.map { written($0, of: field.type, conventions: conventions) }
        if let least, let most {
            // TRANSLATORS: %1$s is the field's label; %2$s and %3$s the least and the most it may be (numbers or dates).
            return words.translated("%1$s must be from %2$s to %3$s", field.label, least, most)
        }
        if let least {
            // TRANSLATORS: %1$s is the field's label; %2$s the least it may be (a number or a date).
            return words.translated("%1$s must be at least %2$s", field.label, least)
        }
        // TRANSLATORS: %1$s is the field's label; %2$s the most it may be (a number or a date).
        return words.translated("%1$s must be at most %2$s", field.label, most ?? "")
    }
}

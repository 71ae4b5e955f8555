import TypeaheadEngine

/// A field's `default`: the value a new entry starts with, written as it is
/// saved (a number with a point, an ISO date, an option's value, several
/// options' values between spaces), so it means the same in every locale.
public enum FieldDefault {
    /// Why `text` cannot be `field`'s default, or nil when it can.
    static func problem(_ text: String, for field: FieldSpec) -> String? {
        let fits: Bool
        switch field.type {
        case .text: fits = true
        case .integer: fits = Int64(text) != nil
        case .decimal: fits = Double(text) != nil && text.allSatisfy { $0.isASCIIDigit || $0 == "." || $0 == "-" }
        case .date: fits = CalendarDate(iso: text) != nil
        case .time: fits = TimeOfDay(iso: text) != nil
        case .datetime:
            let parts = text.split(separator: "T", omittingEmptySubsequences: false)
            fits = parts.count == 2 && CalendarDate(iso: String(parts[0])) != nil && TimeOfDay(iso: parts[1]) != nil
        case .choice: fits = field.options.contains { $0.value == text }
        case .choices:
            let values = text.split(separator: " ").map(String.init)
            fits = !values.isEmpty && values.allSatisfy { value in field.options.contains { $0.value == value } }
        }
        guard !fits else { return nil }
        // TRANSLATORS: 'default' is a form-file keyword; keep it as it is. %1$s is the default written, %2$s a field id, %3$s its type (integer, date…), which stays as it is.
        return translated("the 'default' '%1$s' of field '%2$s' is no value of its type %3$s", text, field.id, field.type.rawValue)
    }
}

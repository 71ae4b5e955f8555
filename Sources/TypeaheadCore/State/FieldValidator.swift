/// The rules a field's value must meet before the form is saved.
enum FieldValidator {
    static func error(for field: FieldSpec, text: String, isKnownValue: Bool) -> String? {
        let empty = text.trimmingWhitespace().isEmpty
        if empty {
            return field.required ? "\(field.label) is required" : nil
        }
        if field.strict && !isKnownValue {
            return "Choose one of the suggested values"
        }
        return nil
    }
}

/// The rules a field's value must meet before the form is saved.
enum FieldValidator {
    static func error(for field: FieldSpec, text: String, isKnownValue: @autoclosure () -> Bool,
                      isAmbiguous: @autoclosure () -> Bool = false,
                      unknownMessage: @autoclosure () -> String = "Choose one of the suggested values") -> String? {
        if text.trimmingWhitespace().isEmpty {
            return field.required ? "\(field.label) is required" : nil
        }
        if isAmbiguous() {
            return "More than one \(text): choose one"
        }
        if isUnknownValue(for: field, text: text, isKnownValue: isKnownValue()) {
            return unknownMessage()
        }
        if let pattern = field.pattern, let expression = FieldPattern(pattern), !expression.matches(text) {
            return field.patternMessage ?? "\(field.label) is not in the expected form"
        }
        return nil
    }

    /// A strict field holding text that is none of its source's values
    /// (Return stays in such a field).
    static func isUnknownValue(for field: FieldSpec, text: String, isKnownValue: @autoclosure () -> Bool) -> Bool {
        field.strict && !text.trimmingWhitespace().isEmpty && !isKnownValue()
    }
}

import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// The rules a field's value must meet before the form is saved.
enum FieldValidator {
    static func error(for field: FieldSpec, text: String, isRequired: Bool, isKnownValue: @autoclosure () -> Bool,
                      isAmbiguous: @autoclosure () -> Bool = false,
                      unknownMessage: @autoclosure () -> String? = nil,
                      typeError: @autoclosure () -> String? = nil,
                      breaksConstraint: @autoclosure () -> Bool = false, words: Words) -> String? {
        if text.trimmingWhitespace().isEmpty {
            // TRANSLATORS: %1$s is the field's label.
            return isRequired ? field.requiredMessage ?? words.translated("%1$s is required", field.label) : nil
        }
        if isAmbiguous() {
            // TRANSLATORS: %1$s is the value typed, which several records share.
            return words.translated("More than one %1$s: choose one", text)
        }
        if isUnknownValue(for: field, text: text, isKnownValue: isKnownValue()) {
            return unknownMessage() ?? words.translated("Choose one of the suggested values")
        }
        if let typeError = typeError() { return typeError }
        if let pattern = field.pattern, let expression = try? LinearPattern(pattern), !expression.matches(text) {
            // TRANSLATORS: %1$s is the field's label.
            return field.patternMessage ?? words.translated("%1$s is not in the expected form", field.label)
        }
        if breaksConstraint() {
            // TRANSLATORS: %1$s is the field's label; the value breaks a check the form gives (its 'constraint'), and the form says no more.
            return field.constraintMessage ?? words.translated("%1$s does not pass the form's check", field.label)
        }
        return nil
    }

    /// A strict field holding text that is none of its source's values
    /// (Return stays in such a field).
    static func isUnknownValue(for field: FieldSpec, text: String, isKnownValue: @autoclosure () -> Bool) -> Bool {
        field.strict && !text.trimmingWhitespace().isEmpty && !isKnownValue()
    }
}

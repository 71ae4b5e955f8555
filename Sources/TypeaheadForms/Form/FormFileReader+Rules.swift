import TypeaheadEngine

extension FormFileReader {
    /// A field's rules: `required` (true, false or an expression),
    /// `relevant`, `constraint` and `warning` and their messages, `calculation`, `readonly`.
    /// The expressions are kept as written; the core parses them
    /// (`FormRules`), since what they mean is decided there.
    static func readRules(of field: inout FieldSpec, from reader: JSONObjectReader, choice: FormTextChoice) throws(LoadError) {
        if let node = reader.node("required") {
            switch node.value {
            case .bool(let flag): field.required = flag
            case .string: field.requiredWhen = try expression("required", in: reader)
            default:
                // TRANSLATORS: 'required' is a form-file keyword and true and false JSON words; keep them as they are. %1$s is a JSON type, such as "a number".
                throw reader.error(node, translated("'required' must be true, false or an expression, found %1$s", node.value.typeName))
            }
        }
        field.relevant = try expression("relevant", in: reader)
        field.constraint = try expression("constraint", in: reader)
        field.choiceFilter = try expression("choiceFilter", in: reader)
        field.constraintMessage = try reader.texts("constraintMessage").map(choice.text)
        field.warning = try expression("warning", in: reader)
        field.warningMessage = try reader.texts("warningMessage").map(choice.text)
        field.requiredMessage = try reader.texts("requiredMessage").map(choice.text)
        field.section = try reader.texts("section", nonEmpty: true).map(choice.text)
        field.calculation = try expression("calculation", in: reader)
        field.readOnly = try reader.bool("readonly") ?? false
        field.hidden = try reader.bool("hidden") ?? false
        if let name = try reader.string("auto") {
            guard let auto = AutoValue(rawValue: name) else {
                let known = AutoValue.allCases.map(\.rawValue).joined(separator: ", ")
                // TRANSLATORS: 'auto' is a form-file keyword; keep it as it is. %1$s is what was written, %2$s the values there are (today, start…), which stay as they are.
                throw reader.error(reader.node("auto")!, translated("unknown 'auto' '%1$s' (values: %2$s)", name, known))
            }
            if field.calculation != nil {
                // TRANSLATORS: 'auto' and 'calculation' are form-file keywords; keep them as they are. %1$s is a field id.
                throw reader.error(reader.node("auto")!, translated("field '%1$s' has both 'auto' and a 'calculation'", field.id))
            }
            field.auto = auto
        }
        if field.constraint == nil, let node = reader.node("constraintMessage") {
            // TRANSLATORS: 'constraintMessage' and 'constraint' are form-file keywords; keep them as they are. %1$s is a field id.
            throw reader.error(node, translated("field '%1$s' has a 'constraintMessage' but no 'constraint'", field.id))
        }
        if field.warning == nil, let node = reader.node("warningMessage") {
            // TRANSLATORS: 'warningMessage' and 'warning' are form-file keywords; keep them as they are. %1$s is a field id.
            throw reader.error(node, translated("field '%1$s' has a 'warningMessage' but no 'warning'", field.id))
        }
        if field.calculation != nil, field.source != nil, let node = reader.node("calculation") {
            // TRANSLATORS: 'calculation' and 'source' are form-file keywords; keep them as they are. %1$s is a field id.
            throw reader.error(node, translated("field '%1$s' is calculated, so it cannot also have a 'source'", field.id))
        }
    }

    /// A non-empty expression string, placed at its first character.
    private static func expression(_ name: String, in reader: JSONObjectReader) throws(LoadError) -> WrittenExpression? {
        guard let text = try reader.string(name), let node = reader.node(name) else { return nil }
        // TRANSLATORS: %1$s is a form-file keyword, such as relevant, which stays as it is.
        guard !text.trimmingWhitespace().isEmpty else { throw reader.error(node, translated("'%1$s' must not be empty", name)) }
        // The text starts after the string's opening quote.
        return WrittenExpression(text, location: SourceLocation(line: node.line, column: node.column + 1))
    }
}

import TypeaheadEngine

extension FormFileReader {
    /// A field's `type` and its `min` and `max`: numbers for a number
    /// field, ISO dates ("1990-05-17") for a date field, the least not
    /// above the most.
    static func readType(of field: inout FieldSpec, from reader: JSONObjectReader) throws(LoadError) {
        if let name = try reader.string("type") {
            guard let type = FieldType(rawValue: name) else {
                let known = FieldType.allCases.map(\.rawValue).joined(separator: ", ")
                // TRANSLATORS: 'type' is a form-file keyword; keep it as it is. %1$s is what was written, %2$s the types there are (text, integer…), which stay as they are.
                throw reader.error(reader.node("type")!, translated("unknown 'type' '%1$s' (types: %2$s)", name, known))
            }
            field.type = type
        }
        field.minimum = try bound("min", of: field, in: reader)
        field.maximum = try bound("max", of: field, in: reader)
        if let minimum = field.minimum, let maximum = field.maximum, let node = reader.node("max"),
           field.type.isNumber ? Double(minimum)! > Double(maximum)! : CalendarDate(iso: minimum)! > CalendarDate(iso: maximum)! {
            // TRANSLATORS: 'min' and 'max' are form-file keywords; keep them as they are. %1$s is a field id.
            throw reader.error(node, translated("'max' of field '%1$s' is below its 'min'", field.id))
        }
    }

    private static func bound(_ name: String, of field: FieldSpec, in reader: JSONObjectReader) throws(LoadError) -> String? {
        guard let node = reader.node(name) else { return nil }
        switch (field.type, node.value) {
        case (.integer, .number(let literal)) where Int64(literal) != nil: return literal
        case (.decimal, .number(let literal)): return literal
        case (.date, .string(let text)) where CalendarDate(iso: text) != nil: return text
        case (.integer, _):
            // TRANSLATORS: %1$s is a form-file keyword, min or max, which stays as it is; %2$s is a field id.
            throw reader.error(node, translated("'%1$s' of field '%2$s' must be a whole number", name, field.id))
        case (.decimal, _):
            // TRANSLATORS: %1$s is a form-file keyword, min or max, which stays as it is; %2$s is a field id.
            throw reader.error(node, translated("'%1$s' of field '%2$s' must be a number", name, field.id))
        case (.date, _):
            // TRANSLATORS: %1$s is a form-file keyword, min or max, which stays as it is; %2$s is a field id; the date stays as written.
            throw reader.error(node, translated("'%1$s' of field '%2$s' must be a date written as 1990-05-17", name, field.id))
        case (.text, _), (.choice, _), (.choices, _), (.time, _), (.datetime, _):
            // TRANSLATORS: %1$s is a form-file keyword, min or max, and 'type' one too; keep them and the types as they are. %2$s is a field id.
            throw reader.error(node, translated("'%1$s' of field '%2$s' needs a 'type' of integer, decimal or date", name, field.id))
        }
    }
}

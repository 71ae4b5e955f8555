import TypeaheadEngine

/// Choice lists: the form's named `choices` ({"yesno": [{"value": "1",
/// "label": "Yes"}, …]}) and a choice field's own, inline or by name.
extension FormFileReader {
    static let optionProperties: Set<String> = ["value", "label", "columns"]

    /// The form's named lists, each read as `options(of:)` reads one.
    static func choiceLists(in form: JSONObjectReader, path: String, choice: FormTextChoice) throws(LoadError) -> [String: [ChoiceOption]] {
        guard let node = form.node("choices") else { return [:] }
        guard case .object(let members) = node.value else {
            // TRANSLATORS: 'choices' is a form-file keyword; keep it as it is. %1$s is a JSON type, such as "an array".
            throw form.error(node, translated("the form's 'choices' must be an object of named lists, found %1$s", node.value.typeName))
        }
        var lists: [String: [ChoiceOption]] = [:]
        for member in members {
            lists[member.key] = try options(of: member.value, path: path, choice: choice)
        }
        return lists
    }

    /// A choice field's options: its `choices`, a list or the name of one
    /// of the form's. A field of another type may not have them.
    static func readOptions(of field: inout FieldSpec, from reader: JSONObjectReader, lists: [String: [ChoiceOption]],
                            choice: FormTextChoice) throws(LoadError) {
        guard let node = reader.node("choices") else {
            if field.type.hasOptions {
                // TRANSLATORS: 'choices' is a form-file keyword; keep it as it is. %1$s is a field id.
                throw LoadError(path: reader.path, line: reader.location.line, column: reader.location.column,
                                message: translated("choice field '%1$s' needs 'choices'", field.id))
            }
            return
        }
        guard field.type.hasOptions else {
            // TRANSLATORS: 'choices' and 'type' are form-file keywords, and choice and choices types; keep them as they are. %1$s is a field id.
            throw reader.error(node, translated("field '%1$s' has 'choices' but its 'type' is neither choice nor choices", field.id))
        }
        if let source = reader.node("source") {
            // TRANSLATORS: 'source' is a form-file keyword; keep it as it is. %1$s is a field id.
            throw reader.error(source, translated("choice field '%1$s' takes its options from 'choices', not a 'source'", field.id))
        }
        if case .string(let name) = node.value {
            guard let options = lists[name] else {
                let known = lists.keys.sorted().joined(separator: ", ")
                // TRANSLATORS: 'choices' is a form-file keyword; keep it as it is. %1$s is the list named, %2$s the form's lists.
                throw reader.error(node, translated("unknown choice list '%1$s' (the form's 'choices': %2$s)", name, known))
            }
            field.options = options
        } else {
            field.options = try options(of: node, path: reader.path, choice: choice)
        }
        // One option is a strict value, taken from a list; several are read as typed (`ChoiceMatcher.many`).
        field.strict = field.type == .choice
    }

    /// A list of options: objects with a `value` (text or a number, without
    /// spaces, each once) and a `label` (text, or per language; default:
    /// the value), no label twice.
    static func options(of node: JSONNode, path: String, choice: FormTextChoice) throws(LoadError) -> [ChoiceOption] {
        guard case .array(let items) = node.value else {
            // TRANSLATORS: 'value' and 'label' are form-file keywords; keep them as they are. %1$s is a JSON type, such as "an object".
            throw LoadError(path: path, line: node.line, column: node.column,
                            message: translated("a choice list must be an array of options with a 'value' and a 'label', found %1$s",
                                                node.value.typeName))
        }
        guard !items.isEmpty else {
            throw LoadError(path: path, line: node.line, column: node.column, message: translated("a choice list has no options"))
        }
        var options: [ChoiceOption] = []
        for item in items {
            let reader = try JSONObjectReader(item, path: path, what: .keyword("choices"), allowed: optionProperties)
            guard let valueNode = reader.node("value") else { throw reader.error(item, FilePart.keyword("choices").needs("value")) }
            let value: String
            switch valueNode.value {
            case .string(let text): value = text
            case .number(let literal): value = literal
            default:
                // TRANSLATORS: 'value' is a form-file keyword; keep it as it is. %1$s is a JSON type, such as "an array".
                throw reader.error(valueNode, translated("an option's 'value' must be text or a number, found %1$s", valueNode.value.typeName))
            }
            let label = try reader.texts("label", nonEmpty: true).map(choice.text) ?? value
            var option = ChoiceOption(value: value, label: label)
            if let node = reader.node("columns") {
                guard case .object(let members) = node.value else {
                    // TRANSLATORS: 'columns' is a form-file keyword; keep it as it is. %1$s is a JSON type, such as "an array".
                    throw reader.error(node, translated("an option's 'columns' must be an object of texts, found %1$s", node.value.typeName))
                }
                for member in members {
                    switch member.value.value {
                    case .string(let text), .number(let text): option.columns[member.key] = text
                    default:
                        // TRANSLATORS: 'columns' is a form-file keyword; keep it as it is. %1$s is a JSON type, such as "an array".
                        throw reader.error(member.value, translated("an option's 'columns' must be an object of texts, found %1$s", member.value.value.typeName))
                    }
                }
            }
            if let refusal = ChoiceOptionRefusal(adding: option, to: options) {
                throw reader.error(refusal.isInLabel ? reader.node("label") ?? valueNode : valueNode, refusal.message)
            }
            options.append(option)
        }
        return options
    }
}

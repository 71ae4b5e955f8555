import TypeaheadEngine

extension JSONObjectReader {
    /// A property given as a string or per language (`FormTexts`); nil
    /// when absent. Every version must be a string, `nonEmpty` ones not
    /// blank; errors point at the version at fault.
    func texts(_ name: String, nonEmpty: Bool = false) throws(LoadError) -> FormTexts? {
        guard let node = node(name) else { return nil }
        switch node.value {
        case .string(let text):
            // TRANSLATORS: %1$s is a form-file keyword, such as title, which stays as it is.
            if nonEmpty, text.trimmingWhitespace().isEmpty { throw error(node, translated("'%1$s' must not be empty", name)) }
            return FormTexts(versions: [(nil, text)])
        case .object(let members):
            guard !members.isEmpty else {
                // TRANSLATORS: %1$s is a form-file keyword, such as label, which stays as it is; the JSON example stays as written.
                throw error(node, translated("'%1$s' gives no language; write a string, or an object such as {\"en\": \"…\", \"de\": \"…\"}", name))
            }
            var versions: [(language: String?, text: String)] = []
            for member in members {
                guard FormTexts.isLanguageTag(member.key) else {
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                    // TRANSLATORS: %1$s is the key written; %2$s is a form-file keyword, such as label, which stays as it is.
                                    message: translated("'%1$s' in '%2$s' is not a language code (such as en, de, pt-BR)", member.key, name))
                }
                guard !versions.contains(where: { $0.language == member.key }) else {
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                    // TRANSLATORS: %1$s is a language code, such as de; %2$s is a form-file keyword, such as label, which stays as it is.
                                    message: translated("language '%1$s' of '%2$s' is given twice", member.key, name))
                }
                guard case .string(let text) = member.value.value else {
                    // TRANSLATORS: %1$s is a form-file keyword, such as label, which stays as it is; %2$s is a language code, such as de; %3$s is a JSON type, such as "a number".
                    throw error(member.value, translated("'%1$s' in '%2$s' must be a string, found %3$s", name, member.key, member.value.value.typeName))
                }
                // TRANSLATORS: %1$s is a form-file keyword, such as title, which stays as it is; %2$s is a language code, such as de.
                if nonEmpty, text.trimmingWhitespace().isEmpty { throw error(member.value, translated("'%1$s' in '%2$s' must not be empty", name, member.key)) }
                versions.append((member.key, text))
            }
            return FormTexts(versions: versions)
        default:
            // TRANSLATORS: %1$s is a form-file keyword, such as label, which stays as it is; %2$s is a JSON type, such as "a number".
            throw error(node, translated("'%1$s' must be a string or an object of language to text, found %2$s", name, node.value.typeName))
        }
    }
}

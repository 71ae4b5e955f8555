extension JSONObjectReader {
    /// A property given as a string or per language (`FormTexts`); nil
    /// when absent. Every version must be a string, `nonEmpty` ones not
    /// blank; errors point at the version at fault.
    func texts(_ name: String, nonEmpty: Bool = false) throws(LoadError) -> FormTexts? {
        guard let node = node(name) else { return nil }
        switch node.value {
        case .string(let text):
            if nonEmpty, text.trimmingWhitespace().isEmpty { throw error(node, "'\(name)' must not be empty") }
            return FormTexts(versions: [(nil, text)])
        case .object(let members):
            guard !members.isEmpty else {
                throw error(node, "'\(name)' gives no language; write a string, or an object such as {\"en\": \"…\", \"de\": \"…\"}")
            }
            var versions: [(language: String?, text: String)] = []
            for member in members {
                guard FormTexts.isLanguageTag(member.key) else {
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                    message: "'\(member.key)' in '\(name)' is not a language code (such as en, de, pt-BR)")
                }
                guard !versions.contains(where: { $0.language == member.key }) else {
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                    message: "language '\(member.key)' of '\(name)' is given twice")
                }
                guard case .string(let text) = member.value.value else {
                    throw error(member.value, "'\(name)' in '\(member.key)' must be a string, found \(member.value.value.typeName)")
                }
                if nonEmpty, text.trimmingWhitespace().isEmpty { throw error(member.value, "'\(name)' in '\(member.key)' must not be empty") }
                versions.append((member.key, text))
            }
            return FormTexts(versions: versions)
        default:
            throw error(node, "'\(name)' must be a string or an object of language to text, found \(node.value.typeName)")
        }
    }
}

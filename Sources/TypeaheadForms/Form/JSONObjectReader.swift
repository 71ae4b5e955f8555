import TypeaheadEngine

/// Reads the members of one JSON object with typed accessors, refusing
/// unknown names and wrong types at the place they are written.
public struct JSONObjectReader {
    let path: String
    public let members: [String: JSONMember]
    let location: SourceLocation

    public init(_ node: JSONNode, path: String, what: FilePart, allowed: Set<String>) throws(LoadError) {
        self.path = path
        location = SourceLocation(line: node.line, column: node.column)
        guard case .object(let list) = node.value else {
            throw LoadError(path: path, line: node.line, column: node.column, message: what.mustBeAnObject(found: node.value.typeName))
        }
        var members: [String: JSONMember] = [:]
        for member in list {
            guard allowed.contains(member.key) else {
                let known = allowed.sorted().joined(separator: ", ")
                throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                message: what.unknownProperty(member.key, known: known))
            }
            guard members[member.key] == nil else {
                throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                // TRANSLATORS: %1$s is a form-file keyword, such as title, which stays as it is.
                                message: translated("property '%1$s' is given twice", member.key))
            }
            members[member.key] = member
        }
        self.members = members
    }

    public func error(_ node: JSONNode, _ message: String) -> LoadError {
        LoadError(path: path, line: node.line, column: node.column, message: message)
    }

    public func node(_ name: String) -> JSONNode? { members[name]?.value }

    func location(of name: String) -> SourceLocation? {
        members[name].map { SourceLocation(line: $0.value.line, column: $0.value.column) }
    }

    public func string(_ name: String) throws(LoadError) -> String? {
        guard let node = node(name) else { return nil }
        guard case .string(let text) = node.value else {
            // TRANSLATORS: %1$s is a form-file keyword, such as title, which stays as it is; %2$s is a JSON type, such as "a number".
            throw error(node, translated("'%1$s' must be a string, found %2$s", name, node.value.typeName))
        }
        return text
    }

    public func requiredString(_ name: String, in what: FilePart) throws(LoadError) -> String {
        guard let text = try string(name), let node = node(name) else {
            throw LoadError(path: path, line: location.line, column: location.column, message: what.needs(name))
        }
        // TRANSLATORS: %1$s is a form-file keyword, such as id, which stays as it is.
        guard !text.trimmingWhitespace().isEmpty else { throw error(node, translated("'%1$s' must not be empty", name)) }
        return text
    }

    func bool(_ name: String) throws(LoadError) -> Bool? {
        guard let node = node(name) else { return nil }
        guard case .bool(let flag) = node.value else {
            // TRANSLATORS: %1$s is a form-file keyword, such as required, which stays as it is; true and false are JSON words and stay too; %2$s is a JSON type, such as "a string".
            throw error(node, translated("'%1$s' must be true or false, found %2$s", name, node.value.typeName))
        }
        return flag
    }

    public func positiveInt(_ name: String, allowZero: Bool = false) throws(LoadError) -> Int? {
        guard let node = node(name) else { return nil }
        guard case .number(let literal) = node.value, let value = Int(literal), value > 0 || (allowZero && value == 0) else {
            // TRANSLATORS: %1$s is a form-file keyword, such as minChars, which stays as it is.
            throw error(node, allowZero ? translated("'%1$s' must be a whole number of 0 or more", name)
                                        // TRANSLATORS: %1$s is a form-file keyword, such as maxRows, which stays as it is.
                                        : translated("'%1$s' must be a whole number above 0", name))
        }
        return value
    }
}

/// Reads the members of one JSON object with typed accessors, refusing
/// unknown names and wrong types at the place they are written.
struct JSONObjectReader {
    let path: String
    let members: [String: JSONMember]
    let location: SourceLocation

    init(_ node: JSONNode, path: String, what: String, allowed: Set<String>) throws(LoadError) {
        self.path = path
        location = SourceLocation(line: node.line, column: node.column)
        guard case .object(let list) = node.value else {
            throw LoadError(path: path, line: node.line, column: node.column,
                            message: "\(what) must be an object, found \(node.value.typeName)")
        }
        var members: [String: JSONMember] = [:]
        for member in list {
            guard allowed.contains(member.key) else {
                let known = allowed.sorted().joined(separator: ", ")
                throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                message: "unknown property '\(member.key)' in \(what) (known: \(known))")
            }
            guard members[member.key] == nil else {
                throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                message: "property '\(member.key)' is given twice")
            }
            members[member.key] = member
        }
        self.members = members
    }

    func error(_ node: JSONNode, _ message: String) -> LoadError {
        LoadError(path: path, line: node.line, column: node.column, message: message)
    }

    func node(_ name: String) -> JSONNode? { members[name]?.value }

    func location(of name: String) -> SourceLocation? {
        members[name].map { SourceLocation(line: $0.value.line, column: $0.value.column) }
    }

    func string(_ name: String) throws(LoadError) -> String? {
        guard let node = node(name) else { return nil }
        guard case .string(let text) = node.value else {
            throw error(node, "'\(name)' must be a string, found \(node.value.typeName)")
        }
        return text
    }

    func requiredString(_ name: String, in what: String) throws(LoadError) -> String {
        guard let text = try string(name), let node = node(name) else {
            throw LoadError(path: path, line: location.line, column: location.column, message: "\(what) needs '\(name)'")
        }
        guard !text.trimmingWhitespace().isEmpty else { throw error(node, "'\(name)' must not be empty") }
        return text
    }

    func bool(_ name: String) throws(LoadError) -> Bool? {
        guard let node = node(name) else { return nil }
        guard case .bool(let flag) = node.value else {
            throw error(node, "'\(name)' must be true or false, found \(node.value.typeName)")
        }
        return flag
    }

    func positiveInt(_ name: String, allowZero: Bool = false) throws(LoadError) -> Int? {
        guard let node = node(name) else { return nil }
        guard case .number(let literal) = node.value, let value = Int(literal), value > 0 || (allowZero && value == 0) else {
            throw error(node, "'\(name)' must be a whole number\(allowZero ? " of 0 or more" : " above 0")")
        }
        return value
    }
}

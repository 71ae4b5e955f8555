/// Turns JSON (an array of objects) or JSON Lines (one object per line) into
/// a table. Columns are the object keys in the order first seen; a key an
/// object lacks is an empty value. Values must be strings, numbers, booleans
/// or null: a nested array or object is refused where it is written.
struct JSONTableReader {
    let path: String

    func readArray(_ bytes: UnsafeBufferPointer<UInt8>) throws(LoadError) -> DataTable {
        let document: JSONNode
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw LoadError(path: path, error)
        }
        guard case .array(let elements) = document.value else {
            throw LoadError(path: path, line: document.line, column: document.column,
                            // TRANSLATORS: %1$s is a JSON type, such as "a number".
                            message: translated("expected an array of objects, found %1$s", document.value.typeName))
        }
        var builder = Builder(path: path)
        for element in elements { try builder.add(element) }
        return try builder.table(emptyAt: document)
    }

    func readLines(_ bytes: UnsafeBufferPointer<UInt8>) throws(LoadError) -> DataTable {
        var builder = Builder(path: path)
        var first: JSONNode?
        try JSONParser.forEachLine(in: bytes, path: path) { node throws(LoadError) in
            first = first ?? node
            try builder.add(node)
        }
        return try builder.table(emptyAt: first)
    }

    /// Collects rows while columns are still being discovered.
    private struct Builder {
        let path: String
        var columns: [String] = []
        var columnIndex: [String: Int] = [:]
        var rows: [[String]] = []

        mutating func add(_ node: JSONNode) throws(LoadError) {
            guard case .object(let members) = node.value else {
                throw LoadError(path: path, line: node.line, column: node.column,
                                // TRANSLATORS: %1$s is a JSON type, such as "an array".
                                message: translated("expected an object, found %1$s", node.value.typeName))
            }
            var row = [String](repeating: "", count: columns.count)
            var seen = Set<String>()
            for member in members {
                guard seen.insert(member.key).inserted else {
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                    message: translated("duplicate key '%1$s' in one object", member.key))
                }
                if member.key.trimmingWhitespace().isEmpty {
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn, message: translated("empty key"))
                }
                let text = try Self.text(of: member.value, path: path)
                if let index = columnIndex[member.key] {
                    row[index] = text
                } else {
                    columnIndex[member.key] = columns.count
                    columns.append(member.key)
                    row.append(text)
                }
            }
            rows.append(row)
        }

        func table(emptyAt node: JSONNode?) throws(LoadError) -> DataTable {
            guard !columns.isEmpty else {
                throw LoadError(path: path, line: node?.line ?? 1, column: node?.column ?? 1, message: translated("there are no records with any keys"))
            }
            // Rows read before a later column appeared are padded.
            let width = columns.count
            let padded = rows.map { $0.count == width ? $0 : $0 + Array(repeating: "", count: width - $0.count) }
            return DataTable(path: path, columns: columns, rows: padded)
        }

        static func text(of node: JSONNode, path: String) throws(LoadError) -> String {
            switch node.value {
            case .string(let text): return text
            case .number(let literal): return literal
            case .bool(let flag): return flag ? "true" : "false"
            case .null: return ""
            case .array, .object:
                throw LoadError(path: path, line: node.line, column: node.column,
                                // TRANSLATORS: %1$s is a JSON type: "an array" or "an object".
                                message: translated("values must be text or numbers, found %1$s", node.value.typeName))
            }
        }
    }
}

import Foundation
import TypeaheadEngine

/// A history's file: `{"FIELD": ["KEY", …], …}`, most recent first.
enum ChoiceHistoryFile {
    /// The history at `path`; a missing file is an empty one.
    static func read(path: String) throws(LoadError) -> ChoiceHistory {
        guard FileManager.default.fileExists(atPath: path) else { return ChoiceHistory() }
        let document = try DataFileLoader.readJSON(path: path)
        guard case .object(let fields) = document.value else {
            throw LoadError(path: path, line: document.line, column: document.column, message: translated("a history must be an object"))
        }
        var keysByField: [String: [String]] = [:]
        for field in fields {
            guard case .array(let items) = field.value.value else {
                throw LoadError(path: path, line: field.value.line, column: field.value.column,
                                message: translated("'%1$s' must be an array of keys", field.key))
            }
            keysByField[field.key] = try items.map { item throws(LoadError) in
                guard case .string(let key) = item.value else {
                    throw LoadError(path: path, line: item.line, column: item.column, message: translated("a key must be a string"))
                }
                return key
            }
        }
        return ChoiceHistory(keysByField: keysByField)
    }

    static func text(of history: ChoiceHistory) -> String {
        let members = history.keysByField.sorted { $0.key < $1.key }.map { field, keys in
            (field, "[" + keys.map(JSONText.quoted).joined(separator: ", ") + "]")
        }
        return JSONText.object(members) + "\n"
    }
}

import Foundation

/// Keeps one form's draft in `$XDG_STATE_HOME/typeahead/drafts/` (default
/// `~/.local/state/…`), replaced whole by `AtomicFile`, so the process can be
/// killed at any moment and the file holds the old draft or the new one.
public struct DraftStore: Sendable {
    public let path: String
    /// The form (or data file) the draft belongs to.
    private let formPath: String

    public init(formPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        path = AppPaths.stateFile("drafts", forForm: formPath, environment: environment)
        self.formPath = URL(fileURLWithPath: formPath).standardizedFileURL.path
    }

    /// The stored draft, nil when there is none.
    public func load() throws(LoadError) -> Draft? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let document = try DataFileLoader.readJSON(path: path)
        guard case .object(let members) = document.value else {
            throw LoadError(path: path, line: document.line, column: document.column, message: "a draft must be an object")
        }
        var draft = Draft(values: [:], records: [:])
        for member in members where member.key == "values" || member.key == "records" {
            guard case .object(let entries) = member.value.value else {
                throw LoadError(path: path, line: member.value.line, column: member.value.column,
                                message: "'\(member.key)' must be an object of strings")
            }
            for entry in entries {
                guard case .string(let text) = entry.value.value else {
                    throw LoadError(path: path, line: entry.value.line, column: entry.value.column,
                                    message: "'\(entry.key)' must be a string")
                }
                if member.key == "values" { draft.values[entry.key] = text } else { draft.records[entry.key] = text }
            }
        }
        return draft
    }


    /// Stores the draft, or removes the file for nil.
    public func store(_ draft: Draft?) throws(SaveError) {
        guard let draft else { return try AtomicFile.remove(path) }
        func object(_ entries: [String: String]) -> String {
            "{" + entries.sorted { $0.key < $1.key }.map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }
                .joined(separator: ", ") + "}"
        }
        try AtomicFile.write(JSONText.object([("form", JSONText.quoted(formPath)), ("values", object(draft.values)),
                                              ("records", object(draft.records))]) + "\n", to: path)
    }
}

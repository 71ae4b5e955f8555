import Foundation

/// Keeps one form's draft in `$XDG_STATE_HOME/typeahead/drafts/` (default
/// `~/.local/state/…`). A draft is written to a temporary file, fsynced and
/// renamed over the old one, so the process can be killed at any moment and
/// the file holds either the old draft or the new one, whole.
public struct DraftStore: Sendable {
    public let path: String
    /// The form (or data file) the draft belongs to.
    private let formPath: String

    public init(formPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let absolute = URL(fileURLWithPath: formPath).standardizedFileURL.path
        let base = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state"
        let name = URL(fileURLWithPath: absolute).lastPathComponent
        path = base + "/typeahead/drafts/\(name)-\(Self.hash(absolute)).json"
        self.formPath = absolute
    }

    /// The stored draft, nil when there is none.
    public func load() throws(LoadError) -> Draft? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let document = try DataFileLoader.parseTextFile(path: path) { bytes throws(LoadError) in
            try Self.parseJSON(bytes, path: path)
        }
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

    private static func parseJSON(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(LoadError) -> JSONNode {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw LoadError(path: path, error)
        }
    }

    /// Stores the draft, or removes the file for nil.
    public func store(_ draft: Draft?) throws(SaveError) {
        guard let draft else {
            if unlink(path) != 0, errno != ENOENT { throw SaveError(path: path, errno: errno) }
            return
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SaveError(path: folder, reason: "cannot create the folder")
        }
        func object(_ entries: [String: String]) -> String {
            "{" + entries.sorted { $0.key < $1.key }.map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }
                .joined(separator: ", ") + "}"
        }
        let text = JSONText.object([("form", JSONText.quoted(formPath)), ("values", object(draft.values)),
                                    ("records", object(draft.records))]) + "\n"
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SaveError(path: temporary, errno: errno) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
        guard written == bytes.count, fsync(descriptor) == 0 else {
            let code = errno
            close(descriptor)
            throw SaveError(path: temporary, errno: code)
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else { throw SaveError(path: path, errno: errno) }
        // The rename itself is made durable by syncing the folder.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// FNV-1a: a stable name for the form's path (Swift's `hashValue` changes per run).
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x100000001b3
        }
        return String(value, radix: 16)
    }
}

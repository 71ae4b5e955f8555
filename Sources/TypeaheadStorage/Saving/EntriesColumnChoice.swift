import Foundation
import TypeaheadEngine

/// The fields a person hid from a form's entries list, kept for the form's
/// next window: `$XDG_STATE_HOME/typeahead/columns/FORM-HASH.json`, as
/// `{"hidden": ["city"]}`. Hidden rather than shown, so a field added to
/// the form later is listed.
public struct EntriesColumnChoice: Sendable {
    public let path: String

    public init(formPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        path = AppPaths.stateFile("columns", forForm: formPath, environment: environment)
    }

    /// The fields hidden, or nil when the person never chose (or the file
    /// cannot be read: the list then shows what it shows at first, no loss).
    public func load() -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let hidden = object["hidden"] as? [String] else { return nil }
        return Set(hidden)
    }

    /// Keeps `hidden`, replacing the file whole.
    public func store(_ hidden: Set<String>) throws(SaveError) {
        try StateFolder.create(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let data = (try? JSONSerialization.data(withJSONObject: ["hidden": hidden.sorted()], options: [.sortedKeys])) ?? Data()
        try AtomicFile.write(String(decoding: data, as: UTF8.self) + "\n", to: path)
    }
}

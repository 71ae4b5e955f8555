import Foundation
import TypeaheadEngine

/// Who keys on this machine, as last given (`AppPaths.keyerFile`): one
/// line, the name or number a form asked for as its window opened.
public enum KeyerMemory {
    /// The name kept, or nil when none was given yet (or it cannot be
    /// read: the form asks again, which is no loss).
    public static func load(from path: String = AppPaths.keyerFile()) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : name
    }

    /// Keeps the name, replacing the file whole.
    public static func store(_ name: String, to path: String = AppPaths.keyerFile()) throws(SaveError) {
        try AtomicFile.write(name + "\n", to: path)
    }
}

import Foundation

/// Where Typeahead finds its bundled data and keeps what it writes.
public enum AppPaths {
    public static let version = "0.1.0"

    /// `$XDG_DATA_HOME/typeahead/entries.jsonl` (default `~/.local/share/…`).
    public static func defaultOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return base + "/typeahead/entries.jsonl"
    }

    /// The bundled demo form: `$TYPEAHEAD_DATA_DIR`, an installed
    /// `share/typeahead` beside the executable, or the source tree's `data/`.
    public static func demoForm(executable: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let name = "demo.form.json"
        var candidates: [URL] = []
        if let dir = environment["TYPEAHEAD_DATA_DIR"] { candidates.append(URL(fileURLWithPath: dir)) }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(folder.appendingPathComponent("../share/typeahead").standardized)
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("data"))
            folder = folder.deletingLastPathComponent()
        }
        return candidates.map { $0.appendingPathComponent(name).path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}

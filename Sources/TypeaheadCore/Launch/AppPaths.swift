import Foundation

/// Where Typeahead finds its bundled data and keeps what it writes.
public enum AppPaths {
    public static let version = "0.1.0"

    /// `$XDG_DATA_HOME/typeahead/entries.jsonl` (default `~/.local/share/…`).
    public static func defaultOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder("XDG_DATA_HOME", default: ".local/share", environment) + "/entries.jsonl"
    }

    /// The file in `$XDG_STATE_HOME/typeahead/KIND/` (default
    /// `~/.local/state/…`) that keeps something of one form, named after the
    /// form and a stable hash (FNV-1a) of its absolute path (Swift's
    /// `hashValue` changes from run to run).
    static func stateFile(_ kind: String, forForm formPath: String, environment: [String: String]) -> String {
        let absolute = URL(fileURLWithPath: formPath).standardizedFileURL.path
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in absolute.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100000001b3
        }
        let name = URL(fileURLWithPath: absolute).lastPathComponent + "-" + String(hash, radix: 16) + ".json"
        return folder("XDG_STATE_HOME", default: ".local/state", environment) + "/\(kind)/" + name
    }

    /// `$VARIABLE/typeahead`, or `~/DEFAULT/typeahead` when it is unset or not absolute.
    private static func folder(_ variable: String, default relative: String, _ environment: [String: String]) -> String {
        let base = environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/" + relative
        return base + "/typeahead"
    }

    /// The bundled demo form: `$TYPEAHEAD_DATA_DIR`, an installed
    /// `share/typeahead` beside the executable (`PREFIX/bin/typeahead` and
    /// `PREFIX/share/typeahead/`, as meson installs them), the source tree's
    /// `data/`, or `typeahead/` in `$XDG_DATA_DIRS` (a data folder installed
    /// elsewhere).
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
        let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        for dir in dataDirs.split(separator: ":") where dir.hasPrefix("/") {
            candidates.append(URL(fileURLWithPath: String(dir)).appendingPathComponent("typeahead"))
        }
        return candidates.map { $0.appendingPathComponent(name).path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}

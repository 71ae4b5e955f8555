import Foundation

/// Where Typeahead finds its bundled data and keeps what it writes.
public enum AppPaths {
    public static let version = "0.1.0"

    /// Where a form's entries go unless `--output` says otherwise: a file of
    /// its own in `$XDG_DATA_HOME/typeahead/` (default `~/.local/share/…`),
    /// named after the form file (without `.form.json`) and a short hash of
    /// its absolute path, so two `trip.form.json` in different folders keep
    /// apart: `trip-1f0c2a9e.jsonl`, `places.csv-5b7d01c3.jsonl`.
    public static func defaultOutput(forForm formPath: String,
                                     environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let absolute = absolutePath(formPath)
        var name = URL(fileURLWithPath: absolute).lastPathComponent
        if name.lowercased().hasSuffix(".form.json"), name.count > ".form.json".count {
            name.removeLast(".form.json".count)
        }
        let hash = String(stableHash(absolute) & 0xffff_ffff, radix: 16)
        let shortHash = String(repeating: "0", count: 8 - hash.count) + hash
        return folder("XDG_DATA_HOME", default: ".local/share", environment) + "/\(name)-\(shortHash).jsonl"
    }

    /// The file in `$XDG_STATE_HOME/typeahead/KIND/` (default
    /// `~/.local/state/…`) that keeps something of one form, named after the
    /// form and a stable hash of its absolute path.
    public static func stateFile(_ kind: String, forForm formPath: String, environment: [String: String]) -> String {
        let absolute = absolutePath(formPath)
        let name = URL(fileURLWithPath: absolute).lastPathComponent + "-" + String(stableHash(absolute), radix: 16) + ".json"
        return folder("XDG_STATE_HOME", default: ".local/state", environment) + "/\(kind)/" + name
    }

    /// The journal of a form's entries in team mode, for one server and table:
    /// `$XDG_STATE_HOME/typeahead/outbox/NAME-HASH.jsonl`, hashed from the
    /// form's absolute path and `target`.
    public static func outboxJournal(forForm formPath: String, target: String, environment: [String: String]) -> String {
        let absolute = absolutePath(formPath)
        let hash = String(stableHash(absolute + "\n" + target), radix: 16)
        return folder("XDG_STATE_HOME", default: ".local/state", environment) + "/outbox/"
            + URL(fileURLWithPath: absolute).lastPathComponent + "-" + hash + ".jsonl"
    }

    /// Where earlier versions kept the window's size (now in GSettings;
    /// carried over once by WindowMemory):
    /// `$XDG_STATE_HOME/typeahead/window.json` (default `~/.local/state/…`).
    public static func windowStateFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder("XDG_STATE_HOME", default: ".local/state", environment) + "/window.json"
    }

    /// Who keys on this machine, as last given when a form asked
    /// (`"askKeyer"`): `$XDG_STATE_HOME/typeahead/keyer`.
    public static func keyerFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder("XDG_STATE_HOME", default: ".local/state", environment) + "/keyer"
    }

    /// `$XDG_CACHE_HOME/typeahead` (default `~/.cache/…`): what can be made again.
    public static func cacheFolder(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder("XDG_CACHE_HOME", default: ".cache", environment)
    }

    public static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// FNV-1a: the same from run to run, unlike Swift's `hashValue`.
    public static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100000001b3
        }
        return hash
    }

    /// `$VARIABLE/typeahead`, or `~/DEFAULT/typeahead` when it is unset or not absolute.
    private static func folder(_ variable: String, default relative: String, _ environment: [String: String]) -> String {
        let base = environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? home(environment) + "/" + relative
        return base + "/typeahead"
    }

    /// The home folder: `$HOME`, as GLib takes it, else the account's.
    public static func home(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"] ?? NSHomeDirectory()
    }

    /// The running executable, its symbolic links resolved: where the
    /// bundled data and the source tree's icons are looked for from.
    public static var executable: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    /// The source tree's icons (`meson_helpers/icons`), for an executable
    /// run from the tree (`swift run`), which the desktop's icon theme does
    /// not know: the folders above the executable are searched for it.
    public static func sourceTreeIcons(executable: String) -> String? {
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let icons = folder.appendingPathComponent("meson_helpers/icons")
            if FileManager.default.fileExists(atPath: icons.appendingPathComponent("org.typeahead.Typeahead.svg").path) {
                return icons.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
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

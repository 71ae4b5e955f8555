import Foundation
import TypeaheadEngine

/// Where the app's GSettings schema (`org.typeahead.Typeahead`) is found
/// when GLib's own folders (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`) lack
/// it: an install to a prefix the desktop does not search, or the source
/// tree (`swift run`).
public enum SettingsSchemaFolders {
    public static let schemaID = "org.typeahead.Typeahead"
    static let sourceFile = "meson_helpers/org.typeahead.Typeahead.gschema.xml"

    /// `../share/glib-2.0/schemas` beside the executable, as meson installs
    /// it into PREFIX (compiled by meson_helpers/post-install.sh).
    public static func installed(executable: String) -> String {
        URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../share/glib-2.0/schemas").standardized.path
    }

    /// For an executable run from the source tree: the tree's schema
    /// compiled into `$XDG_CACHE_HOME/typeahead/schemas`, again whenever the
    /// XML is newer than the compiled copy. Nil outside a tree, or when it
    /// cannot be compiled (the window then opens at the standard size).
    public static func compiledFromSourceTree(executable: String,
                                              environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let source = sourceTreeSchema(executable: executable) else { return nil }
        let target = AppPaths.cacheFolder(environment) + "/schemas"
        let compiled = target + "/gschemas.compiled"
        if isStale(compiled, comparedWith: source) {
            guard compile(folder: URL(fileURLWithPath: source).deletingLastPathComponent().path, into: target) else { return nil }
        }
        return target
    }

    /// Whether `compiled` is missing or older than `source`.
    static func isStale(_ compiled: String, comparedWith source: String) -> Bool {
        func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        guard let made = modified(compiled), let written = modified(source) else { return true }
        return made < written
    }

    /// The schema XML in the folders above the executable (`.build/debug/…`).
    static func sourceTreeSchema(executable: String) -> String? {
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let schema = folder.appendingPathComponent(sourceFile).path
            if FileManager.default.fileExists(atPath: schema) { return schema }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// glib-compile-schemas (libglib2.0-bin) on `folder`'s *.gschema.xml,
    /// quietly: a missing tool or a fault leaves the standard size.
    /// Spawned and waited for with waitpid, not `Process`: its
    /// `waitUntilExit` runs the main run loop, which would deliver work
    /// queued for the main thread (an index built) inside the window's
    /// construction, before the window listens for it.
    private static func compile(folder: String, into target: String) -> Bool {
        try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let words: [String] = ["glib-compile-schemas", "--targetdir=\(target)", folder]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        defer { arguments.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var child: pid_t = 0
        guard posix_spawnp(&child, "glib-compile-schemas", &actions, nil, arguments + [nil], environ) == 0 else { return false }
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(child, &status, 0) } while waited == -1 && errno == EINTR
        return waited == child && status == 0 // exited, with status 0
    }
}

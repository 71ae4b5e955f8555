import CGtk

/// An application's own GSettings, opened only where its schema is found:
/// `g_settings_new` aborts on a schema it does not know. The backend is
/// GLib's choice (dconf on a desktop; `GSETTINGS_BACKEND` overrides it).
@MainActor
public final class Settings {
    private let raw: UnsafeMutablePointer<GSettings>

    /// The settings of schema `id`, looked up in GLib's folders
    /// (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`), then in each of `folders`
    /// holding a `gschemas.compiled`; nil when none has it.
    public static func open(schema id: String, folders: [String] = []) -> Settings? {
        let standard = g_settings_schema_source_get_default()
        var schema = standard.flatMap { g_settings_schema_source_lookup($0, id, 1) }
        for folder in folders where schema == nil {
            // No error asked for: a folder without a compiled schema is passed by.
            guard let source = g_settings_schema_source_new_from_directory(folder, standard, 0, nil) else { continue }
            schema = g_settings_schema_source_lookup(source, id, 0)
            g_settings_schema_source_unref(source) // the schema keeps its own reference
        }
        guard let schema else { return nil }
        defer { g_settings_schema_unref(schema) }
        return g_settings_new_full(schema, nil, nil).map(Settings.init)
    }

    private init(_ raw: UnsafeMutablePointer<GSettings>) {
        self.raw = raw
    }

    isolated deinit { g_object_unref(raw) }

    // A key an administrator locked is left as it is, not written.
    public func int(_ key: String) -> Int { Int(g_settings_get_int(raw, key)) }
    public func setInt(_ key: String, _ value: Int) {
        guard g_settings_is_writable(raw, key) != 0 else { return }
        _ = g_settings_set_int(raw, key, Int32(clamping: value))
    }
    public func bool(_ key: String) -> Bool { g_settings_get_boolean(raw, key) != 0 }
    public func setBool(_ key: String, _ value: Bool) {
        guard g_settings_is_writable(raw, key) != 0 else { return }
        _ = g_settings_set_boolean(raw, key, value ? 1 : 0)
    }

    /// Whether `key` was ever set here, rather than standing at the
    /// schema's (or the system administrator's) default.
    public func hasUserValue(_ key: String) -> Bool {
        guard let value = g_settings_get_user_value(raw, key) else { return false }
        g_variant_unref(value)
        return true
    }

    /// Waits for what was set to reach the backend's storage (dconf writes
    /// later), before the app may end.
    public static func sync() { g_settings_sync() }
}

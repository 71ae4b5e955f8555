import CGtk

/// The desktop's own settings (GSettings), read where their schema is
/// installed: GNOME's are not everywhere GTK is.
public enum DesktopSettings {
    /// The string `key` of `schema`, or nil when the schema or the key is
    /// not installed (GSettings aborts on a schema it does not know).
    public static func string(schema name: String, key: String) -> String? {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, name, 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0, let settings = g_settings_new(name) else { return nil }
        defer { g_object_unref(settings) }
        guard let value = g_settings_get_string(settings, key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }
}

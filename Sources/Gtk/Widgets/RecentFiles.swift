import CGtk

/// GtkRecentManager: the desktop's list of recently used files.
@MainActor
public enum RecentFiles {
    public static func add(path: String) {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return }
        defer { g_free(uri) }
        gtk_recent_manager_add_item(gtk_recent_manager_get_default(), uri)
    }

    /// `changed` runs whenever the list changes: an item added here lands
    /// only once GTK has looked the file up, after `add` has returned.
    public static func onChanged(_ changed: @escaping @MainActor () -> Void) {
        Signals.connectVoid(UnsafeMutableRawPointer(gtk_recent_manager_get_default()), "changed", changed)
    }

    /// The local files this app used, newest first, that still exist.
    public static func paths(limit: Int) -> [String] {
        let manager = gtk_recent_manager_get_default()
        let app = g_get_prgname().map { String(cString: $0) } ?? ""
        var found: [(path: String, modified: Int64)] = []
        var node = gtk_recent_manager_get_items(manager)
        let list = node
        while let current = node {
            let info = OpaquePointer(current.pointee.data)
            if gtk_recent_info_is_local(info) != 0, gtk_recent_info_has_application(info, app) != 0,
               gtk_recent_info_exists(info) != 0,
               let uri = gtk_recent_info_get_uri(info), let path = g_filename_from_uri(uri, nil, nil) {
                let modified = gtk_recent_info_get_modified(info).map { g_date_time_to_unix($0) } ?? 0
                found.append((String(cString: path), Int64(modified)))
                g_free(path)
            }
            gtk_recent_info_unref(info)
            node = current.pointee.next
        }
        g_list_free(list)
        return Array(found.sorted { $0.modified > $1.modified }.map(\.path).prefix(limit))
    }
}

import CGtk

/// GtkFileChooserNative for opening or saving one file, or choosing a folder (without a portal GTK shows
/// its own GtkFileChooserDialog). The chooser keeps itself until it answers.
@MainActor
public final class FileChooser {
    public struct Filter {
        public var name: String
        public var patterns: [String]
        public init(_ name: String, patterns: [String]) {
            self.name = name
            self.patterns = patterns
        }
    }

    /// Opening a file, saving one (GTK asks before replacing one), or
    /// choosing a folder.
    public enum Purpose {
        case open
        case save(suggestedName: String, button: String)
        case selectFolder(button: String)
    }

    private let pointer: OpaquePointer
    private var keepAlive: FileChooser?

    /// Shows the chooser over `parent`, in `folder` if given; `chosen`
    /// gets the path of the file chosen (not called on Cancel).
    @discardableResult
    public init(title: String, over parent: ApplicationWindow, purpose: Purpose = .open, folder: String? = nil,
                filters: [Filter], chosen: @escaping @MainActor (String) -> Void) {
        // nil labels: GTK's own "_Open" and "_Cancel", in the person's language.
        switch purpose {
        case .open:
            pointer = gtk_file_chooser_native_new(title, cgtk_window(parent.raw), GTK_FILE_CHOOSER_ACTION_OPEN, nil, nil)
        case .save(let name, let button):
            pointer = gtk_file_chooser_native_new(title, cgtk_window(parent.raw), GTK_FILE_CHOOSER_ACTION_SAVE, button, nil)
            gtk_file_chooser_set_current_name(cgtk_file_chooser(UnsafeMutableRawPointer(pointer)), name)
        case .selectFolder(let button):
            pointer = gtk_file_chooser_native_new(title, cgtk_window(parent.raw), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, button, nil)
        }
        let chooser = cgtk_file_chooser(UnsafeMutableRawPointer(pointer))
        if let folder {
            let file = g_file_new_for_path(folder)
            gtk_file_chooser_set_current_folder(chooser, file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        for filter in filters {
            let gtkFilter = gtk_file_filter_new()!
            gtk_file_filter_set_name(gtkFilter, filter.name)
            for pattern in filter.patterns { gtk_file_filter_add_pattern(gtkFilter, pattern) }
            gtk_file_chooser_add_filter(chooser, gtkFilter)
            g_object_unref(UnsafeMutableRawPointer(gtkFilter))
        }
        gtk_native_dialog_set_modal(cgtk_native_dialog(UnsafeMutableRawPointer(pointer)), 1)
        keepAlive = self
        Signals.connectInt(UnsafeMutableRawPointer(pointer), "response") { [unowned self] response in
            defer { keepAlive = nil }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let path = cgtk_file_chooser_path(cgtk_file_chooser(UnsafeMutableRawPointer(pointer))) else { return }
            defer { g_free(path) }
            chosen(String(cString: path))
        }
        gtk_native_dialog_show(cgtk_native_dialog(UnsafeMutableRawPointer(pointer)))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }
}

/// GtkDropTarget for one file (a `GFile`): a file dropped on the widget.
@MainActor
public final class FileDropTarget: EventController {
    public init(dropped: @escaping @MainActor (String) -> Bool) {
        super.init(UnsafeMutableRawPointer(gtk_drop_target_new(cgtk_file_type(), GDK_ACTION_COPY)!))
        Signals.connectDrop(raw) { value in
            guard let file = cgtk_value_file(value), let path = g_file_get_path(file) else { return false }
            defer { g_free(path) }
            return dropped(String(cString: path))
        }
    }
}

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

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

import CGtk

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

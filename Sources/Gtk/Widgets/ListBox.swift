import CGtk

/// GtkListBox of rows, with one row highlighted (selected) at a time.
@MainActor
public final class ListBox: Widget {
    public init() {
        super.init(gtk_list_box_new())
        gtk_list_box_set_selection_mode(cgtk_list_box(raw), GTK_SELECTION_SINGLE)
        gtk_list_box_set_activate_on_single_click(cgtk_list_box(raw), 1)
    }

    public func append(_ row: ListBoxRow) { gtk_list_box_append(cgtk_list_box(raw), row.pointer) }
    public func remove(_ row: ListBoxRow) { gtk_list_box_remove(cgtk_list_box(raw), row.pointer) }
    public func select(_ row: ListBoxRow?) {
        if let row {
            gtk_list_box_select_row(cgtk_list_box(raw), cgtk_list_box_row(row.raw))
        } else {
            gtk_list_box_unselect_all(cgtk_list_box(raw))
        }
    }

    /// Called with the index of a row that was clicked.
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) {
        Signals.connectPointer(raw, "row-activated") { row in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(cgtk_list_box_row(row))))
        }
    }
}

/// One row of a ListBox.
@MainActor
public final class ListBoxRow: Widget {
    public init(child: Widget) {
        super.init(gtk_list_box_row_new())
        gtk_list_box_row_set_child(cgtk_list_box_row(raw), child.pointer)
    }
}

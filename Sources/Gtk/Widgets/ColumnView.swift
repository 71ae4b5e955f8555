import CGtk

/// GtkColumnView over rows that are only numbers (`CgtkRowModel`): each
/// visible cell asks `cellText` for its text, so a million rows cost no
/// objects until they scroll into view. One row is selected at a time.
/// The column headers sort: GTK draws the arrow, and `onSortChanged`
/// hears which column and which way (the app sorts, not GTK).
@MainActor
public final class ColumnView: Widget {
    private let rows: OpaquePointer
    private let selection: OpaquePointer
    private var columns: [OpaquePointer] = []
    /// Where each column's sorter notes that it was asked (see list_shim.h).
    private let askedColumn = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    /// The text of a cell: (row position, column).
    public var cellText: ((Int, Int) -> String)?
    /// What a screen reader says for the row at a position: all of it, with labels.
    public var spokenRow: ((Int) -> String)?
    /// The cells on screen now (GtkListItem, its column), drawn again
    /// in place when the rows change (see `reload`).
    private var boundCells: [OpaquePointer: Int] = [:]
    private var count = 0

    public init(titles: [String]) {
        rows = cgtk_row_model_new()
        let single = gtk_single_selection_new(cgtk_list_model(UnsafeMutableRawPointer(rows)))!
        selection = single
        // The model and the selection are the view's from here (transfer full).
        super.init(gtk_column_view_new(cgtk_selection_model(UnsafeMutableRawPointer(single))))
        askedColumn.initialize(to: -1)
        gtk_column_view_set_show_row_separators(cgtk_column_view(raw), 1)
        for (index, title) in titles.enumerated() {
            let factory = gtk_signal_list_item_factory_new()!
            Signals.connectPointer(UnsafeMutableRawPointer(factory), "setup") { item in
                guard let item else { return }
                let label = gtk_label_new(nil)!
                gtk_label_set_xalign(cgtk_label(UnsafeMutableRawPointer(label)), 0)
                gtk_label_set_ellipsize(cgtk_label(UnsafeMutableRawPointer(label)), PANGO_ELLIPSIZE_END)
                gtk_list_item_set_child(cgtk_list_item(item), label)
            }
            Signals.connectPointer(UnsafeMutableRawPointer(factory), "bind") { [weak self] item in
                guard let self, let item else { return }
                boundCells[cgtk_list_item(item)] = index
                self.bind(cgtk_list_item(item), column: index)
            }
            Signals.connectPointer(UnsafeMutableRawPointer(factory), "unbind") { [weak self] item in
                guard let self, let item else { return }
                boundCells[cgtk_list_item(item)] = nil
            }
            let column = gtk_column_view_column_new(title, factory)! // takes the factory
            gtk_column_view_column_set_resizable(column, 1)
            gtk_column_view_column_set_expand(column, 1)
            let sorter = cgtk_column_probe_sorter(Int32(index), askedColumn)
            gtk_column_view_column_set_sorter(column, sorter)
            g_object_unref(UnsafeMutableRawPointer(sorter))
            gtk_column_view_append_column(cgtk_column_view(raw), column)
            columns.append(column)
            g_object_unref(UnsafeMutableRawPointer(column))
        }
    }

    isolated deinit {
        askedColumn.deallocate()
    }

    /// What a screen reader calls the list (the rows' list, which has the
    /// keyboard, as well as the table).
    public func setListLabel(_ label: String) {
        setAccessibleLabel(label)
        if let inner = cgtk_column_view_list(cgtk_column_view(raw)) {
            cgtk_accessible_set_label(cgtk_accessible(UnsafeMutableRawPointer(inner)), label)
        }
    }

    private func bind(_ item: OpaquePointer, column: Int) {
        let position = Int(gtk_list_item_get_position(item))
        guard let label = gtk_list_item_get_child(item) else { return }
        gtk_label_set_text(cgtk_label(UnsafeMutableRawPointer(label)), cellText?(position, column) ?? "")
        // The row (the cell's parent) is what a screen reader reads as
        // the selection moves: it says the whole entry, with its labels.
        if column == 0, let spoken = spokenRow?(position),
           let cell = gtk_widget_get_parent(label), let row = gtk_widget_get_parent(cell) {
            cgtk_accessible_set_label(cgtk_accessible(UnsafeMutableRawPointer(row)), spoken)
        }
    }

    /// Shows `count` rows, all of them new (a search, a sort, the file
    /// read again). GTK is told only of the rows added or taken at the end,
    /// and the cells on screen are drawn again in place: told that every
    /// row changed, GTK 4.8 makes every row's widgets anew, which took a
    /// second at each key of a search over a million entries. The
    /// selection stays at its position where it can.
    public func reload(count newCount: Int) {
        let old = count
        count = newCount
        if newCount < old {
            cgtk_row_model_splice(cgtk_list_model(UnsafeMutableRawPointer(rows)), guint(newCount), guint(old - newCount), 0)
        } else if newCount > old {
            cgtk_row_model_splice(cgtk_list_model(UnsafeMutableRawPointer(rows)), guint(old), 0, guint(newCount - old))
        }
        for (item, column) in boundCells where Int(gtk_list_item_get_position(item)) < newCount {
            bind(item, column: column)
        }
    }

    /// One row went from `position`: the rows around it keep their place,
    /// and the next one is selected.
    public func removeRow(at position: Int) {
        count -= 1
        cgtk_row_model_splice(cgtk_list_model(UnsafeMutableRawPointer(rows)), guint(position), 1, 0)
    }

    /// One row came at `position`, and is selected.
    public func insertRow(at position: Int) {
        count += 1
        cgtk_row_model_splice(cgtk_list_model(UnsafeMutableRawPointer(rows)), guint(position), 0, 1)
        selectedPosition = position
    }

    public var selectedPosition: Int? {
        get {
            let position = gtk_single_selection_get_selected(selection)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set { gtk_single_selection_set_selected(selection, newValue.map { guint($0) } ?? GTK_INVALID_LIST_POSITION) }
    }

    /// The selected row changed (the arrows, a click, a reload): its position.
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) {
        Signals.connectPointer(UnsafeMutableRawPointer(selection), "notify::selected") { [weak self] _ in
            guard let self else { return }
            handler(selectedPosition)
        }
    }

    /// Return or a double click on a row: its position.
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) {
        Signals.connectInt(raw, "activate") { position in handler(Int(UInt32(bitPattern: position))) }
    }

    /// A click on a column header: the column now sorted by, and whether
    /// descending (nil: by none).
    public func onSortChanged(_ handler: @escaping @MainActor ((column: Int, descending: Bool)?) -> Void) {
        let sorter = gtk_column_view_get_sorter(cgtk_column_view(raw))!
        Signals.connectInt(UnsafeMutableRawPointer(sorter), "changed") { [weak self] _ in
            guard let self else { return }
            var descending: gboolean = 0
            let column = cgtk_column_view_sorted_column(cgtk_column_view(raw), askedColumn, &descending)
            handler(column < 0 ? nil : (Int(column), descending != 0))
        }
    }

    /// Column `column` as wide as `width` pixels at least, however its
    /// first rows measured (GTK 4.8 keeps a column's first measure).
    public func setColumnWidth(_ column: Int, _ width: Int) {
        guard columns.indices.contains(column) else { return }
        gtk_column_view_column_set_fixed_width(columns[column], Int32(width))
    }

    /// Shows or hides column `column` (its header and its cells).
    public func setColumnVisible(_ column: Int, _ visible: Bool) {
        guard columns.indices.contains(column) else { return }
        gtk_column_view_column_set_visible(columns[column], visible ? 1 : 0)
    }

    /// Scrolls the rows until the one at `position` is in view (GtkListBase's
    /// `list.scroll-to-item`: GTK 4.8 has no function for it).
    public func scrollToRow(_ position: Int) {
        guard position >= 0, position < count, let inner = cgtk_column_view_list(cgtk_column_view(raw)) else { return }
        _ = gtk_widget_activate_action_variant(inner, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
    }

    /// Shows column `column` as the one sorted by (the arrow in its header).
    public func showSorted(byColumn column: Int, descending: Bool) {
        gtk_column_view_sort_by_column(cgtk_column_view(raw), columns[column], descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
    }
}

import CGtk

/// GtkEntry: one line of editable text, with an optional icon at its end.
@MainActor
public final class Entry: Widget {
    public init() {
        super.init(gtk_entry_new())
    }

    public var text: String {
        // GTK gives no text once the entry is being taken apart.
        get { gtk_editable_get_text(cgtk_editable(raw)).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(cgtk_editable(raw), newValue) }
    }
    /// The selected characters, or nil when nothing is selected.
    public var selection: Range<Int>? {
        var start: Int32 = 0, end: Int32 = 0
        guard gtk_editable_get_selection_bounds(cgtk_editable(raw), &start, &end) != 0 else { return nil }
        return Int(start)..<Int(end)
    }
    /// Whether the person can change the text (a calculated value cannot).
    public var isEditable: Bool {
        get { gtk_editable_get_editable(cgtk_editable(raw)) != 0 }
        set { gtk_editable_set_editable(cgtk_editable(raw), newValue ? 1 : 0) }
    }
    /// Whether the entry keeps its own undo history (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y).
    public func setUndoEnabled(_ enabled: Bool) {
        gtk_editable_set_enable_undo(cgtk_editable(raw), enabled ? 1 : 0)
    }
    public func setPlaceholder(_ text: String) {
        gtk_entry_set_placeholder_text(cgtk_entry(raw), text)
    }
    /// Selects the characters between `start` and `end` (either way
    /// round), from `start` towards `end`.
    public func selectRegion(start: Int, end: Int) {
        gtk_editable_select_region(cgtk_editable(raw), Int32(start), Int32(end))
    }
    /// The caret position, in characters.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(cgtk_editable(raw))) }
        set { gtk_editable_set_position(cgtk_editable(raw), Int32(newValue)) }
    }
    public func setEndIcon(name: String?) {
        gtk_entry_set_icon_from_icon_name(cgtk_entry(raw), GTK_ENTRY_ICON_SECONDARY, name)
    }
    public func setEndIconTooltip(_ text: String?) {
        gtk_entry_set_icon_tooltip_text(cgtk_entry(raw), GTK_ENTRY_ICON_SECONDARY, text)
    }
    /// Marks the entry as having an autocomplete list, and whether it is open.
    public func setAutocompleteList() {
        cgtk_accessible_set_autocomplete_list(cgtk_accessible(raw))
    }
    public func setExpanded(_ expanded: Bool) {
        cgtk_accessible_set_expanded(cgtk_accessible(raw), expanded ? 1 : 0)
    }

    /// Return in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectVoid(raw, "activate", handler)
    }

    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectVoid(raw, "changed", handler)
    }

    /// The caret or the selection moved, however it happened.
    public func onSelectionMoved(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectPointer(delegate, "notify::cursor-position") { _ in handler() }
        Signals.connectPointer(delegate, "notify::selection-bound") { _ in handler() }
    }

    /// The GtkText inside, which inserts, deletes and runs the input method.
    private var delegate: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(gtk_editable_get_delegate(cgtk_editable(raw)))
    }

    /// Text about to go in, however it came: committed by the input method,
    /// pasted, dropped, or set. Returning true keeps it out.
    public func onInsertText(_ handler: @escaping @MainActor (String) -> Bool) {
        Signals.connectInsertText(delegate, handler)
    }

    /// Characters `start..<end` about to go (an end of -1: to the end).
    /// Returning true keeps them.
    public func onDeleteText(_ handler: @escaping @MainActor (_ start: Int, _ end: Int) -> Bool) {
        Signals.connectDeleteText(delegate, handler)
    }

    /// The input method's text being composed (empty once it is done).
    public func onPreeditChanged(_ handler: @escaping @MainActor (String) -> Void) {
        Signals.connectString(delegate, "preedit-changed", handler)
    }

    /// Reads a clipboard's text, as a paste would (nil: none).
    public func readText(of clipboard: Clipboard, _ done: @escaping @MainActor (String?) -> Void) {
        clipboard.readText(of: self, done)
    }

    /// A press of the middle button in the text, where the desktop lets
    /// it paste: the entry's own paste is stopped, and `handler` is given
    /// the press's x, in the coordinates `caretX(at:)` measures in.
    public func onMiddleClick(_ handler: @escaping @MainActor (_ x: Double) -> Void) {
        let press = ClickGesture(button: UInt32(GDK_BUTTON_MIDDLE))
        // Before the text's own gesture, which would paste by itself.
        press.setCapturePhase()
        press.onPressed { [weak press] x, _ in
            guard let press, Self.middleClickPastes else { return }
            press.claim()
            handler(x)
        }
        Self.addController(press, to: delegate.assumingMemoryBound(to: GtkWidget.self))
        middlePress = press
    }

    /// The gesture `onMiddleClick` added, kept for as long as the entry.
    private var middlePress: ClickGesture?

    /// Whether the desktop's setting lets the middle button paste.
    private static var middleClickPastes: Bool {
        gtk_settings_get_default().map { cgtk_settings_get_int($0, "gtk-enable-primary-paste") != 0 } ?? true
    }

    /// The x of the caret at code-point `position`, in the coordinates of
    /// the text inside the entry (scrolled as it is shown).
    public func caretX(at position: Int) -> Double {
        var strong = graphene_rect_t(), weak = graphene_rect_t()
        gtk_text_compute_cursor_extents(cgtk_text(delegate), gsize(position), &strong, &weak)
        return Double(strong.origin.x)
    }

    /// Gives the entry the keyboard without selecting its text, as a click does.
    public func grabFocusWithoutSelecting() {
        _ = gtk_text_grab_focus_without_selecting(cgtk_text(delegate))
    }

    /// Puts `text` on the clipboard, as a cut does.
    public func setClipboardText(_ text: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(pointer), text)
    }
}

import CGtk

/// Blinks an entry's caret on a timer, two frames a blink, instead of
/// GTK 4's fading blink.
///
/// GTK 4.8 fades the caret in and out from a tick callback, which keeps the
/// window's frame clock running at 60 frames a second for as long as the
/// caret blinks: from each key until `gtk-cursor-blink-timeout` (10 s) after
/// the last. GDK's frame clock starts a frame no sooner than one refresh
/// interval (16.7 ms) after the one before, so every key then waited up to
/// 16.7 ms (8 ms on average) for its frame. So the first `attach` turns
/// GTK's blinking off for the app, and each attached entry blinks on its
/// own: the caret stays on while keys come and for `gtk-cursor-blink-time`
/// after the last, then is hidden and shown every half of it (a CSS class
/// that makes the caret colour transparent), and stays on after
/// `gtk-cursor-blink-timeout` seconds without a key, when the entry has a
/// selection, or when its window is not active, as GTK's does. Where the
/// desktop turned blinking off, the caret stays on.
@MainActor
public final class CaretBlink {
    private struct Settings {
        var blinks: Bool
        /// A whole blink, on and off, in milliseconds.
        var period: UInt32
        var timeoutSeconds: UInt64
    }

    private static var settings: Settings?
    private static let hiddenClass = "caret-hidden"

    /// The entry's text widget, which draws the caret.
    private let text: UnsafeMutablePointer<GtkWidget>
    private let settings: Settings
    private var timer: guint = 0
    private var isHidden = false
    private var isFocused = false
    private var lastActivity = 0
    private var watchesWindow = false

    /// Blinks `entry`'s caret from now on; the entry's signals keep it.
    public static func attach(to entry: Entry) {
        let settings = takeOverBlinking()
        guard settings.blinks else { return }
        let delegate = gtk_editable_get_delegate(cgtk_editable(entry.raw))
        let text = delegate.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) } ?? entry.pointer
        let blink = CaretBlink(text: text, settings: settings)
        let focus = FocusController()
        focus.onEnter { blink.focusChanged(true) }
        focus.onLeave { blink.focusChanged(false) }
        entry.addController(focus)
        Signals.connectVoid(entry.raw, "changed") { blink.restart() }
        Signals.connectPointer(entry.raw, "notify::cursor-position") { _ in blink.restart() }
        Signals.connectPointer(entry.raw, "notify::selection-bound") { _ in blink.restart() }
        Signals.connectVoid(entry.raw, "unmap") { blink.focusChanged(false) }
    }

    /// Reads the desktop's blink settings once and turns GTK's own blinking off.
    private static func takeOverBlinking() -> Settings {
        if let settings { return settings }
        let gtkSettings = gtk_settings_get_default()
        let read = { (name: String) in gtkSettings.map { cgtk_settings_get_int($0, name) } ?? 0 }
        let found = Settings(blinks: read("gtk-cursor-blink") != 0,
                             period: UInt32(max(read("gtk-cursor-blink-time"), 100)),
                             timeoutSeconds: UInt64(max(read("gtk-cursor-blink-timeout"), 1)))
        if let gtkSettings { cgtk_settings_set_int(gtkSettings, "gtk-cursor-blink", 0) }
        if found.blinks {
            Styles.install(css: "text.\(hiddenClass) { caret-color: transparent; -gtk-secondary-caret-color: transparent; }")
        }
        settings = found
        return found
    }

    private init(text: UnsafeMutablePointer<GtkWidget>, settings: Settings) {
        self.text = text
        self.settings = settings
    }

    private func focusChanged(_ focused: Bool) {
        isFocused = focused
        if focused, !watchesWindow, let root = gtk_widget_get_root(text) {
            // The caret stops blinking in an inactive window; it starts again when the window is active.
            watchesWindow = true
            Signals.connectPointer(UnsafeMutableRawPointer(root), "notify::is-active") { [weak self] _ in self?.restart() }
        }
        restart()
    }

    /// The caret shows at once and blinks again after a whole period.
    private func restart() {
        lastActivity = g_get_monotonic_time()
        show()
        schedule(after: settings.period)
    }

    private func show() {
        if isHidden {
            isHidden = false
            gtk_widget_remove_css_class(text, Self.hiddenClass)
        }
    }

    private var shouldBlink: Bool {
        guard isFocused, gtk_widget_get_mapped(text) != 0,
              let root = gtk_widget_get_root(text), gtk_window_is_active(cgtk_window(UnsafeMutableRawPointer(root))) != 0 else { return false }
        var start: Int32 = 0, end: Int32 = 0
        let editable = cgtk_editable(UnsafeMutableRawPointer(text))
        return gtk_editable_get_selection_bounds(editable, &start, &end) == 0
            && UInt64(g_get_monotonic_time() - lastActivity) < settings.timeoutSeconds * 1_000_000
    }

    private func schedule(after milliseconds: UInt32) {
        if timer != 0 { g_source_remove(timer) }
        timer = 0
        guard shouldBlink else { return }
        timer = Idle.after(milliseconds: milliseconds) { self.toggle() }
    }

    private func toggle() {
        timer = 0
        guard shouldBlink else { return show() }
        isHidden.toggle()
        isHidden ? gtk_widget_add_css_class(text, Self.hiddenClass) : gtk_widget_remove_css_class(text, Self.hiddenClass)
        schedule(after: settings.period / 2)
    }
}

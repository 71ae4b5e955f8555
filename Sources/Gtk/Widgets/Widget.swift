import CGtk

/// Base of the typed wrappers: one GtkWidget and the calls every widget
/// shares. The wrapper owns a reference to its widget (a new widget's
/// floating one, sunk), released when the wrapper goes: the widget lives
/// while either the wrapper or the widget tree holds it, never less.
@MainActor
open class Widget {
    public let pointer: UnsafeMutablePointer<GtkWidget>

    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.pointer = pointer
        g_object_ref_sink(UnsafeMutableRawPointer(pointer))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }
    public func setCSSClass(_ name: String, _ on: Bool) {
        on ? addCSSClass(name) : removeCSSClass(name)
    }

    /// Whether the widget is on screen (false once its window is going).
    public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }
    /// Makes the widget's GDK resources now (a popover's surface and
    /// renderer) rather than when it is first shown.
    public func realize() { gtk_widget_realize(pointer) }

    /// Whether the whole widget lies within its window's bounds: one
    /// scrolled out of view lies outside them until the view scrolls to it.
    public var isWithinItsWindow: Bool {
        guard let native = gtk_widget_get_native(pointer) else { return false }
        let window = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(pointer, window, &rect) != 0 else { return false }
        return rect.origin.x >= 0 && rect.origin.y >= 0
            && Int(rect.origin.x + rect.size.width) <= Int(gtk_widget_get_width(window))
            && Int(rect.origin.y + rect.size.height) <= Int(gtk_widget_get_height(window))
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(pointer) != 0 }
        set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
    }
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(pointer) != 0 }
        set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
    }
    /// Whether a pointer can pick the widget; a widget drawn over others
    /// and not targetable lets their clicks through.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(pointer) != 0 }
        set { gtk_widget_set_can_target(pointer, newValue ? 1 : 0) }
    }
    /// Whether the widget or anything in it can take the focus (an
    /// entry's focus is its text child's, so `isFocusable` alone does not).
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(pointer) != 0 }
        set { gtk_widget_set_can_focus(pointer, newValue ? 1 : 0) }
    }
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(pointer) != 0 }
        set { gtk_widget_set_focusable(pointer, newValue ? 1 : 0) }
    }
    public var width: Int { Int(gtk_widget_get_width(pointer)) }
    public var height: Int { Int(gtk_widget_get_height(pointer)) }

    public func setExpand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(pointer, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(pointer, vertical ? 1 : 0) }
    }
    public func setAlign(horizontal: Align? = nil, vertical: Align? = nil) {
        if let horizontal { gtk_widget_set_halign(pointer, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(pointer, vertical.gtk) }
    }
    public func setSizeRequest(width: Int32, height: Int32) {
        gtk_widget_set_size_request(pointer, width, height)
    }
    /// The widget's border box in its own coordinates (width and height
    /// leave out CSS borders and padding; this does not).
    public var bounds: (x: Double, y: Double, width: Double, height: Double) {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(pointer, pointer, &rect) != 0 else { return (0, 0, 0, 0) }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    public func setTooltip(_ text: String?) { gtk_widget_set_tooltip_text(pointer, text) }

    /// A tooltip whose text is asked for only when the pointer rests on
    /// the widget (nil: no tooltip then), so nothing is computed for it
    /// while the widget's content changes.
    public func setTooltip(asked text: @escaping @MainActor () -> String?) {
        gtk_widget_set_has_tooltip(pointer, 1)
        Signals.connectQueryTooltip(raw, text)
    }

    /// The height the widget asks for when given `width`.
    public func naturalHeight(forWidth width: Int32) -> Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(pointer, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
        return Int(natural)
    }

    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(pointer) != 0 }
    /// The desktop's error bell (its sound or visual bell, as set).
    public func errorBell() { gtk_widget_error_bell(pointer) }

    /// The widget takes a reference of its own (GTK takes the one given).
    public func addController(_ controller: EventController) {
        Self.addController(controller, to: pointer)
    }

    /// As `addController`, for a widget that has no `Widget` of its own
    /// (an entry's inner text).
    static func addController(_ controller: EventController, to widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(controller.raw)
        gtk_widget_add_controller(widget, controller.pointer)
    }

    /// The position of `point` in this widget's coordinates, mapped into `other`'s.
    public func translate(x: Double, y: Double, to other: Widget) -> (x: Double, y: Double)? {
        var outX = 0.0, outY = 0.0
        guard gtk_widget_translate_coordinates(pointer, other.pointer, x, y, &outX, &outY) != 0 else { return nil }
        return (outX, outY)
    }

    /// Where the mouse pointer is now, in the coordinates of the window
    /// (or popover) surface this widget is drawn on; it asks the display
    /// server, so it is right even while the pointer is over another surface.
    public var pointerInSurface: (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(pointer), let surface = gtk_native_get_surface(native),
              let seat = gdk_display_get_default_seat(gdk_surface_get_display(surface)),
              let device = gdk_seat_get_pointer(seat) else { return nil }
        var x = 0.0, y = 0.0
        guard gdk_surface_get_device_position(surface, device, &x, &y, nil) != 0 else { return nil }
        return (x, y)
    }

    /// The deepest widget under a point given in this widget's coordinates.
    public func pick(x: Double, y: Double) -> WidgetReference? {
        gtk_widget_pick(pointer, x, y, GTK_PICK_DEFAULT).map(WidgetReference.init)
    }

    /// Whether `other` is this widget or inside it.
    public func contains(_ other: WidgetReference?) -> Bool {
        var current = other?.pointer
        while let widget = current {
            if widget == pointer { return true }
            current = gtk_widget_get_parent(widget)
        }
        return false
    }

    /// Accessible label and states that assistive technology reads.
    public func setAccessibleLabel(_ label: String) {
        cgtk_accessible_set_label(cgtk_accessible(raw), label)
    }
}

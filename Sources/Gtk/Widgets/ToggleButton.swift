import CGtk

/// GtkToggleButton: a button that stays pressed in (a filter that is on).
@MainActor
public final class ToggleButton: Widget {
    /// Set while `isActive` is drawn from a state, so the change is not
    /// reported back as the person's.
    private var isDrawing = false

    /// A click leaves the keyboard focus where it was, as `Button`'s does.
    public init(label: String) {
        super.init(gtk_toggle_button_new_with_mnemonic(label))
        gtk_widget_set_focus_on_click(pointer, 0)
        gtk_accessible_reset_property(cgtk_accessible(raw), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(raw.assumingMemoryBound(to: GtkToggleButton.self)) != 0 }
        set {
            guard newValue != isActive else { return }
            isDrawing = true
            gtk_toggle_button_set_active(raw.assumingMemoryBound(to: GtkToggleButton.self), newValue ? 1 : 0)
            isDrawing = false
        }
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(pointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(pointer, newValue) }
    }

    /// The person pressed it in or out: its new state.
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) {
        Signals.connectVoid(raw, "toggled") { [weak self] in
            guard let self, !isDrawing else { return }
            handler(isActive)
        }
    }
}

import CGtk

/// GtkButton: a label (with a mnemonic) or an icon, activating an action.
@MainActor
public final class Button: Widget {
    /// A click leaves the keyboard focus where it was (in the form's field).
    /// GTK 4.8 names such a button twice, by its label as written and by
    /// the label inside it ("_Save Save"): the first goes, so it is named
    /// as it reads.
    public init(label: String) {
        super.init(gtk_button_new_with_mnemonic(label))
        gtk_widget_set_focus_on_click(pointer, 0)
        gtk_accessible_reset_property(cgtk_accessible(raw), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }
    public init(iconName: String) {
        super.init(gtk_button_new_from_icon_name(iconName))
        gtk_widget_set_focus_on_click(pointer, 0)
    }
    /// The action the button activates (`win.save`).
    public func setAction(_ name: String) {
        gtk_actionable_set_action_name(OpaquePointer(raw), name)
    }
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(pointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(pointer, newValue) }
    }
}

/// GtkMenuButton showing a menu model: the header bar's primary menu.
@MainActor
public final class MenuButton: Widget {
    private let menu: Menu

    /// Named `name` for a screen reader (GTK 4.8 names an icon's menu
    /// button "GtkMenuButton"; the button inside it takes its name).
    public init(iconName: String, name: String, menu: Menu, primary: Bool = false) {
        self.menu = menu
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(cgtk_menu_button(raw), iconName)
        setAccessibleLabel(name)
        gtk_menu_button_set_menu_model(cgtk_menu_button(raw), cgtk_menu_model(UnsafeMutableRawPointer(menu.pointer)))
        // F10 opens the primary menu.
        if primary { gtk_menu_button_set_primary(cgtk_menu_button(raw), 1) }
    }
    /// A button that says what its menu is for, with a mnemonic ("_Columns").
    public init(label: String, menu: Menu) {
        self.menu = menu
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_label(cgtk_menu_button(raw), label)
        gtk_menu_button_set_use_underline(cgtk_menu_button(raw), 1)
        // GTK 4.8 names the menu button "GtkMenuButton" for a screen reader.
        setAccessibleLabel(label.replacingOccurrences(of: "_", with: ""))
        gtk_menu_button_set_menu_model(cgtk_menu_button(raw), cgtk_menu_model(UnsafeMutableRawPointer(menu.pointer)))
    }

    public func popup() { gtk_menu_button_popup(cgtk_menu_button(raw)) }
    /// Runs once the menu has closed (after GTK gave the focus to the button).
    public func onMenuClosed(_ handler: @escaping @MainActor () -> Void) {
        guard let popover = gtk_menu_button_get_popover(cgtk_menu_button(raw)) else { return }
        Signals.connectVoid(UnsafeMutableRawPointer(popover), "closed", handler)
    }
}

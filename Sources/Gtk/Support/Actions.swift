import CGtk

/// GSimpleAction: a named action (`win.NAME`, `app.NAME`) that buttons,
/// menus and accelerators activate; with `takesString` it carries a string
/// (a menu item's target).
@MainActor
public final class Action {
    let pointer: OpaquePointer

    public init(_ name: String, takesString: Bool = false, _ handler: @escaping @MainActor (String?) -> Void) {
        pointer = cgtk_simple_action_new(name, takesString ? 1 : 0)
        Signals.connectPointer(UnsafeMutableRawPointer(pointer), "activate") { parameter in
            let text = cgtk_variant_string(parameter.map { OpaquePointer($0) }).map { String(cString: $0) }
            handler(text)
        }
    }

    /// An action whose state is on or off: a menu shows it as a check item.
    /// Activated, it tells `handler` the state asked for; the state shown
    /// changes only when `isOn` is set (by what the core decided).
    public init(_ name: String, isOn: Bool, _ handler: @escaping @MainActor (Bool) -> Void) {
        pointer = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))
        Signals.connectPointer(UnsafeMutableRawPointer(pointer), "activate") { [weak self] _ in
            // The state now, not `isOn` as it was made: a column hidden
            // must come back when its item is checked again.
            guard let self else { return }
            handler(!self.isOn)
        }
    }

    public var isOn: Bool {
        get {
            guard let state = g_action_get_state(cgtk_action(UnsafeMutableRawPointer(pointer))) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set {
            guard newValue != isOn else { return }
            g_simple_action_set_state(pointer, g_variant_new_boolean(newValue ? 1 : 0))
        }
    }

    /// The action map it was added to holds a reference of its own.
    isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    public var isEnabled: Bool {
        get { g_action_get_enabled(cgtk_action(UnsafeMutableRawPointer(pointer))) != 0 }
        set { g_simple_action_set_enabled(pointer, newValue ? 1 : 0) }
    }
}

/// GMenu: a menu model for a menu button; items name the action they activate.
@MainActor
public final class Menu {
    let pointer: OpaquePointer

    public init() { pointer = g_menu_new() }
    /// A menu button or a parent menu it was given to holds one of its own.
    isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    public func append(_ label: String, action: String) { g_menu_append(pointer, label, action) }
    /// An item whose action gets `target` as its string parameter.
    public func append(_ label: String, action: String, target: String) {
        cgtk_menu_append_with_target(pointer, label, action, target)
    }
    public func appendSection(_ section: Menu) {
        g_menu_append_section(pointer, nil, cgtk_menu_model(UnsafeMutableRawPointer(section.pointer)))
    }
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(pointer, label, cgtk_menu_model(UnsafeMutableRawPointer(submenu.pointer)))
    }
    public func removeAll() { g_menu_remove_all(pointer) }
}

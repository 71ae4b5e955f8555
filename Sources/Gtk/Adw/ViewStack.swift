import CGtk

/// AdwViewStack: the window's pages (the form, the entries), one shown at
/// a time, switched by a `ViewSwitcherTitle` in the header bar.
@MainActor
public final class ViewStack: Widget {
    public init() {
        super.init(adw_view_stack_new())
    }

    public func addPage(_ child: Widget, name: String, title: String, iconName: String) {
        let page = adw_view_stack_add_titled(cgtk_adw_view_stack(raw), child.pointer, name, title)
        adw_view_stack_page_set_icon_name(page, iconName)
        adw_view_stack_page_set_use_underline(page, 1)
    }

    public var visiblePage: String {
        get { adw_view_stack_get_visible_child_name(cgtk_adw_view_stack(raw)).map { String(cString: $0) } ?? "" }
        set { adw_view_stack_set_visible_child_name(cgtk_adw_view_stack(raw), newValue) }
    }

    /// The page shown changed (a click on the switcher, or `visiblePage`).
    public func onVisiblePageChanged(_ handler: @escaping @MainActor (String) -> Void) {
        Signals.connectPointer(raw, "notify::visible-child-name") { [weak self] _ in
            guard let self else { return }
            handler(visiblePage)
        }
    }
}

import CGtk

/// AdwViewSwitcherTitle: the window's title, with the stack's pages as
/// buttons under it where the header bar is wide enough.
@MainActor
public final class ViewSwitcherTitle: Widget {
    public init(stack: ViewStack, title: String) {
        super.init(adw_view_switcher_title_new())
        adw_view_switcher_title_set_stack(cgtk_adw_view_switcher_title(raw), cgtk_adw_view_stack(stack.raw))
        adw_view_switcher_title_set_title(cgtk_adw_view_switcher_title(raw), title)
    }
}

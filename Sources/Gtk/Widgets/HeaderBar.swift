import CGtk

/// AdwHeaderBar: the window's title bar, showing the window's title.
@MainActor
public final class HeaderBar: Widget {
    public init() {
        super.init(adw_header_bar_new())
    }

    public func packStart(_ child: Widget) {
        adw_header_bar_pack_start(cgtk_adw_header_bar(raw), child.pointer)
    }

    public func packEnd(_ child: Widget) {
        adw_header_bar_pack_end(cgtk_adw_header_bar(raw), child.pointer)
    }

    public func setTitleWidget(_ title: Widget) {
        adw_header_bar_set_title_widget(cgtk_adw_header_bar(raw), title.pointer)
    }
}

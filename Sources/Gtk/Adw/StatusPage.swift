import CGtk

/// AdwStatusPage: an icon, a title and a line, for a list with nothing in it.
@MainActor
public final class StatusPage: Widget {
    public init(iconName: String) {
        super.init(adw_status_page_new())
        adw_status_page_set_icon_name(cgtk_adw_status_page(raw), iconName)
    }

    public func set(title: String, description: String) {
        adw_status_page_set_title(cgtk_adw_status_page(raw), title)
        adw_status_page_set_description(cgtk_adw_status_page(raw), description)
    }

    /// A widget under the description (a button that says what to do).
    public func setChild(_ child: Widget) {
        adw_status_page_set_child(cgtk_adw_status_page(raw), child.pointer)
    }
}

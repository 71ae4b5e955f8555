import CGtk

/// AdwAboutWindow over a window.
@MainActor
public enum AboutWindow {
    public static func show(over parent: ApplicationWindow, _ info: AboutInfo) {
        let widget = adw_about_window_new()!
        let about = cgtk_adw_about_window(UnsafeMutableRawPointer(widget))
        adw_about_window_set_application_name(about, info.name)
        adw_about_window_set_application_icon(about, info.iconName)
        adw_about_window_set_version(about, info.version)
        adw_about_window_set_developer_name(about, info.developer)
        adw_about_window_set_comments(about, info.comments)
        if let website = info.website { adw_about_window_set_website(about, website) }
        adw_about_window_set_license_type(about, info.licence.gtkLicense)
        for section in info.legalSections {
            adw_about_window_add_legal_section(about, section.title, section.copyright, GTK_LICENSE_CUSTOM,
                                               section.licenceMarkup)
        }
        gtk_window_set_transient_for(cgtk_window(UnsafeMutableRawPointer(widget)), cgtk_window(parent.raw))
        gtk_window_set_modal(cgtk_window(UnsafeMutableRawPointer(widget)), 1)
        gtk_window_present(cgtk_window(UnsafeMutableRawPointer(widget)))
    }
}

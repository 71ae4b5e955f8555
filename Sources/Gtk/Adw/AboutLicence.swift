import CGtk

/// A licence the About window names and links by itself (GtkLicense).
public enum AboutLicence {
    case gpl3OrLater

    var gtkLicense: GtkLicense {
        switch self {
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        }
    }
}

import CGtk

/// GtkSpinner: the "still working" wheel.
@MainActor
public final class Spinner: Widget {
    public init() {
        super.init(gtk_spinner_new())
    }

    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(cgtk_spinner(raw)) != 0 }
        set { gtk_spinner_set_spinning(cgtk_spinner(raw), newValue ? 1 : 0) }
    }
}

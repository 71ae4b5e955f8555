import CGtk

/// GtkSpinner: the "still working" wheel. To assistive technology it is a
/// progress bar that is busy while it turns (GTK 4.8's own spinner has no
/// role a screen reader can name, and no busy state).
@MainActor
public final class Spinner: Widget {
    public init() {
        super.init(cgtk_spinner_new_progress())
    }

    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(cgtk_spinner(raw)) != 0 }
        set {
            gtk_spinner_set_spinning(cgtk_spinner(raw), newValue ? 1 : 0)
            setAccessibleBusy(newValue)
        }
    }
}

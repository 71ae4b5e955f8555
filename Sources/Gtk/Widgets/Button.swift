import CGtk

/// GtkButton with a label.
@MainActor
public final class Button: Widget {
    public init(label: String) {
        super.init(gtk_button_new_with_label(label))
    }
    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        Signals.connectVoid(raw, "clicked", handler)
    }
}

import CGtk

/// One of the two clipboards a widget's display has, whose text GDK reads
/// asynchronously.
@MainActor
public enum Clipboard: Sendable {
    /// What Ctrl+C and Ctrl+X put there, and Ctrl+V pastes.
    case standard
    /// The text last selected anywhere: what the middle button pastes.
    case primary

    private typealias Box = ClosureBox<@MainActor (String?) -> Void>

    func readText(of widget: Widget, _ done: @escaping @MainActor (String?) -> Void) {
        let clipboard = switch self {
        case .standard: gtk_widget_get_clipboard(widget.pointer)
        case .primary: gtk_widget_get_primary_clipboard(widget.pointer)
        }
        gdk_clipboard_read_text_async(clipboard, nil, Self.finished, Box(done).retainedPointer)
    }

    private static let finished: GAsyncReadyCallback = { source, result, data in
        let box = Unmanaged<Box>.fromOpaque(data!).takeRetainedValue()
        let clipboard = OpaquePointer(source)
        var text: String?
        if let chars = gdk_clipboard_read_text_finish(clipboard, result, nil) {
            text = String(cString: chars)
            g_free(chars)
        }
        MainActor.assumeIsolated { box.closure(text) }
    }
}

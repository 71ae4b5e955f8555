import CGtk

/// Reading the clipboard's text, which GDK gives asynchronously.
@MainActor
enum Clipboard {
    private typealias Box = ClosureBox<@MainActor (String?) -> Void>

    static func readText(of widget: Widget, _ done: @escaping @MainActor (String?) -> Void) {
        let clipboard = gtk_widget_get_clipboard(widget.pointer)
        gdk_clipboard_read_text_async(clipboard, nil, finished, Box(done).retainedPointer)
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

import CGtk

extension Signals {
    /// GtkEditable::insert-text: `(self, const char *text, int length, int *position, data)`.
    /// The closure gets the text; returning true stops the insertion.
    static func connectInsertText(
        _ instance: UnsafeMutableRawPointer,
        _ closure: @escaping @MainActor (String) -> Bool
    ) {
        typealias Box = ClosureBox<@MainActor (String) -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?, UnsafeMutableRawPointer?) -> Void = { editable, text, length, _, data in
            guard let editable, let text else { return }
            let box = Box.from(data)
            let bytes = UnsafeRawBufferPointer(start: text, count: length < 0 ? strlen(text) : Int(length))
            let inserted = String(decoding: bytes, as: UTF8.self)
            if MainActor.assumeIsolated({ box.closure(inserted) }) {
                g_signal_stop_emission_by_name(editable, "insert-text")
            }
        }
        connect(instance, "insert-text", unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// GtkEditable::delete-text: `(self, int start, int end, data)`; an end
    /// of -1 is the end of the text. Returning true stops the deletion.
    static func connectDeleteText(
        _ instance: UnsafeMutableRawPointer,
        _ closure: @escaping @MainActor (_ start: Int, _ end: Int) -> Bool
    ) {
        typealias Box = ClosureBox<@MainActor (Int, Int) -> Bool>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, gint, UnsafeMutableRawPointer?) -> Void = { editable, start, end, data in
            guard let editable else { return }
            let box = Box.from(data)
            if MainActor.assumeIsolated({ box.closure(Int(start), Int(end)) }) {
                g_signal_stop_emission_by_name(editable, "delete-text")
            }
        }
        connect(instance, "delete-text", unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// GtkEventControllerKey::key-released: `(self, guint keyval, guint keycode, GdkModifierType state, data)`.
    static func connectVoidKeyReleased(_ instance: UnsafeMutableRawPointer, _ closure: @escaping @MainActor () -> Void) {
        typealias Box = ClosureBox<@MainActor () -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
            let box = Box.from(data)
            MainActor.assumeIsolated { box.closure() }
        }
        connect(instance, "key-released", unsafeBitCast(trampoline, to: GCallback.self), closure)
    }

    /// GtkText::preedit-changed and GtkIMContext::commit: `(self, const char *text, data)`.
    static func connectString(
        _ instance: UnsafeMutableRawPointer, _ name: String,
        _ closure: @escaping @MainActor (String) -> Void
    ) {
        typealias Box = ClosureBox<@MainActor (String) -> Void>
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, text, data in
            let box = Box.from(data)
            let string = text.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { box.closure(string) }
        }
        connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), closure)
    }
}

/// Holds a Swift closure for a C callback's `user_data`.
///
/// It is retained when a signal is connected and released by GLib's
/// `GClosureNotify` when the handler is disconnected or the object dies.
final class ClosureBox<Closure>: @unchecked Sendable {
    let closure: Closure
    init(_ closure: Closure) { self.closure = closure }

    var retainedPointer: UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> ClosureBox<Closure> {
        Unmanaged<ClosureBox<Closure>>.fromOpaque(pointer!).takeUnretainedValue()
    }
}

import Dispatch

/// Runs an action after a delay, on the main actor: the spinner's 150 ms.
/// Injected so tests decide when time passes.
@MainActor
public protocol FormClock: AnyObject {
    func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// The real clock: GCD's main queue, which the app bridges into GLib's loop.
@MainActor
public final class MainQueueClock: FormClock {
    public init() {}

    public func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) {
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            MainActor.assumeIsolated { action() }
        }
    }
}

import Dispatch

/// Where the entries view's slow work runs: reading a million lines, or
/// searching them. Injected so that tests run it at once.
@MainActor
public protocol EntriesWork: AnyObject {
    /// Runs `job` away from the window, then hands its event to `then`.
    func run(_ job: @escaping @Sendable () -> EntriesEvent, then: @escaping @MainActor (EntriesEvent) -> Void)
}

/// The app's: a background queue, answering on the main queue.
@MainActor
public final class BackgroundEntriesWork: EntriesWork {
    private let queue = DispatchQueue(label: "typeahead.entries", qos: .userInitiated)

    public init() {}

    public func run(_ job: @escaping @Sendable () -> EntriesEvent, then: @escaping @MainActor (EntriesEvent) -> Void) {
        queue.async {
            let event = job()
            DispatchQueue.main.async { MainActor.assumeIsolated { then(event) } }
        }
    }
}

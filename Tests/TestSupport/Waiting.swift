import Dispatch
import Testing

/// Waits with a deadline, for what another thread or the main queue brings.
///
/// Swift Testing's `.timeLimit` cancels a test that runs too long, but it
/// then waits for the test to return: a `withCheckedContinuation` that is
/// never resumed ignores cancellation, and the whole run hangs. Every wait
/// in these tests goes through here instead, and fails its test with what
/// it was waiting for.
enum Waiting {
    /// Far more than any wait here needs on a loaded machine, and well
    /// under every suite's time limit (so this message comes first).
    static let limit: Duration = .seconds(30)

    struct TimedOut: Error, CustomStringConvertible {
        var what: String
        var limit: Duration
        var sourceLocation: Testing.SourceLocation
        var description: String { "waited \(limit) for \(what), which never came (\(sourceLocation))" }
    }
}

/// Starts something that reports through a callback, and returns the first
/// value it reports; throws `Waiting.TimedOut` if none comes within `limit`.
/// `start` is given the callback (call it from any thread, as often as you
/// like: the first call counts).
@MainActor
func awaitCallback<T: Sendable>(
    _ what: String, within limit: Duration = Waiting.limit, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ start: (@escaping @Sendable (T) -> Void) -> Void
) async throws -> T {
    let (values, continuation) = AsyncStream.makeStream(of: T.self, bufferingPolicy: .bufferingOldest(1))
    let limit = TestTimeScale.scaled(limit)
    let deadline = Task {
        try? await Task.sleep(for: limit)
        continuation.finish()
    }
    defer { deadline.cancel() }
    start { value in
        continuation.yield(value)
        continuation.finish()
    }
    // Returns nil at the deadline, or when the test is cancelled (its time limit).
    for await value in values { return value }
    throw Waiting.TimedOut(what: what, limit: limit, sourceLocation: sourceLocation)
}

/// Polls `condition` (on the main actor, so the main queue runs between
/// polls) until it holds; throws `Waiting.TimedOut` if it does not within `limit`.
@MainActor
func waitUntil(
    _ what: String, within limit: Duration = Waiting.limit, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ condition: () throws -> Bool
) async throws {
    let clock = ContinuousClock(), limit = TestTimeScale.scaled(limit), end = clock.now + limit
    while try !condition() {
        guard clock.now < end else { throw Waiting.TimedOut(what: what, limit: limit, sourceLocation: sourceLocation) }
        try await Task.sleep(for: .milliseconds(2))
    }
}

/// Lets the main queue run everything queued on it before this call (such
/// as the replies a matcher hops back to the main thread with): it is a
/// serial queue, so a block queued now runs after them.
@MainActor
func drainMainQueue(sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
    try await awaitCallback("the main queue to run what was queued on it", sourceLocation: sourceLocation) { done in
        DispatchQueue.main.async { done(()) }
    }
}

import Foundation
import Testing

/// Ends the test process when a test is still running well after its time
/// limit, saying which test it was.
///
/// Swift Testing records `.timeLimit` as exceeded and cancels the test, but
/// then waits for it to return: a test stuck in synchronous code (a loop,
/// a blocked read, a lock, a semaphore) never does, and neither does the
/// run. This turns such a hang into a failed run, `grace` after the limit.
/// Every suite carries it with its time limit:
/// `@Suite("…", .timeLimit(minutes: 5), .hangWatchdog)`.
struct HangWatchdog: TestTrait, SuiteTrait, TestScoping {
    /// Time for a cancelled test to return, after its limit.
    var grace: Duration = .seconds(30)
    /// Exit status of a run ended by the watchdog.
    static let exitStatus: Int32 = 3

    var isRecursive: Bool { true }

    /// Watches each test case (a test that is not parameterized has one).
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        guard let limit = test.timeLimit else {
            Issue.record("\(test.name) has no time limit: give its suite .timeLimit(minutes: N)")
            return try await function()
        }
        let message = "\(test.name) (\(test.sourceLocation)) is still running \(grace) after its time limit of "
            + "\(limit): it is stuck where cancelling cannot reach it; ending the test run.\n"
        let watch = DispatchWorkItem {
            FileHandle.standardError.write(Data(("HangWatchdog: " + message).utf8))
            _exit(Self.exitStatus)
        }
        let (seconds, attoseconds) = (limit + grace).components
        DispatchQueue.global().asyncAfter(
            deadline: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)),
            execute: watch)
        defer { watch.cancel() }
        try await function()
    }
}

extension Trait where Self == HangWatchdog {
    static var hangWatchdog: Self { HangWatchdog() }
}

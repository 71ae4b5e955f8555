import Foundation
import Testing

/// How many times slower than a plain debug build the tests run here: 1,
/// or `TYPEAHEAD_TEST_TIME_SCALE`, which `scripts/sanitize.sh` sets because
/// a sanitizer slows every test several times over (ThreadSanitizer most).
/// Suites' time limits are multiplied by it, and so are the waits of tests
/// that give something a moment to happen; what a test claims of speed in
/// a plain build it claims no less.
enum TestTimeScale {
    static let factor: Int = {
        guard let text = ProcessInfo.processInfo.environment["TYPEAHEAD_TEST_TIME_SCALE"], let factor = Int(text), factor > 0
        else { return 1 }
        return factor
    }()

    /// `duration`, scaled.
    static func scaled(_ duration: Duration) -> Duration {
        duration * factor
    }
}

extension Trait where Self == TimeLimitTrait {
    /// A suite's time limit, in minutes of a plain build (`TestTimeScale`).
    static func timeLimit(minutes: Int) -> Self {
        .timeLimit(.minutes(minutes * TestTimeScale.factor))
    }
}

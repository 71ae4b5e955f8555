import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// Index builds run behind the window on threads of their own at a lower
/// priority, parallel loops included, so that keys and frames come first.
struct BackgroundWorkTests {
    static func niceness() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    @Test func aParallelLoopInBackgroundWorkRunsEachIterationOnceAtLowerPriority() async {
        let base = Self.niceness()
        let runs = Locked([Int](repeating: 0, count: 200)), seen = Locked(Set<Int32>())
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            BackgroundWork.start(named: "test build") {
                BackgroundWork.concurrentPerform(iterations: 200) { iteration in
                    runs.withLock { $0[iteration] += 1 }
                    let niceness = Self.niceness()
                    seen.withLock { _ = $0.insert(niceness) }
                }
                done.resume()
            }
        }
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 200))
        #expect(seen.withLock { $0 } == [min(base + BackgroundWork.niceness, 19)])
    }

    @Test func aParallelLoopElsewhereKeepsItsPriority() {
        let base = Self.niceness()
        let seen = Locked(Set<Int32>())
        BackgroundWork.concurrentPerform(iterations: 50) { _ in
            let niceness = Self.niceness()
            seen.withLock { _ = $0.insert(niceness) }
        }
        #expect(seen.withLock { $0 } == [base])
    }
}

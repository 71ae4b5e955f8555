import Foundation

/// Work done behind the window, reading tables and building their indexes,
/// on threads the kernel runs only when the window, the display server and
/// the answers to keys have what they need: at nice 10, a tenth of a
/// normal thread's share of a core it contends for, and the whole core
/// when nothing else wants it. On two cores, a build on both of them at
/// normal priority made the first key of a launch wait behind it (17-37 ms
/// from key to painted, against 13 ms with the index cached).
///
/// Threads are made for it, not taken from GCD: a thread's nice value on
/// Linux is its own and cannot be lowered again without privilege, so a
/// GCD worker slowed for a build would answer keys slowly after it. A
/// thread made here starts the threads it runs in parallel itself, and
/// they inherit its priority.
public enum BackgroundWork {
    /// How much lower than the window's threads this work runs.
    static let niceness: Int32 = 10
    private static let marker = "typeahead.background-work"

    /// Runs `body` on a new background thread.
    public static func start(named name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            lowerPriority()
            body()
        }
        thread.name = name
        thread.start()
    }

    /// Whether the calling thread is background work.
    static var isBackgroundThread: Bool { Thread.current.threadDictionary[marker] != nil }

    /// `DispatchQueue.concurrentPerform`, on threads of background work when
    /// called from one: the calling thread and one more per other core.
    public static func concurrentPerform(iterations: Int, execute body: @Sendable (Int) -> Void) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard isBackgroundThread, iterations > 1, cores > 1 else {
            return DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
        }
        withoutActuallyEscaping(body) { body in
            let next = Locked(0)
            let work = SharedWork {
                while true {
                    let iteration = next.withLock { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    guard iteration < iterations else { return }
                    body(iteration)
                }
            }
            let helpers = DispatchGroup()
            for _ in 1..<min(cores, iterations) {
                helpers.enter()
                let thread = Thread {
                    lowerPriority() // inherited already; marked as background work too
                    work.run()
                    helpers.leave()
                }
                thread.start()
            }
            work.run()
            helpers.wait()
            // The threads' objects may outlive this call: they keep the
            // box, never `body`.
            work.forget()
        }
    }

    /// Lowers the calling thread's priority (on Linux a thread's own: `who`
    /// 0 is the calling thread) and marks it as background work.
    private static func lowerPriority() {
        Thread.current.threadDictionary[marker] = true
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
    }
}

/// The body of a parallel loop, shared by the threads that run it; they
/// all end before `concurrentPerform` returns, which then forgets it.
private final class SharedWork: Sendable {
    private let body: Locked<(() -> Void)?>

    init(_ body: @escaping () -> Void) { self.body = Locked(body) }

    func run() { body.withLock { $0 }?() }

    func forget() { body.withLock { $0 = nil } }
}

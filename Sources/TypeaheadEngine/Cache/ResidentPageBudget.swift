import Foundation
import Synchronization

/// Keeps the mapped caches' resident pages within a budget. Every page a
/// search reads from a mapped table or index stays resident until it is
/// let go, so a day of typing into a large register would add up to the
/// cache's whole size (6 GB at 23.5 M rows) in the process's memory. After
/// a search, the process's file-backed resident memory is looked at on
/// another thread; over the budget, `release` lets go of the mapped pages,
/// and the next searches read theirs back from the page cache (a minor
/// fault a page, no disk read while the system keeps them).
///
/// A release slows the keys beside it (the pages go while a key's search
/// reads, and the keys after it read theirs back): at 23.5 M rows, letting
/// go at 512 MB during typing took the key → painted p99 from 13-16 ms to
/// 15-20 ms. So pages over the budget go once typing pauses (`quiet` after
/// the last search), and at once only past one and a half times it. The
/// look and the release run on a thread of background work (nice 10,
/// `BackgroundWork`), and the pages go 8 MB a call, so a search waits at
/// most for its own chunk.
final class ResidentPageBudget: Sendable {
    let bytes: Int
    /// Past this, the pages go at once: one and a half times the budget.
    private let ceiling: Int
    /// How long after the last search typing counts as paused, in µs.
    private let quietMicroseconds: UInt64
    private let release: @Sendable () -> Void
    /// How many bytes are resident (`residentFileBytes`; a test's own).
    private let resident: @Sendable () -> Int?
    /// One look at a time: the searches of a burst of keys ask for one.
    private let looking = Atomic<Bool>(false)
    /// When the last search was (`TraceLog.now`, µs on CLOCK_MONOTONIC).
    private let lastSearch = Atomic<UInt64>(0)
    /// Entered by each look asked for, left when it is done (`settle`).
    private let looks = DispatchGroup()

    init(bytes: Int, quiet: Duration = .milliseconds(500),
         resident: @escaping @Sendable () -> Int? = ResidentPageBudget.residentFileBytes,
         release: @escaping @Sendable () -> Void) {
        self.bytes = bytes
        let (ceiling, overflow) = bytes.addingReportingOverflow(bytes / 2)
        self.ceiling = overflow ? .max : ceiling
        quietMicroseconds = UInt64(quiet.components.seconds) * 1_000_000 + UInt64(quiet.components.attoseconds / 1_000_000_000_000)
        self.resident = resident
        self.release = release
    }

    /// After a search: looks at the resident file pages unless a look is
    /// under way, and lets go of the mapped pages if they are over budget.
    /// A thread a look (tens of microseconds to start, on the other core):
    /// none outlives its cache.
    func searched() {
        lastSearch.store(TraceLog.now, ordering: .releasing)
        guard looking.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return
        }
        looks.enter()
        BackgroundWork.start(named: "resident pages") { [self] in
            if let resident = resident(), resident > bytes {
                if resident <= ceiling { waitForPause() }
                release()
            }
            looking.store(false, ordering: .releasing)
            looks.leave()
        }
    }

    /// Returns once no search has come for `quiet`.
    private func waitForPause() {
        while true {
            // The last search first: a clock read after it is never earlier.
            let last = lastSearch.load(ordering: .acquiring)
            let since = TraceLog.now - last
            guard since < quietMicroseconds else { return }
            usleep(useconds_t(max(1, quietMicroseconds - since)))
        }
    }

    /// Returns once the looks asked for so far are done (for tests).
    func settle() {
        looks.wait()
    }

    /// The process's resident file-backed memory ("RssFile": mapped
    /// caches, the program and its libraries).
    static func residentFileBytes() -> Int? {
        ProcessStatus.bytes("RssFile:")
    }
}

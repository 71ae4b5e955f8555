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
    /// How long after the last search typing counts as paused.
    let quiet: Duration
    private let release: @Sendable () -> Void
    /// How many bytes are resident (`residentFileBytes`; a test's own).
    private let resident: @Sendable () -> Int?
    /// One look at a time: the searches of a burst of keys ask for one.
    private let looking = Atomic<Bool>(false)
    /// When the last search was, in nanoseconds of the monotonic clock.
    private let lastSearch = Atomic<Int64>(0)
    /// Entered by each look asked for, left when it is done (`settle`).
    private let looks = DispatchGroup()

    init(bytes: Int, quiet: Duration = .milliseconds(500),
         resident: @escaping @Sendable () -> Int? = ResidentPageBudget.residentFileBytes,
         release: @escaping @Sendable () -> Void) {
        self.bytes = bytes
        self.quiet = quiet
        self.resident = resident
        self.release = release
    }

    private var ceiling: Int { bytes / 2 > Int.max - bytes ? Int.max : bytes + bytes / 2 }

    /// After a search: looks at the resident file pages unless a look is
    /// under way, and lets go of the mapped pages if they are over budget.
    /// A thread a look (tens of microseconds to start, on the other core):
    /// none outlives its cache.
    func searched() {
        lastSearch.store(Self.now(), ordering: .releasing)
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
        let quietNanoseconds = quiet.components.seconds * 1_000_000_000 + quiet.components.attoseconds / 1_000_000_000
        while true {
            let since = Self.now() - lastSearch.load(ordering: .acquiring)
            guard since < quietNanoseconds else { return }
            usleep(useconds_t(max(1, (quietNanoseconds - since) / 1000)))
        }
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Returns once the looks asked for so far are done (for tests).
    func settle() {
        looks.wait()
    }

    /// The process's resident file-backed memory ("RssFile" in
    /// /proc/self/status: mapped caches, the program and its libraries).
    static func residentFileBytes() -> Int? {
        guard let status = readProcFile("/proc/self/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("RssFile:") {
            let kilobytes = line.dropFirst("RssFile:".count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }

    /// A file of /proc, read to its end: it says its size is 0, so
    /// Foundation's readers give nothing.
    static func readProcFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

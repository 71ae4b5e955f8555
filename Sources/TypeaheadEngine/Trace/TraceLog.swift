import Foundation

/// With `TYPEAHEAD_TRACE=FILE`, the app writes one line per event to FILE:
/// the CLOCK_MONOTONIC time in microseconds, the event's name and a detail,
/// separated by tabs ("1234567890\tkey\ttext"). The events are "key" (a key
/// the window received), "window" (a form's window was made), "active"
/// (it got the keyboard, detail "yes", or lost it, "no"), "answer" (suggestions computed), "render" (the
/// window starts drawing a new state), "rendered" (the window drew it;
/// detail "rows" when a list's rows changed), "frame" (a phase of GTK's
/// frame clock ended: detail "before-paint" as a frame starts, "layout",
/// "paint"), "painted" (GTK's frame clock finished a frame) and "cpu"
/// (after each key and frame: the main thread's time on a CPU and waiting
/// for one, `cpu()`).
/// `scripts/bench_gui.py` and `scripts/frame_split.py` read it. Each line is one `write`, so a killed app leaves whole lines.
public final class TraceLog: @unchecked Sendable {
    private let descriptor: Int32

    /// The trace the environment asks for, if any: made once, by the app,
    /// and handed to what writes to it (`AppServices`).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> TraceLog? {
        environment["TYPEAHEAD_TRACE"].flatMap(TraceLog.init(path:))
    }

    init?(path: String) {
        guard !path.isEmpty else { return nil }
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    /// Microseconds on CLOCK_MONOTONIC, which other processes read too.
    public static var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000 + UInt64(time.tv_nsec) / 1_000
    }

    /// A "cpu" event: the calling thread's time on a CPU and its time
    /// waiting for one (runnable, not running), in µs since it started,
    /// from /proc/thread-self/schedstat. Between two of them on the main
    /// thread, what a key cost and how long the machine kept it waiting.
    public func cpu() {
        let descriptor = open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 96)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        guard count > 0 else { return }
        let fields = String(decoding: buffer.prefix(count), as: UTF8.self).split(separator: " ").compactMap { UInt64($0) }
        guard fields.count >= 2 else { return }
        event("cpu", "\(fields[0] / 1_000) \(fields[1] / 1_000)")
    }

    public func event(_ name: String, _ detail: String = "") {
        let line = "\(Self.now)\t\(name)\t\(detail)\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress!, $0.count) }
    }
}

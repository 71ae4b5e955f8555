import Foundation

/// With `TYPEAHEAD_TRACE=FILE`, the app writes one line per event to FILE:
/// the CLOCK_MONOTONIC time in microseconds, the event's name and a detail,
/// separated by tabs ("1234567890\tkey\ttext"). The events are "key" (a key
/// the window received), "answer" (suggestions computed), "render" (the
/// window starts drawing a new state), "rendered" (the window drew it;
/// detail "rows" when a list's rows changed), "frame" (a phase of GTK's
/// frame clock ended: detail "before-paint" as a frame starts, "layout",
/// "paint") and "painted" (GTK's frame clock finished a frame).
/// `scripts/bench_gui.py` and `scripts/frame_split.py` read it. Each line is one `write`, so a killed app leaves whole lines.
public final class TraceLog: @unchecked Sendable {
    private let descriptor: Int32

    /// The trace the environment asks for, if any.
    public static let shared: TraceLog? = ProcessInfo.processInfo.environment["TYPEAHEAD_TRACE"].flatMap(TraceLog.init(path:))

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

    public func event(_ name: String, _ detail: String = "") {
        let line = "\(Self.now)\t\(name)\t\(detail)\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress!, $0.count) }
    }
}

/// How the program ends: 0 when the person closed it, 2 when a file or the
/// command line was refused (before any window, or once a large file read
/// behind its window turned out malformed).
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case refused = 2

    /// After GTK's main loop has returned `loopStatus`.
    public static func afterRun(loopStatus: Int32, fileRefused: Bool) -> Int32 {
        fileRefused ? refused.rawValue : loopStatus
    }
}

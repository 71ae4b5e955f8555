/// Figures of this process from /proc/self/status ("VmRSS:", "VmHWM:",
/// "RssFile:"), each a number of kilobytes. Read by `RegularFileReader`,
/// which reads a /proc file to its end though it says its size is 0.
public enum ProcessStatus {
    /// The figure `name` (with its colon), in bytes; nil if there is none.
    public static func bytes(_ name: String) -> Int? {
        guard let status = try? RegularFileReader.read(path: "/proc/self/status") else { return nil }
        for line in String(decoding: status, as: UTF8.self).split(separator: "\n") where line.hasPrefix(name) {
            // "RssFile:\t    1808 kB": a tab, then spaces, before the number.
            return line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}

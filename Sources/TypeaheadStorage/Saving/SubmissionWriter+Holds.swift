import Foundation

extension SubmissionWriter {
    /// Whether the output holds `line` as a whole line: read from its end,
    /// where a line just saved is. Nil when that cannot be told (standard
    /// output, or a file that cannot be read): then nothing is dropped.
    public func holds(line: String) -> Bool? {
        guard case .file(let path) = destination, let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        let needle = Data(("\n" + line + "\n").utf8)
        guard var end = try? file.seekToEnd() else { return nil }
        // Chunks from the end; each search overlaps the next chunk by the
        // line's length, so a line across two chunks is found.
        let chunk: UInt64 = 1 << 20
        var tail = Data()
        while end > 0 {
            let start = end > chunk ? end - chunk : 0
            guard (try? file.seek(toOffset: start)) != nil,
                  let read = try? file.read(upToCount: Int(end - start)) else { return nil }
            tail = read + tail.prefix(needle.count)
            // The file's first line has no newline before it.
            let searched = start == 0 ? Data([0x0A]) + tail : tail
            if searched.range(of: needle) != nil { return true }
            end = start
        }
        return false
    }
}

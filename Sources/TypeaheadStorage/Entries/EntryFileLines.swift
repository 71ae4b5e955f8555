import Foundation
import TypeaheadEngine

/// Hands each line of an entries file to a reader, in order, reading the
/// file a few megabytes at a time so that a file of a million entries is
/// never in memory whole. Blank lines are skipped; bytes that are not
/// UTF-8 are refused at their line and column. A last line without its
/// newline whose object never closes is a save cut short by a crash: it
/// is skipped (the next save puts a newline before its own line), by the
/// window and by `export` alike. A whole line with a fault is refused
/// wherever it is.
enum EntryFileLines {
    static let chunkBytes = 8 << 20

    /// From `offset`, the lines are handed over from the first that starts
    /// at or after it, with line number 0: not known. `checksText` false
    /// hands over every line as it is, blank or not UTF-8 (for a first
    /// look that the reading proper follows).
    static func forEach(path: String, from offset: Int = 0, checksText: Bool = true,
                        _ body: (UnsafeBufferPointer<UInt8>, EntryLineRef) throws(LoadError) -> Void) throws(LoadError) {
        let (descriptor, _) = try RegularFileReader.openRegular(path: path)
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: chunkBytes)
        var filled = 0
        var fileOffset = 0 // of buffer[0]
        var lineNumber: Int32 = 0
        // Begin one byte early: if that byte ends a line, the next line is whole.
        let countsLines = offset == 0
        var skipsPartLine = offset > 0
        if offset > 0 {
            fileOffset = offset - 1
            guard lseek(descriptor, off_t(fileOffset), SEEK_SET) >= 0 else { throw RegularFileReader.refusal(path: path, errno: errno) }
        }
        var atEnd = false
        while !atEnd {
            if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw RegularFileReader.refusal(path: path, errno: errno)
            }
            atEnd = count == 0
            filled += count
            let consumed = try buffer.withUnsafeBufferPointer { whole throws(LoadError) -> Int in
                let bytes = UnsafeBufferPointer(rebasing: whole[0..<filled])
                var start = 0
                while start < bytes.count {
                    let newline = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start)
                        .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress! }
                    guard let end = newline ?? (atEnd ? bytes.count : nil) else { break }
                    if skipsPartLine {
                        skipsPartLine = false
                        start = end + 1
                        continue
                    }
                    if countsLines { lineNumber += 1 }
                    var line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if fileOffset == 0, start == 0, line.starts(with: [0xEF, 0xBB, 0xBF]) {
                        line = UnsafeBufferPointer(rebasing: line[3...])
                    }
                    do throws(LoadError) {
                        if checksText { try check(line, number: lineNumber, path: path) }
                        if !checksText || line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                            let lineStart = fileOffset + (line.baseAddress! - bytes.baseAddress!)
                            try body(line, EntryLineRef(offset: lineStart, length: Int32(line.count), number: lineNumber))
                        }
                    } catch {
                        guard newline == nil, isCutShort(line) else { throw error }
                    }
                    start = end + 1
                }
                return min(start, bytes.count)
            }
            // Keep the unfinished line for the next read.
            buffer.withUnsafeMutableBufferPointer { buffer in
                _ = memmove(buffer.baseAddress!, buffer.baseAddress! + consumed, filled - consumed)
            }
            filled -= consumed
            fileOffset += consumed
        }
    }

    /// Whether `line` is the start of an object whose end is missing: its
    /// braces and brackets, outside strings, never close the first `{`.
    static func isCutShort(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{") else { return false }
        var depth = 0, inString = false, escaped = false
        for byte in line {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return false }
            default: break
            }
        }
        return true
    }

    /// Refuses bytes that are not UTF-8, and NUL bytes, where they are.
    private static func check(_ line: UnsafeBufferPointer<UInt8>, number: Int32, path: String) throws(LoadError) {
        guard let problem = UTF8Check.firstProblem(in: line) else { return }
        let offset: Int, message: String
        switch problem {
        case .nulByte(let at): offset = at; message = translated("a NUL byte; is this really an entries file?")
        case .invalid(let at): offset = at; message = translated("bytes that are not UTF-8 text")
        }
        let column = line[..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        throw LoadError(path: path, line: Int(number), column: column, message: message)
    }
}

import Foundation
import TypeaheadEngine

/// Tells an entries file (what Typeahead saves) from a JSON Lines data
/// file by its first line: an object of the members only an entry has,
/// with `submitted` and `values` or `deletes`.
public enum EntriesFileSniffer {
    /// The first line read as an entry, or nil when the file is not an entries file.
    public static func firstEntry(path: String) -> EntryLogLine? {
        firstLine(path: path).flatMap { line in
            line.withUnsafeBufferPointer { try? EntryFileReader(path: path).line($0, number: 1) }
        }
    }

    /// Whether the file is meant as an entries file, even one with a fault:
    /// its first line is an object with `submitted` and `values` or
    /// `deletes`. Reading it then says what is wrong and where, rather
    /// than reading it as a data file, whose message would not.
    public static func looksLikeEntries(path: String) -> Bool {
        guard let line = firstLine(path: path) else { return false }
        return line.withUnsafeBufferPointer { bytes in
            var parser = JSONParser(bytes: bytes)
            parser.skipWhitespace()
            guard let node = try? parser.parseLine(), case .object(let members) = node.value else { return false }
            let names = Set(members.map(\.key))
            return names.contains("submitted") && (names.contains("values") || names.contains("deletes"))
        }
    }

    /// The first line that is not blank, from the first megabyte.
    private static func firstLine(path: String) -> [UInt8]? {
        guard let (descriptor, _) = try? RegularFileReader.openRegular(path: path) else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        bytes.removeSubrange(count...)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return bytes.split(separator: 0x0A).first { $0.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D } }.map(Array.init)
    }
}

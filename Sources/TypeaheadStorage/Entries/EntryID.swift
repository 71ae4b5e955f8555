import Foundation
import TypeaheadEngine

/// Who an entry is. An entry saved now gets a UUIDv7, which sorts by the
/// time it was made; a line written before entries had ids is known by its
/// line number in the file. Corrections and deletions name the entry they
/// change by it, so the file's history is never rewritten.
public enum EntryID: Hashable, Sendable, CustomStringConvertible {
    case uuid(String)
    case line(Int)

    /// A new UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, the version,
    /// then random bits (the variant's two set apart).
    public static func make(at date: Date) -> EntryID {
        var generator = SystemRandomNumberGenerator()
        return make(at: date, using: &generator)
    }

    static func make(at date: Date, using generator: inout some RandomNumberGenerator) -> EntryID {
        let milliseconds = UInt64(max(0, (date.timeIntervalSince1970 * 1000).rounded(.down)))
        var bytes = (0..<6).map { UInt8(truncatingIfNeeded: milliseconds >> (8 * (5 - $0))) }
        bytes += (0..<10).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = 0x70 | (bytes[6] & 0x0F)
        bytes[8] = 0x80 | (bytes[8] & 0x3F)
        let hex = bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return .uuid(groups.joined(separator: "-"))
    }

    /// As a saved line writes it: the UUID as a string, a line number as a number.
    var json: String {
        switch self {
        case .uuid(let text): JSONText.quoted(text)
        case .line(let number): String(number)
        }
    }

    public var description: String {
        switch self {
        case .uuid(let text): text
        case .line(let number): "line \(number)"
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// An entry id as 128 bits, so a million of them fit in a dictionary
/// without a String each: a UUID by its value, a line number as itself in
/// the low bits. Any other text (an id someone wrote by hand) is given a
/// number of its own by `EntryKeyNames`, so that no two ids meet.
struct EntryKey: Hashable, Sendable {
    var high: UInt64
    var low: UInt64

    /// A line of an entry saved before entries had ids.
    static func line(_ number: Int) -> EntryKey {
        EntryKey(high: 0, low: UInt64(number))
    }

    /// The UUID written as 8-4-4-4-12 hexadecimal digits, in either case; nil
    /// for any other text, and for the few UUIDs whose high half is 0 or all
    /// ones, where line numbers and hand-written ids are kept.
    static func uuid(_ text: some Collection<UInt8>) -> EntryKey? {
        guard text.count == 36 else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0
        var digits = 0
        for (position, byte) in text.enumerated() {
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let value = hexValue(byte) else { return nil }
            if digits < 16 { high = high << 4 | value } else { low = low << 4 | value }
            digits += 1
        }
        guard high != 0, high != .max else { return nil }
        return EntryKey(high: high, low: low)
    }

    private static func hexValue(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// Numbers for ids that are not UUIDs, in the high half that no UUID key uses.
struct EntryKeyNames {
    private var numbers: [String: UInt64] = [:]

    mutating func key(for text: some Collection<UInt8>) -> EntryKey {
        if let key = EntryKey.uuid(text) { return key }
        let name = String(decoding: Array(text), as: UTF8.self)
        if let number = numbers[name] { return EntryKey(high: .max, low: number) }
        let number = UInt64(numbers.count)
        numbers[name] = number
        return EntryKey(high: .max, low: number)
    }

    mutating func key(for id: EntryID) -> EntryKey {
        switch id {
        case .uuid(let text): key(for: text.utf8)
        case .line(let number): .line(number)
        }
    }
}

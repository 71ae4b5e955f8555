import Dispatch

/// A record's weight, read from the text of its source's weight column:
/// higher weights rank first.
enum RecordWeight {
    /// Lenient: empty, not a number, or not finite ("nan", "inf", which
    /// would break the ranking's order) counts as 0.
    static func parse(_ text: String) -> Double {
        guard let weight = Double(text.trimmingWhitespace()), weight.isFinite else { return 0 }
        return weight
    }

    /// `parse` of UTF-8 text. A plain integer of up to 15 digits (a
    /// population, a count: what weight columns hold) is read from its
    /// bytes; anything else goes through `parse`.
    static func parse(utf8 text: UnsafeBufferPointer<UInt8>) -> Double {
        var index = 0
        let negative = text.first == UInt8(ascii: "-")
        if negative || text.first == UInt8(ascii: "+") { index = 1 }
        let digits = text.count - index
        guard digits > 0, digits <= 15 else { return parse(String(decoding: text, as: UTF8.self)) }
        var value = 0
        while index < text.count {
            let digit = Int(text[index]) - 0x30
            guard digit >= 0, digit <= 9 else { return parse(String(decoding: text, as: UTF8.self)) }
            value = value * 10 + digit
            index += 1
        }
        return Double(negative ? -value : value)
    }

    /// Every record's weight from column `column` of `table`, read on
    /// every core.
    static func column(_ column: Int, of table: DataTable) -> [Double] {
        let count = table.rowCount
        let chunks = max(1, min(count / 65536, 64))
        return [Double](unsafeUninitializedCapacity: count) { weights, initialized in
            // Each chunk writes its own rows only.
            nonisolated(unsafe) let base = weights.baseAddress
            BackgroundWork.concurrentPerform(iterations: chunks) { chunk in
                for row in (count * chunk / chunks)..<(count * (chunk + 1) / chunks) {
                    (base! + row).initialize(to: table.withValue(row: row, column: column) { parse(utf8: $0) })
                }
            }
            initialized = count
        }
    }
}

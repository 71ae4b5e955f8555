import Foundation
import TypeaheadEngine

/// Every distinct field text of an entries file, folded, each once: the
/// same city, country or currency in a million entries is stored and
/// searched one time. Rows hold the numbers of their values (`id`), and a
/// search looks through the distinct values, then at the rows' numbers.
/// Value 0 is the empty text.
struct FoldedValues: Sendable {
    /// The values one after another, each ended by a NUL.
    private(set) var bytes: [UInt8] = [0]
    /// Where each value starts in `bytes`, and one past the last.
    private(set) var starts: [UInt32] = [0, 1]
    /// Open addressing: a value's number plus one, 0 for an empty slot.
    private var slots = [UInt32](repeating: 0, count: 1 << 12)

    var count: Int { starts.count - 1 }

    /// The number of `text` (folded), added if new.
    mutating func intern(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        if text.isEmpty { return 0 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(text)) & mask
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            let start = Int(starts[id]), length = Int(starts[id + 1]) - start - 1
            if length == text.count, bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + start, text.baseAddress!, length) == 0 }) {
                return UInt32(id)
            }
            slot = (slot + 1) & mask
        }
        let id = UInt32(count)
        bytes.append(contentsOf: text)
        bytes.append(0)
        starts.append(UInt32(bytes.count))
        slots[slot] = id + 1
        if count * 2 > slots.count { grow() }
        return id
    }

    /// The folded text of value `id`.
    func text(_ id: UInt32, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = Int(starts[Int(id)]), end = Int(starts[Int(id) + 1]) - 1
        return UnsafeBufferPointer(rebasing: buffer[start..<end])
    }

    mutating func reserveCapacity(values: Int, bytes byteCount: Int) {
        starts.reserveCapacity(values + 1)
        bytes.reserveCapacity(byteCount)
    }

    /// Done adding: the hash table is dropped.
    mutating func finish() {
        slots = []
    }

    private mutating func grow() {
        var grown = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        bytes.withUnsafeBufferPointer { buffer in
            for id in 0..<count where id > 0 {
                var slot = Int(truncatingIfNeeded: Self.hash(text(UInt32(id), in: buffer))) & mask
                while grown[slot] != 0 { slot = (slot + 1) & mask }
                grown[slot] = UInt32(id + 1)
            }
        }
        slots = grown
    }

    /// FNV-1a: quick for short texts, and only ever compared within this table.
    private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}

extension FoldedValues {
    /// Which values hold `word`, as bits by value number. The values are
    /// searched as one text, `memchr` to each place the word's first byte
    /// is; a value found is skipped to its end. Both halves of the values
    /// are searched at once.
    func holding(_ word: [UInt8]) -> [UInt64] {
        let wordCount = (count + 63) / 64
        let halves = count < 100_000 ? 1 : 2
        let split = (count / halves + 63) / 64 * 64
        let parts = Locked([[UInt64]](repeating: [], count: halves))
        DispatchQueue.concurrentPerform(iterations: halves) { half in
            let ids = half == 0 ? 0..<min(split, count) : split..<count
            let found = holding(word, among: ids, bitsFrom: ids.lowerBound)
            parts.withLock { $0[half] = found }
        }
        var bits = parts.withLock { $0.flatMap { $0 } }
        bits.append(contentsOf: repeatElement(0, count: max(0, wordCount - bits.count)))
        return bits
    }

    /// Which values hold `word`, looking only at those set in `wider`: the
    /// values holding a part of `word` (the word typed one key ago).
    func holding(_ word: [UInt8], among wider: [UInt64]) -> [UInt64] {
        // Most values held a part of it: searching all the bytes at once,
        // on both cores, is quicker than looking at each such value.
        if wider.reduce(0, { $0 + $1.nonzeroBitCount }) * 4 > count {
            var bits = holding(word)
            for index in bits.indices { bits[index] &= index < wider.count ? wider[index] : 0 }
            return bits
        }
        var bits = [UInt64](repeating: 0, count: wider.count)
        bytes.withUnsafeBufferPointer { buffer in
            word.withUnsafeBufferPointer { word in
                for (index, set) in wider.enumerated() where set != 0 {
                    var remaining = set
                    while remaining != 0 {
                        let id = index << 6 | remaining.trailingZeroBitCount
                        remaining &= remaining - 1
                        let start = Int(starts[id]), length = Int(starts[id + 1]) - start - 1
                        if FoldedValues.find(word, in: buffer.baseAddress! + start, length) {
                            bits[index] |= 1 << UInt64(id & 63)
                        }
                    }
                }
            }
        }
        return bits
    }

    /// Whether value `id` holds `word`.
    func value(_ id: UInt32, holds word: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[Int(id)]), length = Int(starts[Int(id) + 1]) - start - 1
        return Self.find(word, in: buffer.baseAddress! + start, length)
    }

    /// Whether `word` is in the `length` bytes at `text`: `memchr` to each
    /// place its first byte is, then a comparison (`memmem` is not in
    /// Swift's Glibc).
    @inline(__always)
    static func find(_ word: UnsafeBufferPointer<UInt8>, in text: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        let count = word.count
        guard count > 0, length >= count else { return count == 0 }
        let first = Int32(word[0])
        let end = text + (length - count + 1)
        var place = text
        while place < end, let found = memchr(place, first, end - place) {
            let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if count == 1 || memcmp(candidate + 1, word.baseAddress! + 1, count - 1) == 0 { return true }
            place = candidate + 1
        }
        return false
    }

    /// Bits for values `ids` (whose first is a multiple of 64), numbered from `first`.
    private func holding(_ word: [UInt8], among ids: Range<Int>, bitsFrom first: Int) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (ids.count + 63) / 64)
        guard !ids.isEmpty, let firstByte = word.first else { return bits }
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                word.withUnsafeBufferPointer { word in
                    let base = buffer.baseAddress!
                    let end = base + Int(starts[ids.upperBound])
                    var place = base + Int(starts[ids.lowerBound])
                    var id = ids.lowerBound
                    while place < end, let found = memchr(place, Int32(firstByte), end - place) {
                        let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                        place = candidate + 1
                        guard word.count == 1 || memcmp(candidate + 1, word.baseAddress! + 1, word.count - 1) == 0 else { continue }
                        let offset = candidate - base
                        while Int(starts[id + 1]) <= offset { id += 1 }
                        // A match running into the next value's bytes would cross its NUL: the word has none.
                        bits[(id - first) >> 6] |= 1 << UInt64((id - first) & 63)
                        place = base + Int(starts[id + 1])
                    }
                }
            }
        }
        return bits
    }
}

import Foundation

extension EntryTable {
    /// Those of `candidates` (row numbers) whose fields hold every word of
    /// `query`, in the same order. A long list is shared among the cores.
    public func rows(matching query: EntryQuery, among candidates: [Int32]) -> [Int32] {
        guard !query.isEmpty else { return candidates }
        let parts = candidates.count < 50_000 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        if parts == 1 { return matches(query, in: candidates[...]) }
        let found = Locked([[Int32]](repeating: [], count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (candidates.count * part / parts)..<(candidates.count * (part + 1) / parts)
            let kept = matches(query, in: candidates[range])
            found.withLock { $0[part] = kept }
        }
        return found.withLock { $0.flatMap { $0 } }
    }

    /// The inner loop of every search keystroke over a million rows: raw
    /// pointers, no closures, so a row costs a few nanoseconds.
    private func matches(_ query: EntryQuery, in candidates: ArraySlice<Int32>) -> [Int32] {
        var kept: [Int32] = []
        folded.withUnsafeBufferPointer { text in
            foldedStarts.withUnsafeBufferPointer { starts in
            foldedLengths.withUnsafeBufferPointer { lengths in
                let words = query.words.map { word in
                    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: word.count)
                    _ = copy.initialize(from: word)
                    return UnsafeBufferPointer(copy)
                }
                defer { words.forEach { $0.deallocate() } }
                let base = text.baseAddress!
                rowLoop: for row in candidates {
                    let start = base + starts[Int(row)]
                    let length = Int(lengths[Int(row)])
                    for word in words where !Self.find(word, in: start, length) { continue rowLoop }
                    kept.append(row)
                }
            }
            }
        }
        return kept
    }

    /// Whether `word` is in the `length` bytes at `text`: `memchr` to each
    /// place its first byte is, then a comparison (`memmem` is not in
    /// Swift's Glibc).
    @inline(__always)
    private static func find(_ word: UnsafeBufferPointer<UInt8>, in text: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        let count = word.count
        guard length >= count else { return false }
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
}

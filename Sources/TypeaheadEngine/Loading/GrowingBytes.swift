/// A table's value bytes as they are parsed: appended to like an array,
/// then handed to the table as its `Buffer` without a copy. The copy, a
/// second 1.8 GB beside the array and the file's 1.7 GB, was a first
/// launch's peak at 23.5 M rows. A class: the builder that holds it is
/// the only one to append.
final class GrowingBytes {
    private var allocation: Allocation
    private(set) var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 0) {
        self.capacity = capacity
        allocation = Allocation(byteCount: capacity, alignment: 8)
        allocation.pointer.bindMemory(to: UInt8.self, capacity: capacity)
    }

    /// Room for `total` bytes in all, in one allocation: what is never
    /// written is never given pages.
    func reserveCapacity(_ total: Int) {
        guard total > capacity else { return }
        let grown = Allocation(byteCount: total, alignment: 8)
        grown.pointer.bindMemory(to: UInt8.self, capacity: total)
        grown.pointer.copyMemory(from: allocation.pointer, byteCount: count)
        allocation = grown
        capacity = total
    }

    func append(_ byte: UInt8) {
        if count == capacity { reserveCapacity(Swift.max(64, capacity * 2)) }
        allocation.pointer.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        if count + bytes.count > capacity { reserveCapacity(Swift.max(count + bytes.count, capacity * 2)) }
        (allocation.pointer + count).copyMemory(from: base, byteCount: bytes.count)
        count += bytes.count
    }

    /// The bytes written so far, to change in place.
    func withUnsafeMutableBufferPointer<Result>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeMutableBufferPointer(start: allocation.pointer.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// The bytes written, kept by the allocation they were written in.
    var buffer: Buffer<UInt8> {
        Buffer(owner: allocation, pointer: UnsafeRawPointer(allocation.pointer), count: count)
    }
}

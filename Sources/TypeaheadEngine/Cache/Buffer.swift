import Foundation

/// Read-only values of a plain type laid out back to back: either a copy
/// the process owns, or a section of a memory-mapped cache file (see
/// `CacheFile`). The indexes and the table keep their arrays as buffers, so
/// the same code reads a freshly built index and a mapped one.
struct Buffer<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// Keeps the memory alive: an `Allocation` or a `MappedFile`.
    private let owner: AnyObject?
    private let base: UnsafePointer<Element>?
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    init() {
        owner = nil
        base = nil
        count = 0
    }

    /// A copy of `array`.
    init(_ array: [Element]) {
        guard !array.isEmpty else {
            self.init()
            return
        }
        self.init(count: array.count) { copy in _ = copy.update(fromContentsOf: array) }
    }

    /// `count` values, zeroed, then written in place by `fill`: a built
    /// index's arrays go straight into the memory they are kept in, with no
    /// array alongside to copy from (which doubled them while building).
    init(count: Int, fill: (UnsafeMutableBufferPointer<Element>) -> Void) {
        let byteCount = count * MemoryLayout<Element>.stride
        let allocation = Allocation(byteCount: byteCount, alignment: MemoryLayout<Element>.alignment)
        allocation.pointer.initializeMemory(as: UInt8.self, repeating: 0, count: Swift.max(byteCount, 1))
        let typed = allocation.pointer.bindMemory(to: Element.self, capacity: count)
        fill(UnsafeMutableBufferPointer(start: typed, count: count))
        self.init(owner: allocation, pointer: UnsafeRawPointer(typed), count: count)
    }

    /// `count` values at `pointer`, kept alive by `owner`.
    init(owner: AnyObject, pointer: UnsafeRawPointer, count: Int) {
        self.owner = owner
        base = count == 0 ? nil : pointer.assumingMemoryBound(to: Element.self)
        self.count = count
    }

    /// For a section of a mapped cache file: lets go of the pages read so
    /// far (a later read takes them from the page cache again). Checking a
    /// cache reads every page, and a freshly built copy may still be in
    /// memory beside it. A copy the process owns is left as it is.
    func releaseMappedPages() {
        guard let base, let file = owner as? MappedFile else { return }
        file.releasePages(from: UnsafeRawPointer(base), count: count * MemoryLayout<Element>.stride)
    }

    @inline(__always)
    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return base.unsafelyUnwrapped[position]
    }

    @inline(__always)
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    var rawBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(UnsafeBufferPointer(start: base, count: count))
    }
}

/// Memory a `Buffer` owns, freed with it.
final class Allocation {
    let pointer: UnsafeMutableRawPointer

    init(byteCount: Int, alignment: Int) {
        pointer = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: alignment)
    }

    deinit { pointer.deallocate() }
}

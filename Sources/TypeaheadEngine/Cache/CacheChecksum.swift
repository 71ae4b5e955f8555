/// A fast 64-bit checksum for cache files and data-file fingerprints: four
/// independent lanes of multiply-and-rotate over 8-byte words, folded
/// together with the length. Not cryptographic: it finds damage (a
/// truncated write, a flipped bit), not an adversary.
struct CacheChecksum {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) =
        (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
    private var length: UInt64 = 0
    private static let prime: UInt64 = 0x9E37_79B1_85EB_CA87

    @inline(__always)
    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (lane ^ word) &* prime
        return (mixed << 31) | (mixed >> 33)
    }

    /// Bytes of an unfinished 32-byte block, so the result does not depend
    /// on how the input was split into calls.
    private var pending: [UInt8] = []

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        let count = bytes.count
        var at = 0
        if !pending.isEmpty {
            let taken = min(32 - pending.count, count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: taken))
            at = taken
            guard pending.count == 32 else { return }
            let block = pending
            pending.removeAll(keepingCapacity: true)
            block.withUnsafeBytes { addBlocks($0.baseAddress!, count: 32) }
        }
        let whole = (count - at) & ~31
        addBlocks(base + at, count: whole)
        at += whole
        if at < count { pending.append(contentsOf: UnsafeRawBufferPointer(start: base + at, count: count - at)) }
    }

    private mutating func addBlocks(_ base: UnsafeRawPointer, count: Int) {
        var (a, b, c, d) = lanes
        var at = 0
        while at + 32 <= count {
            a = Self.mix(a, base.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            b = Self.mix(b, base.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self))
            c = Self.mix(c, base.loadUnaligned(fromByteOffset: at + 16, as: UInt64.self))
            d = Self.mix(d, base.loadUnaligned(fromByteOffset: at + 24, as: UInt64.self))
            at += 32
        }
        lanes = (a, b, c, d)
        length &+= UInt64(count)
    }

    mutating func add(_ value: UInt64) {
        withUnsafeBytes(of: value) { add($0) }
    }

    var value: UInt64 {
        var result = length &+ UInt64(pending.count)
        var tail = lanes.0
        for byte in pending { tail = Self.mix(tail, UInt64(byte) | 0x100) }
        for lane in [tail, lanes.1, lanes.2, lanes.3] { result = Self.mix(result, lane) }
        return result ^ (result >> 29)
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = CacheChecksum()
        checksum.add(bytes)
        return checksum.value
    }
}

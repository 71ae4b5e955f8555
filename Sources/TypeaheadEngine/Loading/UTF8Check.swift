/// Finds the first byte that is not valid UTF-8 (or a NUL byte, which marks a
/// binary file), so a bad file is refused with the place it goes wrong.
public enum UTF8Check {
    public enum Problem: Equatable {
        case nulByte(offset: Int)
        case invalid(offset: Int)
    }

    public static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var index = 0
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            // Eight ASCII bytes, none of them NUL, are passed at once: most
            // of a data file (a byte at a time, a 150 MB file took 0.3 s).
            if let base, index + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let highBits: UInt64 = 0x8080_8080_8080_8080
                if word & highBits == 0, (word &- 0x0101_0101_0101_0101) & ~word & highBits == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { return .nulByte(offset: index) }
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
            default: return .invalid(offset: index)
            }
            guard index + length <= count else { return .invalid(offset: index) }
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else { return .invalid(offset: index) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return .invalid(offset: index)
            }
            index += length
        }
        return nil
    }
}

import CZlib
import TypeaheadEngine

/// The members of a ZIP archive, as an .xlsx workbook is one: found by the
/// central directory, each read whole (stored or deflated, by zlib) and
/// checked against its CRC-32. What a workbook never holds is refused, not
/// guessed at: encryption, ZIP64, a member over 256 MiB unpacked (a zip bomb).
///
/// Not ZIPFoundation (0.9.20, tried): fuzzing found it hanging for ever on
/// a member whose compressed size runs past the end of the file (its
/// decompress loop reads empty chunks), and its in-memory archive trapping
/// on a file cut short (a range check in MemoryFile.readData). Here every
/// size and offset is checked against the file before it is used.
struct ZipArchive {
    struct Member {
        var method: UInt16
        var flags: UInt16
        var crc: UInt32
        var packedSize: Int
        var size: Int
        var headerOffset: Int
    }

    static let largestMember = 256 << 20
    private let bytes: [UInt8]
    /// The members by name ("xl/workbook.xml").
    let members: [String: Member]

    init(_ bytes: [UInt8]) throws(ZipError) {
        self.bytes = bytes
        // The end of the central directory: 22 bytes, then a comment of up to 64 KiB.
        let earliest = max(0, bytes.count - 22 - 0xFFFF)
        guard bytes.count >= 22,
              let end = stride(from: bytes.count - 22, through: earliest, by: -1).first(where: { Self.uint32(bytes, $0) == 0x0605_4B50 })
        else { throw ZipError(translated("it is neither a form nor a workbook (no ZIP central directory)")) }
        let count = Int(Self.uint16(bytes, end + 10)), size = Int(Self.uint32(bytes, end + 12))
        var offset = Int(Self.uint32(bytes, end + 16))
        guard count != 0xFFFF, offset != 0xFFFF_FFFF else { throw ZipError(translated("it is a ZIP64 archive, which a workbook never is")) }
        guard offset + size <= end else { throw ZipError(translated("the workbook is damaged (its ZIP directory lies outside the file)")) }
        var members: [String: Member] = [:]
        for _ in 0..<count {
            guard offset + 46 <= end, Self.uint32(bytes, offset) == 0x0201_4B50 else { throw ZipError(translated("the workbook is damaged (its ZIP directory)")) }
            let nameLength = Int(Self.uint16(bytes, offset + 28))
            let skip = nameLength + Int(Self.uint16(bytes, offset + 30)) + Int(Self.uint16(bytes, offset + 32))
            guard offset + 46 + skip <= end else { throw ZipError(translated("the workbook is damaged (its ZIP directory)")) }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            members[name] = Member(method: Self.uint16(bytes, offset + 10), flags: Self.uint16(bytes, offset + 8),
                                   crc: Self.uint32(bytes, offset + 16), packedSize: Int(Self.uint32(bytes, offset + 20)),
                                   size: Int(Self.uint32(bytes, offset + 24)), headerOffset: Int(Self.uint32(bytes, offset + 42)))
            offset += 46 + skip
        }
        self.members = members
    }

    /// The unpacked bytes of the member `name`; nil when there is none.
    func contents(of name: String) throws(ZipError) -> [UInt8]? {
        guard let member = members[name] else { return nil }
        guard member.flags & 1 == 0 else { throw ZipError(translated("the workbook is encrypted; save it without a password")) }
        guard member.size <= Self.largestMember else { throw ZipError(translated("part %1$s of the workbook unpacks to more than 256 MiB", name)) }
        let header = member.headerOffset
        guard header + 30 <= bytes.count, Self.uint32(bytes, header) == 0x0403_4B50 else { throw ZipError(translated("part %1$s of the workbook is damaged", name)) }
        let start = header + 30 + Int(Self.uint16(bytes, header + 26)) + Int(Self.uint16(bytes, header + 28))
        guard start + member.packedSize <= bytes.count else { throw ZipError(translated("part %1$s of the workbook is cut short", name)) }
        let packed = bytes[start..<(start + member.packedSize)]
        let unpacked: [UInt8]
        switch member.method {
        case 0: unpacked = Array(packed)
        case 8:
            // Deflate packs at most 1032 to 1: a size claimed beyond that is
            // a damaged header, refused before its buffer is made.
            guard member.size <= member.packedSize * 1032 + 64 else {
                throw ZipError(translated("part %1$s of the workbook is damaged", name))
            }
            unpacked = try Self.inflate(packed, size: member.size, name: name)
        default: throw ZipError(translated("part %1$s of the workbook is packed in a way a workbook never is", name))
        }
        guard unpacked.count == member.size, Self.crc(unpacked) == member.crc else { throw ZipError(translated("part %1$s of the workbook is damaged (its checksum differs)", name)) }
        return unpacked
    }

    /// Raw deflate (no zlib header), which must unpack to exactly `size`
    /// bytes: unpacked 64 KiB at a time, so a header's claim costs no
    /// memory until the bytes are really there.
    private static func inflate(_ packed: ArraySlice<UInt8>, size: Int, name: String) throws(ZipError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw ZipError(translated("part %1$s of the workbook is damaged", name))
        }
        defer { inflateEnd(&stream) }
        var input = Array(packed), output: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status = Z_OK
        input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            while status == Z_OK, output.count <= size {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                    stream.next_out = chunkBuffer.baseAddress
                    stream.avail_out = uInt(chunkBuffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return chunkBuffer.count - Int(stream.avail_out)
                }
                output.append(contentsOf: chunk[0..<produced])
                // No progress with input left is a stream that cannot end.
                if produced == 0, status == Z_OK, stream.avail_in == 0 { status = Z_DATA_ERROR }
            }
        }
        guard status == Z_STREAM_END, output.count == size else { throw ZipError(translated("part %1$s of the workbook is damaged", name)) }
        return output
    }

    private static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}

import CZlib
import Foundation

/// Writes a ZIP archive of named parts, each stored as it is (method 0):
/// what a workbook needs, readable by every spreadsheet, with each part's
/// CRC-32 from zlib. Parts are kept in memory; an export's sheet is one.
struct ZipWriter {
    private var archive: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    mutating func add(_ name: String, _ contents: [UInt8]) {
        let nameBytes = Array(name.utf8)
        let crc = contents.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        let offset = UInt32(archive.count)
        // Local header: version 2.0, UTF-8 names (bit 11), stored, no time.
        append32(0x0403_4B50, to: &archive)
        append16(20, to: &archive); append16(0x0800, to: &archive); append16(0, to: &archive)
        append16(0, to: &archive); append16(0x21, to: &archive) // 1980-01-01, 00:00
        append32(crc, to: &archive); append32(UInt32(contents.count), to: &archive); append32(UInt32(contents.count), to: &archive)
        append16(UInt16(nameBytes.count), to: &archive); append16(0, to: &archive)
        archive += nameBytes
        archive += contents
        // Its entry in the central directory.
        append32(0x0201_4B50, to: &directory)
        append16(20, to: &directory); append16(20, to: &directory); append16(0x0800, to: &directory); append16(0, to: &directory)
        append16(0, to: &directory); append16(0x21, to: &directory)
        append32(crc, to: &directory); append32(UInt32(contents.count), to: &directory); append32(UInt32(contents.count), to: &directory)
        append16(UInt16(nameBytes.count), to: &directory)
        for _ in 0..<4 { append16(0, to: &directory) } // extra, comment, disk, internal attributes
        append32(0, to: &directory)
        append32(offset, to: &directory)
        directory += nameBytes
        count += 1
    }

    /// The archive, its directory and end record after the parts.
    func bytes() -> [UInt8] {
        var result = archive + directory
        append32(0x0605_4B50, to: &result)
        append16(0, to: &result); append16(0, to: &result)
        append16(UInt16(count), to: &result); append16(UInt16(count), to: &result)
        append32(UInt32(directory.count), to: &result); append32(UInt32(archive.count), to: &result)
        append16(0, to: &result)
        return result
    }

    private func append16(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(value & 0xFF)); bytes.append(UInt8(value >> 8))
    }

    private func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
}

import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Inputs that once cost time in the square of their size: each must now
/// cost time in proportion to it. The time bounds are generous (a debug
/// build on a busy machine); the quadratic versions took minutes or never
/// finished.
@Suite("No quadratic corners", .timeLimit(minutes: 5), .hangWatchdog)
struct LinearCornerTests {
    static func write(_ text: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linear-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let wideColumns = 200_000

    static func wideFile() throws -> String {
        let header = (0..<wideColumns).map { "c\($0)" }.joined(separator: ",")
        let row = (0..<wideColumns).map { "v\($0)" }.joined(separator: ",")
        return try write(header + "\n" + row + "\n" + row + "\n", name: "wide.csv")
    }

    @Test func aHeaderOf200000ColumnsLoadsInLinearTime() throws {
        let path = try Self.wideFile()
        let start = ContinuousClock.now
        let table = try DataFileLoader.load(path: path)
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(table.columns.count == Self.wideColumns)
        #expect(table.rowCount == 2)
        #expect(table.columnIndex("c199999") == 199_999)
        #expect(table[1, 199_999] == "v199999")
        #expect(table[0, 123_456] == "v123456")
    }

    @Test func aFormOf200000ColumnsIsRefusedWithItsCount() throws {
        let path = try Self.wideFile()
        let error = try #require(throws: LoadError.self) { try LoadedForm.load(dataPath: path) }
        #expect(error.description.contains("the header has 200000 columns"))
    }

    static let long = String(repeating: "abcdefghij", count: 400) // 4,000 bytes

    @Test func aTypoInA4000ByteValueIsFoundWithinTheBand() {
        var query = Array(Self.long.utf8)
        query[2000] = UInt8(ascii: "z") // one substitution
        query.remove(at: 3000) // one deletion
        let text = Array(Self.long.utf8)
        let start = ContinuousClock.now
        for _ in 0..<50 {
            let found = text.withUnsafeBufferPointer { text in
                query.withUnsafeBufferPointer { TierRule.typoMatch(of: $0, in: text) }
            }
            #expect(found == 0..<4000)
        }
        // Unbanded: 50 × 16 million cells; banded: 50 × 20,000.
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func theIndexFindsATypoInA4000ByteValueWithinTheBand() {
        let index = ColumnIndex(values: [Self.long, "abc", "abcdefghij"], weights: [1, 2, 3])
        var query = Array(Self.long.utf8)
        query.swapAt(1500, 1501)
        let start = ContinuousClock.now
        for _ in 0..<50 {
            #expect(index.search(folded: query, limit: 10) == [ColumnIndex.Hit(record: 0, tier: .typo)])
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }
}

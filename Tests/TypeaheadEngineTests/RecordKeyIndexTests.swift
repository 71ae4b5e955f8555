import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// Records found by key without a dictionary of every key: by hash, then
/// checked against the table.
@Suite("Record keys", .timeLimit(minutes: 5), .hangWatchdog)
struct RecordKeyIndexTests {
    /// Keys "k0"…, each `repeats` times in a row, then the empty key once.
    static func table(keys count: Int, repeats: Int = 1) -> DataTable {
        var rows: [[String]] = []
        for key in 0..<count {
            for copy in 0..<repeats { rows.append(["k\(key)", "record \(rows.count) copy \(copy)"]) }
        }
        rows.append(["", "no key"])
        return DataTable(path: "keys.csv", columns: ["key", "name"], rows: rows)
    }

    @Test func everyKeyFindsItsRecord() {
        let table = Self.table(keys: 20_000)
        let index = RecordKeyIndex(table: table, keyColumn: 0)
        for key in stride(from: 0, to: 20_000, by: 7) {
            #expect(index.record(withKey: "k\(key)", in: table, keyColumn: 0) == key)
        }
        #expect(index.record(withKey: "", in: table, keyColumn: 0) == 20_000)
    }

    @Test func aRepeatedKeyFindsItsFirstRecord() {
        let table = Self.table(keys: 300, repeats: 3)
        let index = RecordKeyIndex(table: table, keyColumn: 0)
        #expect(index.record(withKey: "k0", in: table, keyColumn: 0) == 0)
        #expect(index.record(withKey: "k299", in: table, keyColumn: 0) == 897)
    }

    @Test func aKeyNotThereFindsNothing() {
        let table = Self.table(keys: 1_000)
        let index = RecordKeyIndex(table: table, keyColumn: 0)
        for key in ["k1000", "K1", "k 1", "k01", "record 1 copy 0", "k1\u{0}"] {
            #expect(index.record(withKey: key, in: table, keyColumn: 0) == nil)
        }
    }

    @Test func aTableOfOneRowOrNone() {
        let one = DataTable(path: "one.csv", columns: ["key"], rows: [["only"]])
        #expect(RecordKeyIndex(table: one, keyColumn: 0).record(withKey: "only", in: one, keyColumn: 0) == 0)
        let none = DataTable(path: "none.csv", columns: ["key"], rows: [])
        #expect(RecordKeyIndex(table: none, keyColumn: 0).record(withKey: "only", in: none, keyColumn: 0) == nil)
    }
}

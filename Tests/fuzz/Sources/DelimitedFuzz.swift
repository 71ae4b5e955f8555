@testable import TypeaheadEngine

/// CSV and TSV, chosen by the input's first byte, read as the loader reads a
/// file (text checks, then the parser). A table read must be rectangular with
/// unique, named columns, and must read back the same once written as CSV.
enum DelimitedFuzz {
    static func run(_ input: UnsafeBufferPointer<UInt8>) {
        guard let selector = input.first else { return }
        let format: DataFormat = selector & 1 == 0 ? .csv : .tsv
        let bytes = UnsafeBufferPointer(rebasing: input[1...])
        guard let table = try? load(bytes, format: format) else { return }
        fuzzCheck(!table.columns.isEmpty, "a table without columns")
        fuzzCheck(Set(table.columns).count == table.columns.count, "duplicate columns \(table.columns)")
        fuzzCheck(table.rows.allSatisfy { $0.count == table.columns.count }, "a ragged row")

        let written = Array(csv(table).utf8)
        let reread = written.withUnsafeBufferPointer { bytes in Result { () throws(LoadError) in try load(bytes, format: .csv) } }
        fuzzCheck((try? reread.get()).map { $0.columns == table.columns && $0.rows == table.rows } == true,
                  "CSV round trip changed \(table.rows.prefix(3)) into \(reread)")
    }

    static func load(_ bytes: UnsafeBufferPointer<UInt8>, format: DataFormat) throws(LoadError) -> DataTable {
        try DataFileLoader.checkText(bytes, path: "fuzz")
        return try DataFileLoader.parse(bytes, format: format, path: "fuzz")
    }

    /// Every value quoted, quotes doubled: RFC 4180 at its plainest. Bytes,
    /// not characters: a quote followed by a combining mark is one Character
    /// that `replacingOccurrences(of: "\"", ...)` would not find.
    static func csv(_ table: DataTable) -> String {
        func quoted(_ value: String) -> [UInt8] {
            [0x22] + value.utf8.flatMap { $0 == 0x22 ? [0x22, 0x22] : [$0] } + [0x22]
        }
        func line(_ values: [String]) -> [UInt8] {
            Array(values.map(quoted).joined(separator: [UInt8(ascii: ",")])) + [0x0D, 0x0A]
        }
        return String(decoding: ([table.columns] + table.rows).flatMap(line), as: UTF8.self)
    }
}

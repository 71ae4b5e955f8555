@testable import TypeaheadEngine

/// The JSON parser and the JSON and JSON Lines table readers. A document that
/// parses must parse to the same value once written out again (by the writer
/// drafts and entries use); a table read must be rectangular.
enum JSONFuzz {
    static func runArray(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let table = try? JSONTableReader(path: "fuzz").readArray(bytes) { checkTable(table) }
        guard let document = try? JSONParser.parse(bytes) else { return }
        let written = Array(text(of: document).utf8)
        let reread = written.withUnsafeBufferPointer { try? JSONParser.parse($0) }
        fuzzCheck(reread.map { text(of: $0) } == text(of: document), "JSON round trip changed \(text(of: document).prefix(200))")
    }

    static func runLines(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let table = try? JSONTableReader(path: "fuzz").readLines(bytes) { checkTable(table) }
    }

    static func checkTable(_ table: DataTable) {
        fuzzCheck(!table.columns.isEmpty, "a table without columns")
        fuzzCheck(Set(table.columns).count == table.columns.count, "duplicate columns \(table.columns)")
        fuzzCheck(table.rows.allSatisfy { $0.count == table.columns.count }, "a ragged row")
        fuzzCheck(table.rows.allSatisfy { $0.allSatisfy { !$0.utf8.contains(0) } }, "a NUL reached a value")
    }

    /// The value as compact JSON, members in the order written.
    static func text(of node: JSONNode) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let literal): literal
        case .string(let string): JSONText.quoted(string)
        case .array(let elements): "[" + elements.map(text(of:)).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { JSONText.quoted($0.key) + ":" + text(of: $0.value) }.joined(separator: ",") + "}"
        }
    }
}

import TypeaheadEngine
import TypeaheadForms

/// Reads a server's JSON answer into records (column → text), following
/// the source's `results` and `record` paths.
enum RemoteAnswer {
    struct Malformed: Error, Equatable { var message: String }

    /// At most `limit` records, the first (a server that ignores the
    /// request's limit must not cost a row, and memory, per record it sends).
    static func records(from body: [UInt8], spec: RemoteSpec, limit: Int = .max) throws(Malformed) -> [[String: String]] {
        // Refused as a data file is, where it goes wrong: text decoded with
        // replacement characters ("Z\u{FFFD}\u{FFFD}urich") would be shown and saved.
        if let problem = body.withUnsafeBufferPointer(UTF8Check.firstProblem) {
            let offset: Int
            switch problem {
            case .invalid(let at), .nulByte(let at): offset = at
            }
            let position = body.withUnsafeBufferPointer { TextPosition.of(offset: offset, in: $0) }
            // TRANSLATORS: follows "… sent an answer Typeahead cannot read: ". %1$s is a byte in
            // hexadecimal (after "0x"), %2$d:%3$d the line and column it is at.
            throw Malformed(message: translated("not UTF-8 (byte 0x%1$s at %2$d:%3$d)",
                                                String(body[offset], radix: 16, uppercase: true),
                                                String(position.line), String(position.column)))
        }
        let document: JSONNode
        do {
            document = try body.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
        } catch {
            // TRANSLATORS: follows "… sent an answer Typeahead cannot read: ". %1$d:%2$d is the line and column.
            // A place, not a count: its numbers as text, never grouped.
            throw Malformed(message: translated("not JSON (%1$d:%2$d)", String(error.line), String(error.column)))
        }
        guard case .array(let elements) = follow(spec.results, from: document)?.value else {
            guard !spec.results.isEmpty else {
                // TRANSLATORS: follows "… sent an answer Typeahead cannot read: ".
                throw Malformed(message: translated("the answer is not an array"))
            }
            // TRANSLATORS: follows "… sent an answer Typeahead cannot read: ". %1$s is the form's
            // path to the results in the answer ("data.rows").
            throw Malformed(message: translated("'%1$s' is not an array", spec.results.joined(separator: ".")))
        }
        var records: [[String: String]] = []
        for element in elements where records.count < limit {
            guard case .object(let members) = follow(spec.record, from: element)?.value else { continue }
            var record: [String: String] = [:]
            for member in members {
                switch member.value.value {
                case .string(let text): record[member.key] = text
                case .number(let literal): record[member.key] = literal
                case .bool(let flag): record[member.key] = flag ? "true" : "false"
                case .null, .array, .object: record[member.key] = ""
                }
            }
            records.append(record)
        }
        return records
    }

    static func follow(_ path: [String], from node: JSONNode) -> JSONNode? {
        var node = node
        for step in path {
            guard case .object(let members) = node.value, let next = members.first(where: { $0.key == step }) else { return nil }
            node = next.value
        }
        return node
    }
}

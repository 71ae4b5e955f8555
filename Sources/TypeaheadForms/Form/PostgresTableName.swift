import TypeaheadEngine

/// A table named in a form file: `name` or `schema.name`, each part a plain
/// SQL name (letters, digits, `_`, not starting with a digit, at most 63
/// bytes). Checked so a typo is caught at start, and always quoted in SQL,
/// so a name that is also a keyword (`user`, `order`) still works.
public struct PostgresTableName: Equatable, Sendable, CustomStringConvertible {
    public let parts: [String]

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), parts.allSatisfy(Self.isPlainName) else { return nil }
        self.parts = parts
    }

    /// As SQL writes it: each part in double quotes, any `"` doubled.
    public var quoted: String {
        parts.map(Self.quote).joined(separator: ".")
    }

    /// Any name (a column the server reported) as SQL writes it: in double quotes, any `"` doubled.
    public static func quote(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    public var description: String { parts.joined(separator: ".") }

    /// What a table's name must be, after "must be".
    public static var rule: String {
        // TRANSLATORS: follows "'table' of … must be"; "schema.name" is SQL's form, keep it.
        translated("a plain name: letters, digits and _, not starting with a digit, at most 63 bytes (or schema.name)")
    }

    private static func isPlainName(_ part: String) -> Bool {
        guard let first = part.unicodeScalars.first, part.utf8.count <= 63,
              first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return part.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}

/// A detail line such as `"{admin1}, {country}"`: column names in braces are
/// replaced by the record's values; parts left empty are dropped with their
/// separator, so a record without a region reads "France", not ", France".
public struct DetailTemplate: Sendable, Equatable {
    enum Part: Equatable, Sendable {
        case literal(String)
        case column(String)
    }

    let parts: [Part]

    public init(_ template: String) {
        var parts: [Part] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break } // the rest is literal
            if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
            parts.append(.column(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
        self.parts = parts
    }

    public var columnNames: [String] {
        parts.compactMap { if case .column(let name) = $0 { name } else { nil } }
    }

    /// Fills the template. A literal between two columns is kept only when a
    /// value stands on each side of it; the text before the first column and
    /// after the last is kept whenever any value is there.
    public func render(_ value: (String) -> String) -> String {
        var body = ""
        var pendingLiteral = ""
        var prefix: String?
        for part in parts {
            switch part {
            case .literal(let text):
                pendingLiteral += text
            case .column(let name):
                if prefix == nil { prefix = pendingLiteral }
                let text = value(name)
                if !text.isEmpty {
                    if !body.isEmpty { body += pendingLiteral }
                    body += text
                }
                pendingLiteral = ""
            }
        }
        guard !body.isEmpty else { return "" }
        return (prefix ?? "") + body + pendingLiteral
    }
}

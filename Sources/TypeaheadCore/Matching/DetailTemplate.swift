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
            if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            parts.append(.column(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
        self.parts = parts
    }

    public var columnNames: [String] {
        parts.compactMap { if case .column(let name) = $0 { name } else { nil } }
    }

    /// Fills the template; a literal is kept only between two non-empty values.
    public func render(_ value: (String) -> String) -> String {
        var pieces: [(separator: String, value: String)] = []
        var pendingLiteral = ""
        var leading = ""
        for part in parts {
            switch part {
            case .literal(let text):
                pendingLiteral += text
            case .column(let name):
                let text = value(name)
                if text.isEmpty { continue }
                if pieces.isEmpty { leading = pendingLiteral }
                pieces.append((pieces.isEmpty ? "" : pendingLiteral, text))
                pendingLiteral = ""
            }
        }
        guard !pieces.isEmpty else { return "" }
        return leading + pieces.map { $0.separator + $0.value }.joined() + (parts.last.map { if case .literal = $0 { pendingLiteral } else { "" } } ?? "")
    }
}

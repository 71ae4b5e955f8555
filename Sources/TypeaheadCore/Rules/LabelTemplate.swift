import TypeaheadEngine

/// A label that shows other fields' values, as XLSForm's notes do ("The
/// household has ${members} members"): the text around each `${name}`,
/// and the field whose value goes there.
struct LabelTemplate: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case text(String)
        case field(Int)
    }

    let parts: [Part]

    /// Nil for a label that reads no field; the first `${name}` that is not
    /// a field of the form is thrown.
    init?(_ label: String, knowing idIndex: [String: Int]) throws(UnknownName) {
        guard label.contains("${") else { return nil }
        var parts: [Part] = []
        var rest = Substring(label)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            let name = String(rest[open.upperBound..<close])
            guard let index = idIndex[name] else { throw UnknownName(name: name) }
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            parts.append(.field(index))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
    }

    struct UnknownName: Error {
        let name: String
    }

    /// The label with each field's value as the rules give it now.
    func text(over values: [String]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .field(let index): values[index]
            }
        }.joined()
    }
}

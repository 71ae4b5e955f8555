import Foundation

/// A source answered by a search server: where to ask, and where the records
/// sit in its JSON answer (docs/FORMS.md, "A remote source").
public struct RemoteSpec: Equatable, Sendable {
    /// The URL template: `{query}` becomes the typed text, percent-encoded,
    /// `{limit}` the number of rows wanted.
    public var url: String
    /// Dotted path to the array of records; empty: the answer is the array.
    public var results: [String]
    /// Dotted path inside each element to the record object; empty: the element.
    public var record: [String]
    /// Request headers, `${NAME}` already replaced from the environment.
    public var headers: [String: String]
    /// Seconds before a request counts as failed.
    public var timeout: Double

    public static let defaultTimeout = 5.0

    public init(url: String, results: [String] = [], record: [String] = [], headers: [String: String] = [:],
                timeout: Double = RemoteSpec.defaultTimeout) {
        self.url = url
        self.results = results
        self.record = record
        self.headers = headers
        self.timeout = timeout
    }

    /// "host:port" as the failure row names it.
    public var serverName: String {
        guard let components = URLComponents(string: url.replacingOccurrences(of: "{query}", with: "")
            .replacingOccurrences(of: "{limit}", with: "1")), let host = components.host else { return url }
        return components.port.map { "\(host):\($0)" } ?? host
    }

    /// The request URL for a query.
    public func requestURL(query: String, limit: Int) -> URL? {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let encoded = query.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return URL(string: url.replacingOccurrences(of: "{query}", with: encoded)
            .replacingOccurrences(of: "{limit}", with: String(limit)))
    }

    /// Splits "a.b.c" into its steps; "" is no step.
    static func path(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Replaces each `${NAME}` with the variable's value, or names the first
    /// one that is not set.
    static func expand(_ text: String, environment: [String: String]) -> Result<String, MissingVariable> {
        var out = "", rest = Substring(text)
        while let start = rest.range(of: "${") {
            out += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                out += rest[start.lowerBound...]
                return .success(out)
            }
            let name = String(rest[start.upperBound..<end])
            guard let value = environment[name] else { return .failure(MissingVariable(name: name)) }
            out += value
            rest = rest[rest.index(after: end)...]
        }
        return .success(out + rest)
    }

    struct MissingVariable: Error { var name: String }
}

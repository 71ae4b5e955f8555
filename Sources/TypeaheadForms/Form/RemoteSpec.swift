import Foundation
import TypeaheadEngine

/// A source answered by a search server: where to ask, and where the records
/// sit in its JSON answer (docs/FORMS.md, "A remote source").
public struct RemoteSpec: Equatable, Sendable {
    /// The URL template: `{query}` becomes the typed text, percent-encoded,
    /// `{query_folded}` the same folded as local matching folds it (lower
    /// case, accents removed: for a server column kept folded, so that
    /// "zur" finds Zürich there too), `{limit}` the number of rows wanted.
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

    /// The request URL for a query.
    public func requestURL(query: String, limit: Int) -> URL? {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        func encoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        return URL(string: Self.filled(url, query: encoded(query), folded: encoded(TextFolding.fold(query)), limit: String(limit)))
    }

    /// The template with its placeholders replaced.
    static func filled(_ template: String, query: String, folded: String, limit: String) -> String {
        template.replacingOccurrences(of: "{query_folded}", with: folded)
            .replacingOccurrences(of: "{query}", with: query)
            .replacingOccurrences(of: "{limit}", with: limit)
    }

    /// Whether the template says where the typed text goes.
    static func takesQuery(_ template: String) -> Bool {
        template.contains("{query}") || template.contains("{query_folded}")
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

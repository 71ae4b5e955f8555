import Foundation

extension FormFileReader {
    /// The environment `${NAME}` is read from, when a test gives its own (for its task only).
    @TaskLocal static var givenEnvironment: [String: String]?

    /// The environment `${NAME}` in headers and URIs is read from.
    static func environment() -> [String: String] { givenEnvironment ?? ProcessInfo.processInfo.environment }

    /// A source with `url`: checked here, since there is no file to check
    /// it against. A header naming a variable that is not set is refused
    /// now, at its place, rather than failing at the first request.
    static func remoteSource(_ name: String, _ reader: JSONObjectReader) throws(LoadError) -> SourceSpec {
        let what = "source '\(name)'"
        if let file = reader.node("file") {
            throw reader.error(file, "\(what) has both 'file' and 'url'; a source is one or the other")
        }
        let urlNode = reader.node("url")!
        let url = try reader.requiredString("url", in: what)
        guard let scheme = URLComponents(string: RemoteSpec.filled(url, query: "q", folded: "q", limit: "1"))?.scheme?.lowercased(),
              scheme == "http" || scheme == "https" else {
            throw reader.error(urlNode, "\(what): 'url' must be an http:// or https:// URL, found '\(url)'")
        }
        guard RemoteSpec.takesQuery(url) else {
            throw reader.error(urlNode, "\(what): 'url' needs '{query}' or '{query_folded}', where the typed text goes")
        }
        var spec = RemoteSpec(url: url, results: RemoteSpec.path(try reader.string("results")),
                              record: RemoteSpec.path(try reader.string("record")))
        if let node = reader.node("timeout") {
            guard case .number(let literal) = node.value, let seconds = Double(literal), seconds > 0, seconds <= 600 else {
                throw reader.error(node, "'timeout' must be a number of seconds above 0 (at most 600)")
            }
            spec.timeout = seconds
        }
        if let node = reader.node("headers") {
            guard case .object(let members) = node.value else {
                throw reader.error(node, "'headers' must be an object of header name to value, found \(node.value.typeName)")
            }
            let environment = environment()
            for member in members {
                guard case .string(let value) = member.value.value else {
                    throw reader.error(member.value, "header '\(member.key)' must be a string, found \(member.value.value.typeName)")
                }
                switch RemoteSpec.expand(value, environment: environment) {
                case .success(let expanded): spec.headers[member.key] = expanded
                case .failure(let missing):
                    throw reader.error(member.value, "header '\(member.key)' of \(what) uses ${\(missing.name)}, which is not set in the environment")
                }
            }
        }
        var source = SourceSpec(name: name, file: "", key: try reader.string("key"), weight: try reader.string("weight"),
                                detail: try reader.string("detail"))
        source.remote = spec
        source.location = reader.location(of: "url")
        for property in ["key", "weight", "detail"] { source.propertyLocations[property] = reader.location(of: property) }
        return source
    }
}

import Foundation
import TypeaheadEngine

extension FormFileReader {
    /// The environment `${NAME}` is read from, when a test gives its own (for its task only).
    @TaskLocal static var givenEnvironment: [String: String]?

    /// The environment `${NAME}` in headers and URIs is read from.
    static func environment() -> [String: String] { givenEnvironment ?? ProcessInfo.processInfo.environment }

    /// A source with `url`: checked here, since there is no file to check
    /// it against. A header naming a variable that is not set is refused
    /// now, at its place, rather than failing at the first request.
    static func remoteSource(_ name: String, _ reader: JSONObjectReader) throws(LoadError) -> SourceSpec {
        if let file = reader.node("file") {
            // TRANSLATORS: %1$s is the name of a source; 'file' and 'url' are form-file keywords; keep them as they are.
            throw reader.error(file, translated("source '%1$s' has both 'file' and 'url'; a source is one or the other", name))
        }
        let urlNode = reader.node("url")!
        let url = try reader.requiredString("url", in: .source(name))
        guard let scheme = URLComponents(string: RemoteSpec.filled(url, query: "q", folded: "q", limit: "1"))?.scheme?.lowercased(),
              scheme == "http" || scheme == "https" else {
            // TRANSLATORS: %1$s is the name of a source, %2$s the URL written; 'url' is a form-file keyword; keep it as it is.
            throw reader.error(urlNode, translated("source '%1$s': 'url' must be an http:// or https:// URL, found '%2$s'", name, url))
        }
        guard RemoteSpec.takesQuery(url) else {
            // TRANSLATORS: %1$s is the name of a source; 'url' is a form-file keyword, and {query} and {query_folded} are written in the URL; keep them as they are.
            throw reader.error(urlNode, translated("source '%1$s': 'url' needs '{query}' or '{query_folded}', where the typed text goes", name))
        }
        var spec = RemoteSpec(url: url, results: RemoteSpec.path(try reader.string("results")),
                              record: RemoteSpec.path(try reader.string("record")))
        if let node = reader.node("timeout") {
            guard case .number(let literal) = node.value, let seconds = Double(literal), seconds > 0, seconds <= 600 else {
                // TRANSLATORS: 'timeout' is a form-file keyword; keep it as it is.
                throw reader.error(node, translated("'timeout' must be a number of seconds above 0 (at most 600)"))
            }
            spec.timeout = seconds
        }
        if let node = reader.node("headers") {
            guard case .object(let members) = node.value else {
                // TRANSLATORS: 'headers' is a form-file keyword; keep it as it is. %1$s is a JSON type, such as "an array".
                throw reader.error(node, translated("'headers' must be an object of header name to value, found %1$s", node.value.typeName))
            }
            let environment = environment()
            for member in members {
                guard case .string(let value) = member.value.value else {
                    // TRANSLATORS: %1$s is an HTTP header's name, such as Authorization; %2$s is a JSON type, such as "a number".
                    throw reader.error(member.value, translated("header '%1$s' must be a string, found %2$s", member.key, member.value.value.typeName))
                }
                switch RemoteSpec.expand(value, environment: environment) {
                case .success(let expanded): spec.headers[member.key] = expanded
                case .failure(let missing):
                    // TRANSLATORS: %1$s is an HTTP header's name, %2$s the name of a source, %3$s the name of an environment variable (written ${NAME} in the form).
                    throw reader.error(member.value, translated("header '%1$s' of source '%2$s' uses ${%3$s}, which is not set in the environment", member.key, name, missing.name))
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

import Foundation

extension FormFileReader {
    static let teamEntriesProperties: Set<String> = ["postgres", "table", "enteredBy"]

    /// A source with `postgres`: its URI and table checked now; its rows
    /// are read from the copy `PostgresSourceSpec.copyPath` names.
    static func postgresSource(_ name: String, _ reader: JSONObjectReader) throws(LoadError) -> SourceSpec {
        let what = "source '\(name)'"
        for property in ["file", "url", "results", "record", "headers", "timeout"] {
            if let node = reader.node(property) {
                throw reader.error(node, "\(what) has both 'postgres' and '\(property)'; '\(property)' is for a file or a server's URL")
            }
        }
        let address = try postgresAddress(reader, in: what)
        guard let tableNode = reader.node("table") else {
            throw reader.error(reader.node("postgres")!, "\(what) needs 'table', the table its rows come from")
        }
        let text = try reader.string("table") ?? ""
        guard let table = PostgresTableName(text) else {
            throw reader.error(tableNode, "'table' of \(what) must be \(PostgresTableName.rule), found '\(text)'")
        }
        let copy = PostgresSourceSpec.copyPath(address: address, table: table, environment: environment())
        var source = SourceSpec(name: name, file: copy, key: try reader.string("key"), weight: try reader.string("weight"),
                                detail: try reader.string("detail"))
        source.postgres = PostgresSourceSpec(address: address, table: table, copy: copy)
        source.location = reader.location(of: "postgres")
        for property in ["key", "weight", "detail"] { source.propertyLocations[property] = reader.location(of: property) }
        return source
    }

    /// The `postgres` URI of `what`, its `${NAME}` variables filled in.
    static func postgresAddress(_ reader: JSONObjectReader, in what: String) throws(LoadError) -> PostgresAddress {
        let written = try reader.requiredString("postgres", in: what)
        let uriNode = reader.node("postgres")!
        let environment = environment()
        let uri: String
        switch RemoteSpec.expand(written, environment: environment) {
        case .success(let expanded): uri = expanded
        case .failure(let missing):
            throw reader.error(uriNode, "'postgres' of \(what) uses ${\(missing.name)}, which is not set in the environment")
        }
        do throws(PostgresAddressError) {
            return try PostgresAddress.parse(uri, environment: environment)
        } catch {
            throw reader.error(uriNode, "'postgres' of \(what) \(error.message)")
        }
    }

    /// The form's `"entries": {"postgres": URI, "table": NAME, "enteredBy": NAME}`.
    /// Checked at start: the URI (its `${NAME}` variables set), the table's name.
    static func teamEntries(_ node: JSONNode, path: String) throws(LoadError) -> TeamEntriesSpec {
        let reader = try JSONObjectReader(node, path: path, what: "'entries'", allowed: teamEntriesProperties)
        let address = try postgresAddress(reader, in: "'entries'")
        var table = TeamEntriesSpec.defaultTable
        if let tableNode = reader.node("table") {
            let text = try reader.string("table") ?? ""
            guard let name = PostgresTableName(text) else {
                throw reader.error(tableNode, "'table' of 'entries' must be \(PostgresTableName.rule), found '\(text)'")
            }
            table = name
        }
        let enteredBy = try reader.string("enteredBy")
        if let enteredBy, enteredBy.trimmingCharacters(in: .whitespaces).isEmpty {
            throw reader.error(reader.node("enteredBy")!, "'enteredBy' of 'entries' must not be empty")
        }
        return TeamEntriesSpec(address: address, table: table, enteredBy: enteredBy)
    }
}

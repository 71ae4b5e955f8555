import Foundation

extension FormFileReader {
    static let teamEntriesProperties: Set<String> = ["postgres", "table", "enteredBy"]

    /// The form's `"entries": {"postgres": URI, "table": NAME, "enteredBy": NAME}`.
    /// Checked at start: the URI (its `${NAME}` variables set), the table's name.
    static func teamEntries(_ node: JSONNode, path: String) throws(LoadError) -> TeamEntriesSpec {
        let reader = try JSONObjectReader(node, path: path, what: "'entries'", allowed: teamEntriesProperties)
        let uriNode = reader.node("postgres")
        let written = try reader.requiredString("postgres", in: "'entries'")
        let environment = environment()
        let uri: String
        switch RemoteSpec.expand(written, environment: environment) {
        case .success(let expanded): uri = expanded
        case .failure(let missing):
            throw reader.error(uriNode!, "'postgres' of 'entries' uses ${\(missing.name)}, which is not set in the environment")
        }
        let address: PostgresAddress
        do throws(PostgresAddressError) {
            address = try PostgresAddress.parse(uri, environment: environment)
        } catch {
            throw reader.error(uriNode!, "'postgres' of 'entries' \(error.message)")
        }
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

import Foundation
import TypeaheadEngine

extension FormFileReader {
    static let teamEntriesProperties: Set<String> = ["postgres", "table", "enteredBy"]

    /// A source with `postgres`: its URI and table checked now; its rows
    /// are read from the copy `PostgresSourceSpec.copyPath` names.
    static func postgresSource(_ name: String, _ reader: JSONObjectReader) throws(LoadError) -> SourceSpec {
        for property in ["file", "url", "results", "record", "headers", "timeout"] {
            if let node = reader.node(property) {
                // TRANSLATORS: %1$s is the name of a source; %2$s is a form-file keyword, such as file; 'postgres' is one too; keep them as they are.
                throw reader.error(node, translated("source '%1$s' has both 'postgres' and '%2$s'; '%2$s' is for a file or a server's URL", name, property))
            }
        }
        let address = try postgresAddress(reader, in: .source(name))
        guard let tableNode = reader.node("table") else {
            // TRANSLATORS: %1$s is the name of a source; 'table' is a form-file keyword; keep it as it is.
            throw reader.error(reader.node("postgres")!, translated("source '%1$s' needs 'table', the table its rows come from", name))
        }
        let text = try reader.string("table") ?? ""
        guard let table = PostgresTableName(text) else {
            // TRANSLATORS: 'table' is a form-file keyword; keep it as it is. %1$s is the name of a source; %2$s describes a valid table name ("a plain name: letters, digits and _, …"); %3$s is the name written.
            throw reader.error(tableNode, translated("'table' of source '%1$s' must be %2$s, found '%3$s'", name, PostgresTableName.rule, text))
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
    static func postgresAddress(_ reader: JSONObjectReader, in what: FilePart) throws(LoadError) -> PostgresAddress {
        let written = try reader.requiredString("postgres", in: what)
        let uriNode = reader.node("postgres")!
        let environment = environment()
        let uri: String
        switch RemoteSpec.expand(written, environment: environment) {
        case .success(let expanded): uri = expanded
        case .failure(let missing):
            throw reader.error(uriNode, what.postgresUsesUnset(missing.name))
        }
        do throws(PostgresAddressError) {
            return try PostgresAddress.parse(uri, environment: environment)
        } catch {
            throw reader.error(uriNode, what.postgresAddressIsWrong(error.message))
        }
    }

    /// The form's `"entries": {"postgres": URI, "table": NAME, "enteredBy": NAME}`.
    /// Checked at start: the URI (its `${NAME}` variables set), the table's name.
    static func teamEntries(_ node: JSONNode, path: String) throws(LoadError) -> TeamEntriesSpec {
        let reader = try JSONObjectReader(node, path: path, what: .keyword("entries"), allowed: teamEntriesProperties)
        let address = try postgresAddress(reader, in: .keyword("entries"))
        var table = TeamEntriesSpec.defaultTable
        if let tableNode = reader.node("table") {
            let text = try reader.string("table") ?? ""
            guard let name = PostgresTableName(text) else {
                // TRANSLATORS: 'table' and 'entries' are form-file keywords; keep them as they are. %1$s describes a valid table name ("a plain name: letters, digits and _, …"); %2$s is the name written.
                throw reader.error(tableNode, translated("'table' of 'entries' must be %1$s, found '%2$s'", PostgresTableName.rule, text))
            }
            table = name
        }
        let enteredBy = try reader.string("enteredBy")
        if let enteredBy, enteredBy.trimmingCharacters(in: .whitespaces).isEmpty {
            // TRANSLATORS: 'enteredBy' and 'entries' are form-file keywords; keep them as they are.
            throw reader.error(reader.node("enteredBy")!, translated("'enteredBy' of 'entries' must not be empty"))
        }
        return TeamEntriesSpec(address: address, table: table, enteredBy: enteredBy)
    }
}

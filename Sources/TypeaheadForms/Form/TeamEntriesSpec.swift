import Foundation
import TypeaheadEngine

/// Where a form's entries go in team mode: a table on a PostgreSQL server,
/// from the form's `"entries"` or from `--output postgresql://…`.
public struct TeamEntriesSpec: Equatable, Sendable {
    public var address: PostgresAddress
    public var table: PostgresTableName
    /// Who enters the entries, as each row records it (`TeamMode.clerk`).
    public var enteredBy: String?
    /// The form's fields' types by id: a column of the table named after a
    /// field is filled with its value, typed (`PostgresTypedColumn`).
    public var fieldTypes: [String: FieldType] = [:]

    public init(address: PostgresAddress, table: PostgresTableName, enteredBy: String? = nil) {
        self.address = address
        self.table = table
        self.enteredBy = enteredBy
    }

    /// The table used when only a server is named (`--output postgresql://…`).
    public static let defaultTable = PostgresTableName("entries")!

    /// Server and table as the window names them, without the password.
    public var displayName: String { "\(table) on \(address.redacted)" }

    /// `--output postgresql://…`: `${NAME}` is expanded as in a form file, and
    /// a variable that is not set is refused by name.
    public static func fromOutputArgument(_ argument: String,
                                          environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(PostgresAddressError) -> TeamEntriesSpec {
        let uri: String
        switch RemoteSpec.expand(argument, environment: environment) {
        case .success(let expanded): uri = expanded
        case .failure(let missing):
            // TRANSLATORS: %1$s is the name of an environment variable; keep "--output" and "${…}".
            throw PostgresAddressError(translated("--output uses ${%1$s}, which is not set in the environment", missing.name))
        }
        do throws(PostgresAddressError) {
            return TeamEntriesSpec(address: try PostgresAddress.parse(uri, environment: environment), table: defaultTable)
        } catch {
            // TRANSLATORS: %1$s says what is wrong with the address given to the
            // --output option ("has an invalid port '99999'"); keep "--output".
            throw PostgresAddressError(translated("--output %1$s", error.message))
        }
    }
}

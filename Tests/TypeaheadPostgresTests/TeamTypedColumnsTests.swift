import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadPostgres
@testable import TypeaheadStorage

/// A team table an administrator made with columns named after the form's
/// fields ("age integer", "born date"): each entry fills them, typed, on a
/// real PostgreSQL 15, and a value a column cannot hold leaves it NULL
/// rather than stalling the queue.
@Suite("Team mode: typed columns", .serialized, .timeLimit(minutes: 5), .hangWatchdog)
struct TeamTypedColumnsTests {
    static let fieldTypes: [String: FieldType] = [
        "name": .text, "age": .integer, "small": .integer, "weight": .decimal, "born": .date, "came": .time,
        "left_at": .datetime, "fruits": .choices, "fruits_text": .choices, "sex": .choice, "short": .text, "stamped": .text,
        "mismatch": .date,
    ]

    /// What an administrator might make: our columns, then their own.
    static let table = """
        CREATE TABLE entries (id uuid PRIMARY KEY, submitted timestamptz NOT NULL, entry jsonb NOT NULL, supersedes uuid,
            deletes uuid, entered_by text NOT NULL, received timestamptz NOT NULL DEFAULT now(),
            seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE, xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
            name text, age integer, small smallint, weight numeric, born date, came time, left_at timestamp,
            fruits text[], fruits_text text, sex varchar, short varchar(3), stamped text DEFAULT 'kept', mismatch integer)
        """

    static func entry(_ values: [(String, String)], numbers: Set<String> = [], lists: Set<String> = []) -> Submission {
        var entry = Submission(submitted: Date(), values: values, records: [])
        entry.numbers = numbers
        entry.lists = lists
        return entry
    }

    @Test func aFieldsColumnHoldsItsValueTyped() async throws {
        let server = PostgresTestServer.shared
        let database = try server.newDatabase()
        try server.sql(Self.table, database: database)
        let journal = TestForms.folder().appendingPathComponent("outbox.jsonl").path
        let writer = SubmissionWriter(destination: .file(journal), enteredBy: "Ana")
        try writer.append(Self.entry([("name", "Ada"), ("age", "36"), ("small", "40000"), ("weight", "61.5"), ("born", "1990-05-17"),
                                      ("came", "09:30"), ("left_at", "1990-05-17T18:00"), ("fruits", "apple cherry"),
                                      ("fruits_text", "apple cherry"), ("sex", "f"), ("short", "longer"), ("stamped", "typed"),
                                      ("mismatch", "1990-05-17")],
                                     numbers: ["age", "small", "weight"], lists: ["fruits", "fruits_text"]))
        // An empty number and a missing date: NULL, not a refusal.
        try writer.append(Self.entry([("name", "Grace"), ("age", "")]))
        var spec = TeamEntriesSpec(address: try PostgresAddress.parse(server.uri(database: database, sslmode: "disable"), environment: [:]),
                                   table: PostgresTableName("entries")!)
        spec.fieldTypes = Self.fieldTypes
        let entries = PostgresEntryServer(spec: spec)
        let status = await OutboxRelay(outbox: Outbox(journal: journal), server: entries, enteredBy: "Ana", report: { _ in }).sendWaiting()
        #expect(status == OutboxStatus(waiting: 0))
        let row = try server.sql("SELECT name, age + 1, small IS NULL, weight * 2, born + 1, came + interval '1 minute', left_at, "
                                 + "fruits[2], fruits_text, sex, short IS NULL, stamped, mismatch IS NULL FROM entries ORDER BY seq LIMIT 1",
                                 database: database)
        #expect(row == "Ada|37|t|123.0|1990-05-18|09:31:00|1990-05-17 18:00:00|cherry|apple cherry|f|t|kept|t",
                "typed where the column fits; a smallint past its range NULL; a varchar(3), a column with a default and a date in an integer column left alone")
        #expect(try server.sql("SELECT name, age IS NULL, born IS NULL FROM entries ORDER BY seq OFFSET 1", database: database) == "Grace|t|t")
        await entries.close()
    }

    @Test func aColumnTakesAFieldOnlyWhereItsTypeHoldsEveryValue() {
        #expect(PostgresTypedColumn(name: "age", sqlType: "integer", fieldType: .integer) != nil)
        #expect(PostgresTypedColumn(name: "age", sqlType: "integer", fieldType: .decimal) == nil)
        #expect(PostgresTypedColumn(name: "born", sqlType: "date", fieldType: .text) == nil)
        #expect(PostgresTypedColumn(name: "note", sqlType: "character varying(3)", fieldType: .text) == nil)
        #expect(PostgresTypedColumn(name: "entry", sqlType: "text", fieldType: .text) == nil, "our own columns are ours")
    }
}

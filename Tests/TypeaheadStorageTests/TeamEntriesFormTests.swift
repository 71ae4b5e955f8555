import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// The form's "entries" and `--output postgresql://…`: what is checked at
/// start, where a mistake is named, and that the password never shows.
@Suite("Team mode: where entries go", .timeLimit(minutes: 5), .hangWatchdog)
struct TeamEntriesFormTests {
    static func form(entries: String) -> String {
        """
        {
          "title": "Team",
          "entries": \(entries),
          "fields": [{"id": "name", "label": "Name"}]
        }
        """
    }

    static func read(_ text: String, environment: [String: String] = [:]) throws(LoadError) -> FormSpec {
        let folder = TestForms.folder()
        let path = TestForms.write(text, named: "team.form.json", in: folder)
        let result = FormFileReader.$givenEnvironment.withValue(environment) {
            Result { () throws(LoadError) in try FormFileReader.read(path: path) }
        }
        return try result.get()
    }

    @Test func aServerAndATableAreRead() throws {
        let spec = try Self.read(Self.form(entries: #"{"postgres": "postgresql://clerk:${DB_PASSWORD}@db.example:6543/office?sslmode=require", "table": "visits", "enteredBy": "Ana"}"#),
                                 environment: ["DB_PASSWORD": "secret"])
        let team = try #require(spec.teamEntries)
        #expect(team.address.host == "db.example")
        #expect(team.address.port == 6543)
        #expect(team.address.user == "clerk")
        #expect(team.address.database == "office")
        #expect(team.address.password == "secret")
        #expect(team.address.sslMode == .require)
        #expect(team.table.quoted == #""visits""#)
        #expect(team.enteredBy == "Ana")
        #expect(!team.displayName.contains("secret"))
        #expect(team.displayName == "visits on postgresql://clerk@db.example:6543/office")
    }

    @Test func aMissingVariableIsRefusedAtItsPlace() {
        let text = Self.form(entries: #"{"postgres": "postgresql://clerk:${DB_PASSWORD}@db/office"}"#)
        #expect {
            try Self.read(text)
        } throws: { error in
            let error = error as! LoadError
            return error.line == 3 && error.column == 27 && error.message.contains("${DB_PASSWORD}")
        }
    }

    @Test(arguments: ["entries; DROP TABLE x", "1st", "a.b.c", "", "naïve", String(repeating: "t", count: 64)])
    func aTableThatIsNotAPlainNameIsRefused(name: String) {
        let text = Self.form(entries: #"{"postgres": "postgresql://db/office", "table": "\#(name)"}"#)
        #expect {
            try Self.read(text)
        } throws: { error in
            let error = error as! LoadError
            return error.line == 3 && error.message.contains("'table' of 'entries' must be a plain name")
        }
    }

    @Test func aSchemaAndAKeywordAreQuoted() {
        #expect(PostgresTableName("office.order")?.quoted == #""office"."order""#)
        #expect(PostgresTableName("user")?.quoted == #""user""#)
    }

    @Test func aBadURIIsNamedWithoutItsPassword() {
        let text = Self.form(entries: #"{"postgres": "postgresql://clerk:hunter2@db/office?sslmode=sometimes"}"#)
        #expect {
            try Self.read(text)
        } throws: { error in
            let error = error as! LoadError
            return error.line == 3 && error.message.contains("sslmode 'sometimes'") && !error.description.contains("hunter2")
        }
    }

    @Test func theOutputArgumentNamesTheDefaultTable() throws {
        let team = try TeamEntriesSpec.fromOutputArgument("postgresql://clerk@127.0.0.1:5433/office", environment: [:])
        #expect(team.table.description == "entries")
        #expect(team.address.port == 5433)
        #expect(throws: PostgresAddressError.self) {
            try TeamEntriesSpec.fromOutputArgument("postgresql://clerk:${NOPE}@db/office", environment: [:])
        }
    }

    @Test func libpqDefaultsFillWhatTheURILeavesOut() throws {
        let address = try PostgresAddress.parse("postgresql://", environment: ["PGHOST": "pg.local", "PGPORT": "5444", "PGUSER": "ana"])
        #expect(address.host == "pg.local")
        #expect(address.port == 5444)
        #expect(address.user == "ana")
        #expect(address.database == "ana")
        #expect(address.sslMode == .prefer)
        #expect(throws: PostgresAddressError.self) { try PostgresAddress.parse("postgresql:///office?host=/var/run/postgresql") }
        #expect(throws: PostgresAddressError.self) { try PostgresAddress.parse("postgresql://db/office?sslmod=require") }
    }

    @Test func thePasswordComesFromTheURIThenPGPASSWORDThenPgpass() throws {
        let folder = TestForms.folder()
        let file = TestForms.write("# team\ndb.example:5432:office:other:nope\ndb.example:*:office:clerk:from\\:pgpass\n",
                                   named: "pgpass", in: folder)
        chmod(file, 0o600)
        let address = try PostgresAddress.parse("postgresql://clerk@db.example/office", environment: [:])
        #expect(PostgresPassword.resolve(for: address, environment: ["PGPASSFILE": file]) == "from:pgpass")
        #expect(PostgresPassword.resolve(for: address, environment: ["PGPASSFILE": file, "PGPASSWORD": "env"]) == "env")
        var withOwn = address
        withOwn.password = "uri"
        #expect(PostgresPassword.resolve(for: withOwn, environment: ["PGPASSWORD": "env"]) == "uri")
        // As libpq: a password file others may read is not used.
        chmod(file, 0o644)
        #expect(PostgresPassword.resolve(for: address, environment: ["PGPASSFILE": file]) == nil)
    }

    @Test func eachLineSaysWhoEnteredIt() throws {
        let writer = SubmissionWriter(destination: .standardOutput, enteredBy: "Ana")
        let line = writer.line(of: Submission(submitted: Date(timeIntervalSince1970: 0), values: [("name", "x")], records: []))
        let row = try TeamEntryRow.parse(line, defaultEnteredBy: "nobody").get()
        #expect(row.enteredBy == "Ana")
        #expect(row.submitted == "1970-01-01T00:00:00Z")
        #expect(UUID(uuidString: row.id) != nil)
        let deletion = writer.line(of: EntryDeletion(deletes: EntryID.make(at: Date()), submitted: Date()))
        #expect(try TeamEntryRow.parse(deletion, defaultEnteredBy: "nobody").get().deletes != nil)
    }
}

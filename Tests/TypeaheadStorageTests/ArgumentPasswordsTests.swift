import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadStorage

/// Issue 49.3: a password in a PostgreSQL URI on the command line leaves
/// the process list. Checked against the URI parser the app connects
/// with: after the found bytes are overwritten, the address parses to the
/// same user, host, port and database, with a password of x's only, and
/// no byte of the password is left. (The GUI scenario
/// team_password_hidden reads the running app's /proc/PID/cmdline.)
@Suite("Passwords leave the process list", .timeLimit(minutes: 5), .hangWatchdog)
struct ArgumentPasswordsTests {
    static let uris = [
        "postgresql://clerk:s3cret@db.example:5433/registry?sslmode=disable",
        "postgres://clerk:p%40ss%3Aword@127.0.0.1/registry",
        "postgresql://clerk@127.0.0.1/registry?sslmode=disable&password=hunter2&application_name=typeahead",
        "postgresql://clerk:first@127.0.0.1/registry?password=second#fragment",
        "POSTGRESQL://clerk:ü€ß@host/db",
        "postgresql://clerk:a@b@host/db", // an '@' in the password, left unencoded
    ]

    func hidden(_ uri: String) -> String {
        var bytes = Array(uri.utf8)
        for range in ArgumentPasswords.ranges(in: bytes) { for index in range { bytes[index] = UInt8(ascii: "x") } }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: uris) func aPasswordIsOverwrittenAndTheRestOfTheAddressKept(uri: String) throws {
        let before = try PostgresAddress.parse(uri, environment: [:])
        let after = try PostgresAddress.parse(hidden(uri), environment: [:])
        #expect(before.password?.isEmpty == false)
        #expect(after.password.map { !$0.isEmpty && $0.allSatisfy { $0 == "x" } } == true)
        #expect([after.user, after.host, String(after.port), after.database] == [before.user, before.host, String(before.port), before.database])
        for secret in ["s3cret", "p%40ss", "hunter2", "first", "second", "ü€ß", "a@b"] where uri.contains(secret) {
            #expect(!hidden(uri).contains(secret))
        }
    }

    @Test(arguments: ["postgresql://clerk@host/db", "postgresql://host/db?sslmode=require",
                      "data/people@home.csv", "--output", "postgresql://clerk:@host/db",
                      "/tmp/postgresql://clerk:secret@x"])
    func anArgumentWithoutAPasswordIsLeftAlone(argument: String) {
        #expect(ArgumentPasswords.ranges(in: Array(argument.utf8)).isEmpty)
    }
}

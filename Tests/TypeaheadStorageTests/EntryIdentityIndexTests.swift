import Foundation
import Testing
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadStorage

/// The live entries by identity, read from lines as written by hand too:
/// a number, an escaped text, a line without an id, lines appended later.
@Suite("Entries by identity", .timeLimit(minutes: 5), .hangWatchdog)
struct EntryIdentityIndexTests {
    @Test func linesReadByEitherPathAnswerAlike() throws {
        let path = TestEntries.output()
        let lines = [
            // A number: the full reader's path.
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132701", "submitted": "2027-01-15T08:00:00Z", "enteredBy": "bo", "values": {"household": 12, "head": "Ada"}}"#,
            // An escape in the text: the full reader's path too.
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132702", "submitted": "2027-01-15T09:00:00Z", "values": {"household": "Zo\u00eb 7", "head": "Bo"}}"#,
            // Plain: the scanner's.
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132703", "submitted": "2027-01-15T10:00:00Z", "values": {"household": "30", "head": "Cy"}}"#,
            // No id: known by its line number.
            #"{"submitted": "2027-01-15T11:00:00Z", "values": {"household": "40", "head": "Di"}}"#,
            // No identity given: never anyone's duplicate.
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132705", "submitted": "2027-01-15T12:00:00Z", "values": {"household": "", "head": "Ed"}}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let index = EntryIdentityIndex(path: path, fieldIDs: ["household"])
        index.prepare()
        let twelve = try #require(index.holder(of: ["12"]))
        #expect(twelve.version == .uuid("019b76da-a800-7f2a-89a7-a6a365132701") && twelve.enteredBy == "bo")
        #expect(index.holder(of: ["zoe 7"])?.version == .uuid("019b76da-a800-7f2a-89a7-a6a365132702"))
        #expect(index.holder(of: ["30"])?.version == .uuid("019b76da-a800-7f2a-89a7-a6a365132703"))
        #expect(index.holder(of: ["40"])?.version == .line(4))
        #expect(index.holder(of: [""]) == nil && index.holder(of: ["31"]) == nil)
        // Appended later, by another process: a correction of 30 to 31.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data((#"{"id": "019b76da-a800-7f2a-89a7-a6a365132706", "supersedes": "019b76da-a800-7f2a-89a7-a6a365132703", "submitted": "2027-01-15T13:00:00Z", "values": {"household": "31", "head": "Cy"}}"# + "\n").utf8))
        handle.closeFile()
        #expect(index.holder(of: ["30"]) == nil)
        #expect(index.holder(of: ["31"])?.version == .uuid("019b76da-a800-7f2a-89a7-a6a365132706"))
    }

    @Test func aFileNotWrittenYetHasNoOne() {
        let index = EntryIdentityIndex(path: TestEntries.output(), fieldIDs: ["household"])
        #expect(index.holder(of: ["12"]) == nil)
    }
}

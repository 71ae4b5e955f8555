import Foundation
import Testing
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Entries have ids, and their history is never rewritten: a correction or
/// a deletion is a new line naming the entry it changes.
@Suite("Entry table", .timeLimit(minutes: 5), .hangWatchdog)
struct EntryTableTests {
    /// The live entries of a file holding `text`, newest first, as the view shows them.
    static func log(_ text: String, at path: String = TestEntries.output(), fastPath: Bool = true) throws -> [LoggedEntry] {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try read(path: path, fastPath: fastPath)
    }

    static func read(path: String, fastPath: Bool = true) throws -> [LoggedEntry] {
        let table = try EntryTable.read(path: path, fastPath: fastPath)
        return try table.rows(in: .saved(newestFirst: true)).map { try table.entry(at: Int($0)) }
    }

    static func names(_ entries: [LoggedEntry]) -> [String] {
        entries.map { $0.text(of: "name") ?? "?" }
    }

    @Test func eachSavedLineGetsATimeOrderedUUIDv7() throws {
        let writer = SubmissionWriter(destination: .file(TestEntries.output()))
        let first = writer.line(of: TestEntries.entry("Ada")), again = writer.line(of: TestEntries.entry("Ada"))
        let later = writer.line(of: TestEntries.entry("Ada", at: 0.002))
        let ids = try [first, again, later].map { line in
            try #require(line.firstMatch(of: /^\{"id": "([0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})", "submitted"/)?.1)
        }
        #expect(ids[0] != ids[1], "each save is a new entry")
        #expect(ids[0] < ids[2] && ids[1] < ids[2], "an id made later sorts after")
        // The first 48 bits are the time in milliseconds.
        let milliseconds = UInt64(ids[0].replacingOccurrences(of: "-", with: "").prefix(12), radix: 16)
        #expect(milliseconds == UInt64(TestEntries.start.timeIntervalSince1970 * 1000))
    }

    /// Team mode's journal: each line says who entered it, and is read as
    /// any other, by the fast scanner and by the full parser alike.
    @Test(arguments: [true, false]) func linesThatSayWhoEnteredThemAreRead(fastPath: Bool) throws {
        let writer = SubmissionWriter(destination: .file(TestEntries.output()), enteredBy: "Ana")
        let saved = writer.line(of: TestEntries.entry("Ada"))
        let deletion = writer.line(of: EntryDeletion(deletes: .uuid("0190a000-0000-7000-8000-000000000001"), submitted: TestEntries.start))
        #expect(saved.contains(#""enteredBy": "Ana""#) && deletion.contains(#""enteredBy": "Ana""#))
        let entries = try Self.log(saved + "\n" + writer.line(of: TestEntries.entry("Grace")) + "\n" + deletion + "\n", fastPath: fastPath)
        #expect(Self.names(entries) == ["Grace", "Ada"])
    }

    /// A line that keeps how it was keyed is read alike by the scanner and
    /// the parser; the scanner takes only what Typeahead writes, and leaves
    /// the rest (an exponent, a count with a fraction) to the parser, which
    /// reads it or refuses it at its place.
    @Test func aKeyedLineIsScannedAsWrittenAndParsedOtherwise() throws {
        var entry = TestEntries.entry("Ada")
        var keying = EntryKeying()
        keying.keys = 12
        keying.seconds = 7.25
        keying.fields = [("name", 3.5)]
        entry.keying = keying
        let line = entry.jsonLine
        #expect(line.contains(#""keying": {"keys": 12, "seconds": 7.3, "accepted": 0, "saved": 0, "fields": {"name": 3.5}}"#))
        var scanned = ScannedEntryLine()
        line.utf8CString.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt8.self) { bytes in
                #expect(EntryLineScanner.scan(UnsafeBufferPointer(rebasing: bytes.dropLast()), into: &scanned))
            }
        }
        #expect(scanned.keying?.keys == 12 && scanned.keying?.seconds == 7.3)
        #expect(try Self.names(Self.log(line + "\n", fastPath: true)) == ["Ada"])
        let exponent = line.replacingOccurrences(of: #""seconds": 7.3"#, with: #""seconds": 73e-1"#)
        #expect(try Self.names(Self.log(exponent + "\n", fastPath: true)) == ["Ada"], "read in full")
        let fraction = line.replacingOccurrences(of: #""keys": 12"#, with: #""keys": 12.5"#)
        #expect(throws: LoadError.self) { try Self.log(fraction + "\n", fastPath: true) }
    }

    @Test func linesWrittenBeforeIDsAreKnownByTheirLineNumber() throws {
        let log = try Self.log("""
            {"submitted": "2027-01-15T08:00:00Z", "values": {"name": "Ada"}, "records": {}}

            {"submitted": "2027-01-15T08:01:00Z", "values": {"name": "Bob"}, "records": {}}
            {"supersedes": 1, "id": "0191d7a0-0000-7000-8000-000000000001", "submitted": "2027-01-15T09:00:00Z", "values": {"name": "Ada L"}}
            """)
        #expect(Self.names(log) == ["Bob", "Ada L"]) // newest first; the correction keeps Ada's place
        #expect(log.map(\.original) == [.line(3), .line(1)])
        #expect(log[1].current == .uuid("0191d7a0-0000-7000-8000-000000000001"))
    }

    @Test func aCorrectionReplacesTheVersionItNamesAndADeletionTakesTheEntryOut() throws {
        let path = TestEntries.output()
        let writer = SubmissionWriter(destination: .file(path))
        for name in ["Ada", "Bob", "Cy"] { try writer.append(TestEntries.entry(name)) }
        var log = try Self.read(path: path)
        #expect(Self.names(log) == ["Cy", "Bob", "Ada"])
        let bob = log[1]
        try writer.append(TestEntries.entry("Bob B", city: "Genève", supersedes: bob.current, at: 60))
        log = try Self.read(path: path)
        #expect(Self.names(log) == ["Cy", "Bob B", "Ada"])
        #expect(log[1].original == bob.original)
        #expect(log[1].text(of: "city") == "Genève")
        #expect(log[1].corrected == TestEntries.start.addingTimeInterval(60))
        #expect(log[1].otherCorrections == 0)

        let deletion = EntryDeletion(deletes: log[1].current, submitted: TestEntries.start.addingTimeInterval(120))
        try writer.append(line: deletion.jsonLine)
        log = try Self.read(path: path)
        #expect(Self.names(log) == ["Cy", "Ada"])
        // Undoing the deletion is a correction of it: Bob comes back where he was.
        try writer.append(TestEntries.entry("Bob B", city: "Genève", supersedes: deletion.id, at: 130))
        log = try Self.read(path: path)
        #expect(Self.names(log) == ["Cy", "Bob B", "Ada"])
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 6, "no line rewritten")
    }

    @Test func twoWindowsCorrectingOneEntryBothKeepTheirLines() throws {
        let path = TestEntries.output()
        let first = SubmissionWriter(destination: .file(path)), second = SubmissionWriter(destination: .file(path))
        try first.append(TestEntries.entry("Ada"))
        let ada = try #require(Self.read(path: path).first)
        // Both windows opened Ada's entry before either saved.
        try first.append(TestEntries.entry("Ada Lovelace", supersedes: ada.current, at: 10))
        try second.append(TestEntries.entry("Ada King", supersedes: ada.current, at: 20))
        let log = try Self.read(path: path)
        #expect(Self.names(log) == ["Ada King"]) // the newer
        #expect(log[0].otherCorrections == 1)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("Ada Lovelace") && text.contains("Ada King"))
    }

    @Test func whatIsSavedIsWhatIsReadBack() throws {
        let path = TestEntries.output()
        let form = SubmittedForm(title: "Trip", file: "/forms/trip.form.json")
        let writer = SubmissionWriter(destination: .file(path), form: form)
        let saved = Submission(submitted: TestEntries.start, values: [("name", "Zoë \"Z\"\n"), ("note", "")],
                               records: [("city", "7")])
        try writer.append(saved)
        let read = try #require(Self.read(path: path).first)
        #expect(read.values.map { "\($0.id)=\($0.text)" } == ["name=Zoë \"Z\"\n", "note="])
        #expect(read.records.map { "\($0.id)=\($0.key)" } == ["city=7"])
        #expect(read.form == form)
        #expect(read.submitted == TestEntries.start)
    }

    @Test(arguments: [
        (#"{"submitted": "yesterday", "values": {}}"#, 1, 15, "'submitted' must be a time such as 2027-01-15T08:00:00Z, found 'yesterday'"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "values": {"a": {"b": 1}}}"#, 1, 55, "'values' holds text, found an object for 'a'"),
        (#"{"submitted": "2027-01-15T08:00:00Z"}"#, 1, 1, "a saved entry needs 'values' (or 'deletes', for a deletion)"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "deletes": 0}"#, 1, 50, "'deletes' must be an entry's id or a line number, found 0"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "deletes": 1, "values": {}}"#, 1, 53, "a deletion has no 'values'"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "values": {}, "colour": "red"}"#, 1, 53,
         "unknown property 'colour' in a saved entry (known: deletes, duplicate, enteredBy, form, id, keying, overrides, reason, records, submitted, supersedes, values, verification, verifies)"),
        ("[1, 2]", 1, 1, "a saved entry must be an object, found an array"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "values": {}, "duplicate": {"of": "x"}}"#, 1, 66, "'duplicate' needs 'reason'"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "values": {}, "duplicate": {"reason": "r", "why": 1}}"#, 1, 82,
         "unknown property 'why' in 'duplicate' (known: of, reason)"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "deletes": 1, "duplicate": {}}"#, 1, 53, "a deletion has no 'duplicate'"),
        (#"{"submitted": "2027-01-15T08:00:00Z", "values": {}, "overrides": {"age": ""}}"#, 1, 74,
         "the reason for overriding 'age' must be a text"),
    ])
    func aLineTypeaheadDidNotWriteIsRefusedWhereItIs(line: String, row: Int, column: Int, message: String) {
        let path = TestEntries.output()
        for fastPath in [true, false] {
            #expect(throws: LoadError(path: path, line: row + 2, column: column, message: message)) {
                try Self.log("{\"submitted\": \"2027-01-15T08:00:00Z\", \"values\": {}}\n\n" + line, at: path, fastPath: fastPath)
            }
        }
    }

    /// Only the ids some line names are indexed, found first by the bytes
    /// `supersedes` and `deletes`. A line naming one with a member name
    /// written in escapes is not found so: the reading sees it and reads
    /// the file again with every id indexed.
    @Test func aReferenceTheFirstLookMissesIsStillApplied() throws {
        let a = "019b76da-a800-7f2a-89a7-a6a36513270e", b = "019b76da-a900-7f2a-89a7-a6a36513270e"
        let c = "019b76da-aa00-7f2a-89a7-a6a36513270e", d = "019b76da-ab00-7f2a-89a7-a6a36513270e"
        let text = """
            {"id": "\(a)", "submitted": "2027-01-15T08:00:00Z", "values": {"name": "Ada"}, "records": {}}
            {"id": "\(b)", "submitted": "2027-01-15T08:01:00Z", "values": {"name": "Bo"}, "records": {}}
            {"id": "\(c)", "supers\\u0065des": "\(a)", "submitted": "2027-01-15T08:02:00Z", "values": {"name": "Ada L"}, "records": {}}
            {"id": "\(d)", "del\\u0065tes": "\(b)", "submitted": "2027-01-15T08:03:00Z"}

            """
        for fastPath in [true, false] {
            let entries = try Self.log(text, fastPath: fastPath)
            #expect(Self.names(entries) == ["Ada L"])
            #expect(entries.first?.original == .uuid(a) && entries.first?.current == .uuid(c))
        }
        // Members in another order than Typeahead writes them: the first
        // look takes the line for a first save; the reading sees better.
        let reordered = """
            {"id": "\(a)", "submitted": "2027-01-15T08:00:00Z", "values": {"name": "Ada"}, "records": {}}
            {"id": "\(c)", "submitted": "2027-01-15T08:02:00Z", "supersedes": "\(a)", "values": {"name": "Ada L"}, "records": {}}

            """
        #expect(Self.names(try Self.log(reordered)) == ["Ada L"])
    }

}

/// The fast scanner and the full parser read every line alike, and the
/// search finds what a person would look for.
@Suite("Entry table reading and searching", .timeLimit(minutes: 5), .hangWatchdog)
struct EntryTableReadingTests {
    /// Lines the scanner reads, and lines only the full parser reads
    /// (escapes, numbers, spacing, a byte order mark, a CRLF, an id by hand).
    static let mixed = "\u{FEFF}" + #"""
        {"id": "019b76da-a800-7f2a-89a7-a6a36513270e", "submitted": "2027-01-15T08:00:00Z", "form": {"title": "Trip", "file": "/f/trip.form.json"}, "values": {"name": "Zoë", "city": "São Paulo"}, "records": {"city": "3448439"}}
        {"submitted":"2027-01-15T09:00:00+02:00","values":{"name":"Line \"two\"\n","city":"K\u00f6ln"},"records":{}}\#r
          {"id": "hand-written", "submitted": "2027-01-15T08:00:00.250Z", "values": {"name": "Björn", "city": 12}, "records": {}}

        {"id": "019b76da-a800-7f2a-89a7-a6a36513271f", "supersedes": "019b76da-a800-7f2a-89a7-a6a36513270e", "submitted": "2027-01-16T08:00:00Z", "values": {"name": "Zoë Ä", "city": "São Paulo", "note": "late"}, "records": {}}
        {"id": "019b76da-a800-7f2a-89a7-a6a365132720", "deletes": "hand-written", "submitted": "2027-01-16T09:00:00Z"}
        {"supersedes": 2, "submitted": "2027-01-16T10:00:00Z", "values": {"name": "Two", "city": "Köln"}}
        """#

    static func describe(_ entries: [LoggedEntry]) -> [String] {
        entries.map { entry in
            "\(entry.original)|\(entry.current)|\(entry.submitted.timeIntervalSince1970)|\(entry.corrected?.timeIntervalSince1970 ?? 0)|"
                + entry.values.map { "\($0.id)=\($0.text)" }.joined(separator: ",") + "|"
                + entry.records.map { "\($0.id)=\($0.key)" }.joined(separator: ",") + "|\(entry.form?.title ?? "-")"
        }
    }

    @Test func theScannerAndTheFullParserReadTheSame() throws {
        let path = TestEntries.output()
        let fast = try EntryTableTests.log(Self.mixed, at: path)
        let full = try EntryTableTests.read(path: path, fastPath: false)
        #expect(Self.describe(fast) == Self.describe(full))
        #expect(EntryTableTests.names(fast) == ["Two", "Zoë Ä"])
        let seven = try #require(EntryTimestamp.seconds(Array("2027-01-15T07:00:00Z".utf8)))
        #expect(fast[0].original == .line(2) && fast[0].submitted == Date(timeIntervalSince1970: TimeInterval(seven)))
        #expect(fast[0].text(of: "name") == "Two" && fast[0].corrected != nil)
        #expect(fast[1].form?.title == "Trip" && fast[1].text(of: "note") == "late")
    }

    @Test func aTimeWithAnOffsetIsReadInUTC() throws {
        #expect(EntryTimestamp.seconds(Array("2027-01-15T09:00:00+02:00".utf8)) == EntryTimestamp.seconds(Array("2027-01-15T07:00:00Z".utf8)))
        #expect(EntryTimestamp.seconds(Array("2027-01-15T08:00:00.250Z".utf8)) == EntryTimestamp.seconds(Array("2027-01-15T08:00:00Z".utf8)))
        for bad in ["2027-02-29T08:00:00Z", "2027-13-01T08:00:00Z", "2027-01-15 08:00:00", "2027-01-15T24:00:00Z", "2027-01-15T08:00:00+2:00"] {
            #expect(EntryTimestamp.seconds(Array(bad.utf8)) == nil, "\(bad)")
        }
        let formatter = ISO8601DateFormatter()
        for seconds in [Int64(0), 951_782_400, 1_800_000_000, 4_102_444_799, -86_401] {
            let text = EntryTimestamp.text(seconds: seconds)
            #expect(text == formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds))))
            #expect(EntryTimestamp.seconds(Array(text.utf8)) == seconds)
        }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheyAre() throws {
        let path = TestEntries.output()
        var bytes = Array(#"{"submitted": "2027-01-15T08:00:00Z", "values": {}}"#.utf8) + [0x0A]
        bytes += Array(#"{"submitted": "2027-01-15T08:00:00Z", "values": {"é": "a"#.utf8) + [0xFF] + Array(#""}}"#.utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(throws: LoadError(path: path, line: 2, column: 57, message: "bytes that are not UTF-8 text")) {
            try EntryTable.read(path: path)
        }
    }

    @Test func aKeyGivenTwiceInValuesIsRefused() throws {
        let path = TestEntries.output()
        for fastPath in [true, false] {
            #expect(throws: LoadError(path: path, line: 1, column: 60, message: "'values' gives 'a' twice")) {
                try EntryTableTests.log(#"{"submitted": "2027-01-15T08:00:00Z", "values": {"a": "1", "a": "2"}}"#, at: path, fastPath: fastPath)
            }
        }
    }

    static func table(_ rows: [(name: String, city: String)]) throws -> EntryTable {
        let path = TestEntries.output()
        let writer = SubmissionWriter(destination: .file(path))
        for (index, row) in rows.enumerated() {
            try writer.append(Submission(submitted: TestEntries.start.addingTimeInterval(Double(index) * 60),
                                         values: [("name", row.name), ("city", row.city)], records: []))
        }
        return try EntryTable.read(path: path, columns: ["name", "city"])
    }

    static func names(_ list: EntriesList) throws -> [String] {
        try list.shown.map { try list.table.entry(at: Int($0)).text(of: "name") ?? "?" }
    }

    @Test func searchIgnoresAccentsAndCaseAndNeedsEveryWordInSomeField() throws {
        var list = EntriesList(table: try Self.table([("Zoë Ångström", "São Paulo"), ("Joao", "Zürich"), ("Ana", "Sao Tome")]))
        #expect(try Self.names(list) == ["Ana", "Joao", "Zoë Ångström"])
        list.search("SAO")
        #expect(try Self.names(list) == ["Ana", "Zoë Ångström"])
        list.search("sao angst")
        #expect(try Self.names(list) == ["Zoë Ångström"])
        list.search("zurich joao")
        #expect(try Self.names(list) == ["Joao"])
        // A word is looked for within one field, not across two.
        list.search("joaozur")
        #expect(list.shown.isEmpty)
        #expect(list.countText(today: .distantFuture) == "0 of 3 entries")
        list.search("")
        #expect(list.countText(today: TestEntries.start.addingTimeInterval(90)) == "3 entries · 1 today")
    }

    @Test func narrowingAsOneTypesFindsWhatASearchFromScratchFinds() throws {
        let cities = ["Zürich", "Zug", "Genève", "Göteborg", "Gdańsk", "Graz", "Zagreb", "São Paulo"]
        let rows = (0..<400).map { (name: "Person \($0 % 37)", city: cities[$0 % cities.count]) }
        var typing = EntriesList(table: try Self.table(rows))
        for query in ["g", "ge", "gen", "gen ", "gen p", "gen pe", "gen per", "z", "zu", "zur", "zu", "person 3", "person 36", "3 zug"] {
            typing.search(query)
            var fresh = EntriesList(table: typing.table)
            fresh.search(query)
            #expect(typing.shown == fresh.shown, "\(query)")
        }
    }

    @Test func sortingByAFieldFoldsAndKeepsSaveOrderForEqualValues() throws {
        var list = EntriesList(table: try Self.table([("b", "Zug"), ("a", "zürich"), ("c", "Ängelholm"), ("d", "Zug")]))
        list.sort(.field(column: 1, ascending: true))
        #expect(try Self.names(list) == ["c", "b", "d", "a"])
        list.sort(.field(column: 1, ascending: false))
        #expect(try Self.names(list) == ["a", "b", "d", "c"])
        list.search("zu")
        #expect(try Self.names(list) == ["a", "b", "d"])
        list.sort(.saved(newestFirst: false))
        #expect(try Self.names(list) == ["b", "a", "d"])
    }
}

/// The view shows the newest entries from the end of the file at once,
/// while the whole file is read: they must be the very rows the whole
/// file gives, corrections and deletions applied.
@Suite("Entry table read from its end", .timeLimit(minutes: 5), .hangWatchdog)
struct EntryTableEndTests {
    @Test func theNewestRowsReadFromTheEndAreTheNewestOfTheWholeFile() throws {
        var random = SplitMix(seed: 20)
        let path = TestEntries.output()
        let writer = SubmissionWriter(destination: .file(path))
        var live: [EntryID] = []
        for step in 0..<6_000 {
            let time = TestEntries.start.addingTimeInterval(Double(step))
            let pick = Int.random(in: 0..<10, using: &random)
            if pick == 0, let target = live.randomElement(using: &random) {
                let deletion = EntryDeletion(deletes: target, submitted: time)
                try writer.append(line: deletion.jsonLine)
                live.removeAll { $0 == target }
            } else if pick < 3, let index = live.indices.randomElement(using: &random) {
                let id = EntryID.make(at: time)
                try writer.append(Submission(id: id, supersedes: live[index], submitted: time,
                                             values: [("name", "fixed \(step)")], records: []))
                live[index] = id
            } else {
                let id = EntryID.make(at: time)
                try writer.append(Submission(id: id, submitted: time, values: [("name", "entry \(step) Zoë")], records: []))
                live.append(id)
            }
        }
        let whole = try EntryTable.read(path: path)
        #expect(whole.count > 1_000)
        let newest = try #require(try EntryTable.readNewest(path: path, wanted: 60))
        #expect(newest.count < whole.count, "only the end was read")
        func shown(_ table: EntryTable) throws -> [String] {
            try table.rows(in: .saved(newestFirst: true)).prefix(60).map { row in
                let entry = try table.entry(at: Int(row))
                return "\(entry.original) \(entry.current) \(entry.text(of: "name") ?? "")"
            }
        }
        #expect(try shown(newest) == shown(whole))
    }

    @Test func aFileWithLinesWithoutIdsIsReadWhole() throws {
        let path = TestEntries.output()
        let line = #"{"submitted": "2027-01-15T08:00:00Z", "values": {"name": "Ada"}}"#
        try String(repeating: line + "\n", count: 10_000).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try EntryTable.readNewest(path: path, wanted: 60) == nil)
    }
}

@Suite("Entry search, every way", .timeLimit(minutes: 5), .hangWatchdog)
struct EntrySearchWaysTests {
    /// However a word is looked for (a row's mask for one letter, its own
    /// values when few rows are left, the rows of the values holding it,
    /// or each row's value numbers), the rows are those a plain reading of
    /// every field finds.
    @Test func everyWayFindsWhatReadingEveryFieldFinds() throws {
        let cities = ["Zürich", "Zug", "Genève", "Göteborg", "Gdańsk", "Graz", "Zagreb", "São Paulo"]
        let rows = (0..<3_000).map { (name: "Person \($0) Ångström", city: cities[$0 % cities.count]) }
        let table = try EntryTableReadingTests.table(rows)
        let all = table.rows(in: .saved(newestFirst: true))
        func plainly(_ text: String) throws -> [Int32] {
            let words = TextFolding.fold(text).split(separator: " ").map(String.init)
            return try all.filter { row in
                let values = try table.entry(at: Int(row)).values.map { TextFolding.fold($0.text) }
                return words.allSatisfy { word in values.contains { $0.contains(word) } }
            }
        }
        #expect(table.looksAtRows(100) && !table.looksAtRows(all.count))
        for text in ["g", "ge", "person 12", "angst zu", "29 gdansk", "zz", "sao paulo", "o", "9", "ö", "é z", "person 2999"] {
            #expect(table.rows(matching: EntryQuery(text), among: all) == (try plainly(text)), "\(text)")
        }
        var list = EntriesList(table: table)
        for text in ["p", "pe", "person 1", "person 12", "person 123", "person 1234 zu", "g", "go", "got", "gote"] {
            list.search(text)
            #expect(list.shown == (try plainly(text)), "\(text)")
        }
    }
}

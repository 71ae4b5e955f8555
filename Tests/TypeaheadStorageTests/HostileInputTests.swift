import Foundation
import Testing
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Files written to hurt: each is refused with its real cause and the place
/// it goes wrong, never read forever, never accepted half-way.
@Suite("Hostile input", .timeLimit(minutes: 5), .hangWatchdog)
struct HostileInputTests {
    let folder = TestForms.folder()

    func refusal(_ text: String, as name: String) -> LoadError? {
        refusal(path: TestForms.write(text, named: name, in: folder))
    }

    func refusal(path: String) -> LoadError? {
        do {
            _ = try LoadedForm.load(path: path)
            return nil
        } catch {
            return error
        }
    }

    /// `line:column: message`, the part of an error that does not name the file.
    func place(_ text: String, as name: String) -> String? {
        refusal(text, as: name).map { "\($0.line.map(String.init) ?? "-"):\($0.column.map(String.init) ?? "-"): \($0.message)" }
    }

    // MARK: Escaped NULs

    @Test func aDeviceOnTheCommandLineIsNamedForWhatItIs() {
        #expect(throws: LoadError(path: "/dev/zero", message: "is a character device, not a regular file")) {
            try LoadedForm.load(path: "/dev/zero")
        }
    }

    @Test func anEscapedNulInDataIsRefusedAtTheEscape() {
        #expect(place("[{\"name\": \"KE\\u0000EP\"}]", as: "a.json") == "1:14: a NUL character (\\u0000) is not allowed in text")
        #expect(place("{\"name\": \"ok\"}\n{\"name\": \"\\u0000\"}\n", as: "a.jsonl") == "2:11: a NUL character (\\u0000) is not allowed in text")
        #expect(place("[{\"na\\u0000me\": \"x\"}]", as: "key.json") == "1:6: a NUL character (\\u0000) is not allowed in text")
    }

    @Test func anEscapedNulInADraftIsRefusedNotCut() {
        let store = DraftStore(formPath: "/forms/trip.form.json", environment: ["XDG_STATE_HOME": folder.path])
        try! FileManager.default.createDirectory(atPath: URL(fileURLWithPath: store.path).deletingLastPathComponent().path,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: store.path, contents: Data("""
            {"form": "/forms/trip.form.json",
             "values": {"name": "KE\\u0000EPME"}, "records": {}}

            """.utf8))
        // Refused at the escape's place, and the draft kept aside, not used.
        do {
            _ = try store.load()
            Issue.record("a draft holding an escaped NUL was read")
        } catch {
            #expect(error.problem == LoadError(path: store.path, line: 2, column: 24,
                                               message: "a NUL character (\\u0000) is not allowed in text"))
            #expect(error.keptAs != nil)
        }
    }

    @Test func otherEscapesStillWork() throws {
        let path = TestForms.write("[{\"name\": \"a\\u0001\\ud83d\\ude00\\u00e9\"}]", named: "fine.json", in: folder)
        #expect(try DataFileLoader.load(path: path).rows == [["a\u{1}😀é"]])
    }

    // MARK: What a file is

    @Test func aFifoIsRefusedWithoutWaitingForAWriter() async throws {
        let path = folder.appendingPathComponent("pipe.csv").path
        #expect(mkfifo(path, 0o600) == 0)
        // Opening a FIFO for reading blocks until a writer comes; there is
        // none. Tried on a thread of its own, so a loader that waits fails
        // this test at the deadline instead of holding up the run.
        let refused = try await awaitCallback("the FIFO to be refused without a writer") { told in
            DispatchQueue.global().async { told(refusal(path: path)) }
        }
        #expect(refused == LoadError(path: path, message: "is a FIFO, not a regular file"))
    }

    @Test func devicesAreRefusedByWhatTheyAre() {
        #expect(throws: LoadError(path: "/dev/zero", message: "is a character device, not a regular file")) {
            try DataFileLoader.load(path: "/dev/zero", format: .csv)
        }
        #expect(throws: LoadError(path: "/dev/null", message: "is a character device, not a regular file")) {
            try DataFileLoader.load(path: "/dev/null", format: .json)
        }
    }

    @Test func aDirectoryABrokenLinkAndAMissingFileSayWhich() {
        let directory = folder.appendingPathComponent("folder.csv").path
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(refusal(path: directory) == LoadError(path: directory, message: "is a directory, not a file"))
        let link = folder.appendingPathComponent("link.csv").path
        try! FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.appendingPathComponent("gone.csv").path)
        #expect(refusal(path: link) == LoadError(path: link, message: "is a symbolic link to a missing file"))
        let underFile = TestForms.write("a\n1\n", named: "plain.csv", in: folder) + "/inner.csv"
        #expect(refusal(path: underFile) == LoadError(path: underFile, message: "no such file (a part of the path is not a folder)"))
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func anUnreadableFileSaysPermissionDenied() {
        let path = TestForms.write("a\n1\n", named: "secret.csv", in: folder)
        chmod(path, 0)
        #expect(refusal(path: path) == LoadError(path: path, message: "cannot be read (permission denied)"))
    }

    @Test func aFileAboveTheSizeLimitIsRefusedBeforeReading() {
        let path = folder.appendingPathComponent("sparse.json").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        #expect(truncate(path, off_t(RegularFileReader.Limit.anyFile.bytes) + 1) == 0) // sparse: no disk used
        #expect(refusal(path: path) == LoadError(path: path, message: "is larger than 1 GiB; is this really a data file?"))
    }

    /// A CSV or TSV table may be a national register (1.7 GB), up to 2 GiB;
    /// past that it is refused unread.
    @Test(arguments: ["csv", "tsv"])
    func aDelimitedFileAboveItsOwnLimitIsRefusedBeforeReading(_ suffix: String) {
        #expect(RegularFileReader.Limit.delimitedTable.bytes == 2 * RegularFileReader.Limit.anyFile.bytes)
        let path = folder.appendingPathComponent("sparse.\(suffix)").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        #expect(truncate(path, off_t(RegularFileReader.Limit.delimitedTable.bytes) + 1) == 0)
        #expect(refusal(path: path) == LoadError(path: path, message: "is larger than 2 GiB, more than a table can hold"))
    }

    @Test func aFileThatSaysItIsEmptyButIsNotIsReadToTheEnd() throws {
        // /proc files report size 0 and have content; they are read up to the limit like any other.
        let bytes = try RegularFileReader.read(path: "/proc/self/status")
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }

    // MARK: Forms

    @Test func aFormThatNamesItselfAsASourceSaysSo() {
        let form = """
            {"title": "T",
             "sources": {"me": {"file": "self.form.json"}},
             "fields": [{"id": "a", "source": "me"}]}
            """
        #expect(place(form, as: "self.form.json") == "2:29: source 'me' refers to itself; a source is a data file (.csv, .tsv, .json or .jsonl)")
    }

    @Test func aSourceThatIsNotADataFileIsRefusedInTheForm() {
        let form = """
            {"title": "T",
             "sources": {"notes": {"file": "notes.txt"}},
             "fields": [{"id": "a", "source": "notes"}]}
            """
        #expect(place(form, as: "txt.form.json") == "2:32: source 'notes' is not a data file; use .csv, .tsv, .json or .jsonl")
    }

    @Test func aSourceFileThatCannotBeOpenedIsReportedWhereTheFormNamesIt() {
        let form = """
            {"title": "T",
             "sources": {"c": {"file": "gone.tsv"}},
             "fields": [{"id": "a", "source": "c"}]}
            """
        let error = refusal(form, as: "gone.form.json")
        #expect(error?.path.hasSuffix("gone.form.json") == true)
        #expect(error.map { "\($0.line!):\($0.column!)" } == "2:28")
        #expect(error?.message.hasPrefix("source 'c': ") == true)
        #expect(error?.message.hasSuffix("gone.tsv: no such file") == true)
    }

    @Test func aSourceNamedTwiceIsRefusedAtTheSecond() {
        _ = TestForms.write(TestForms.citiesTSV, named: "cities.tsv", in: folder)
        let form = """
            {"title": "T",
             "sources": {"c": {"file": "cities.tsv"},
                         "c": {"file": "cities.tsv", "key": "id"}},
             "fields": [{"id": "a", "source": "c"}]}
            """
        #expect(place(form, as: "twice.form.json") == "3:14: source 'c' is given twice")
    }

    @Test func aMissingKeyColumnIsPointedAtWhereTheKeyIsNamed() {
        _ = TestForms.write(TestForms.citiesTSV, named: "cities.tsv", in: folder)
        let form = #"{"title": "T", "sources": {"c": {"file": "cities.tsv", "key": "nope"}}, "fields": [{"id": "a", "source": "c"}]}"#
        #expect(place(form, as: "key.form.json") == "1:63: source 'c' has no key column 'nope' (columns: id, name, country, population)")
    }

    @Test func everyFormErrorHasAPlace() {
        _ = TestForms.write(TestForms.citiesTSV, named: "cities.tsv", in: folder)
        let forms = [
            #"{"fields": [{"id": "a"}]}"#,
            #"{"title": "T"}"#,
            #"{"title": "", "fields": [{"id": "a"}]}"#,
            #"{"title": "T", "sources": [], "fields": [{"id": "a"}]}"#,
            #"{"title": "T", "sources": {"c": {}}, "fields": [{"id": "a"}]}"#,
            #"{"title": "T", "sources": {"c": {"file": "cities.tsv", "key": "nope"}}, "fields": [{"id": "a", "source": "c"}]}"#,
            #"{"title": "T", "sources": {"c": {"file": "cities.tsv", "detail": "{nope}"}}, "fields": [{"id": "a", "source": "c"}]}"#,
            #"{"title": "T", "fields": [{"id": "a", "narrow": {"country": "b"}}]}"#,
            #"{"title": "T", "sources": {"c": {"file": "cities.tsv"}}, "fields": [{"id": "a", "source": "c", "narrow": {"country": "zz"}}]}"#,
            #"{"title": "T", "sources": {"c": {"file": "cities.tsv"}}, "fields": [{"id": "a", "source": "c", "narrow": {"nope": "a"}}, {"id": "b"}]}"#,
            #"{"title": "T", "fields": [{"id": "a", "pattern": "("}]}"#,
            #"{"title": "T", "fields": [{"id": "a", "minChars": -1}]}"#,
            #"{"title": "T", "fields": [{"id": "a", "strict": true}]}"#,
            #"{"title": "T", "fields": [{"id": "a", "column": "name"}]}"#,
            #"{"title": "T", "fields": [{"id": "a"}], "dim": 1}"#,
            #"[]"#,
        ]
        for (index, form) in forms.enumerated() {
            let error = refusal(form, as: "e\(index).form.json")
            #expect(error != nil, "form \(index) was accepted")
            #expect(error?.path.hasSuffix("e\(index).form.json") == true, "form \(index): \(String(describing: error))")
            #expect(error?.line != nil && error?.column != nil, "form \(index) has no place: \(String(describing: error))")
        }
    }

    // MARK: One line of error

    @Test func namesFromTheFileCannotBreakTheErrorLine() {
        let error = refusal("\"a\nb\",\"a\nb\"\n1,2\n", as: "lines.csv")
        #expect(error?.message == "duplicate column name 'a\nb' in the header")
        #expect(error?.description.hasSuffix("lines.csv:2:4: duplicate column name 'a\\nb' in the header") == true)
        let escape = refusal("{\"title\": \"T\", \"\\u001b[2J\\u202e\": 1, \"fields\": []}", as: "esc.form.json")
        #expect(escape?.description.contains("unknown property '\\u{1B}[2J\\u{202E}'") == true)
        #expect(escape?.description.contains("\u{1B}") == false)
    }

    // MARK: Hand-written JSON

    @Test func trailingCommasArePointedAt() {
        #expect(place("{\"title\": \"T\",\n \"fields\": [{\"id\": \"a\"},]\n}", as: "c1.form.json") == "2:24: trailing comma before ]")
        #expect(place("{\"title\": \"T\", \"fields\": [{\"id\": \"a\"}],\n}", as: "c2.form.json") == "1:39: trailing comma before }")
        #expect(place("[{\"name\": \"a\",  }]", as: "c3.json") == "1:14: trailing comma before }")
    }

    @Test func singleQuotesCommentsAndBareNamesAreNamed() {
        #expect(place("[{\"name\": 'Bern'}]", as: "q1.json") == "1:11: text must be in double quotes, not single quotes")
        #expect(place("[{'name': \"Bern\"}]", as: "q2.json") == "1:3: member names must be in double quotes, not single quotes")
        #expect(place("[{name: \"Bern\"}]", as: "q3.json") == "1:3: member names must be in double quotes")
        #expect(place("[{\"name\": Bern}]", as: "q4.json") == "1:11: text must be in double quotes")
        #expect(place("[{\"name\": True}]", as: "q5.json") == "1:11: true, false and null are written in lowercase")
        #expect(place("// cities\n[{\"name\": \"Bern\"}]", as: "k1.json") == "1:1: comments are not allowed in JSON")
        #expect(place("[{\"name\": \"Bern\" /* capital */}]", as: "k2.json") == "1:18: comments are not allowed in JSON")
        #expect(place("{\"name\": \"Bern\"} // capital\n", as: "k3.jsonl") == "1:18: comments are not allowed in JSON")
    }

    @Test func aMissingCommaIsPointedAtWhereItBelongs() {
        #expect(place("[{\"name\": \"Bern\"\n  \"pop\": 1}]", as: "m1.json") == "1:17: missing comma between members")
        #expect(place("[{\"name\": \"Bern\"} {\"name\": \"Zug\"}]", as: "m2.json") == "1:18: missing comma between elements")
        #expect(place("[1 2]", as: "m3.json") == "1:3: missing comma between elements")
    }
}

import Foundation
import Testing
@testable import TypeaheadForms
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// `typeahead export`: one row per live entry, corrections applied,
/// deletions left out, in CSV a spreadsheet reads safely or in entries lines.
@Suite("Entry export", .timeLimit(minutes: 5), .hangWatchdog)
struct EntryExportTests {
    static func export(_ text: String, columns: [String], format: ExportFormat = .csv) throws -> String {
        let path = TestEntries.output()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var bytes: [UInt8] = []
        try EntryExport(table: EntryTable.read(path: path, columns: columns), format: format).write { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let lines = #"""
        {"id": "019b76da-a800-7f2a-89a7-a6a36513270e", "submitted": "2027-01-15T08:00:00Z", "values": {"name": "Ada, Countess", "city": "say \"hi\"\nbye", "extra": "x"}, "records": {"city": "7"}}
        {"submitted": "2027-01-15T09:00:00Z", "values": {"city": "Zug", "name": "Bob"}, "records": {}}
        {"id": "019b76da-a800-7f2a-89a7-a6a365132711", "submitted": "2027-01-15T10:00:00Z", "values": {"name": "Cy"}, "records": {}}
        {"id": "019b76da-a800-7f2a-89a7-a6a365132712", "supersedes": 2, "submitted": "2027-01-16T09:00:00Z", "values": {"name": "Bob B", "city": "Zug"}, "records": {}}
        {"id": "019b76da-a800-7f2a-89a7-a6a365132713", "deletes": "019b76da-a800-7f2a-89a7-a6a365132711", "submitted": "2027-01-16T10:00:00Z"}
        """#

    @Test func csvQuotesAsRFC4180SaysWithTheFieldsInFormOrderThenIdAndSubmitted() throws {
        let csv = try Self.export(Self.lines, columns: ["name", "city"])
        #expect(csv == "name,city,extra,id,submitted\r\n"
            + "\"Ada, Countess\",\"say \"\"hi\"\"\nbye\",x,019b76da-a800-7f2a-89a7-a6a36513270e,2027-01-15T08:00:00Z\r\n"
            + "Bob B,Zug,,line 2,2027-01-15T09:00:00Z\r\n")
    }

    @Test(arguments: [("=SUM(A1:A9)", "\"'=SUM(A1:A9)\""), ("+1", "\"'+1\""), ("-2", "\"'-2\""), ("@cmd", "\"'@cmd\""),
                      ("\tx", "\"'\tx\""), ("\rx", "\"'\rx\""), ("a=b", "a=b"), ("", "")])
    func aCellASpreadsheetWouldRunAsAFormulaIsKeptAsText(value: String, cell: String) throws {
        let line = Submission(id: .uuid("019b76da-a800-7f2a-89a7-a6a36513270e"), submitted: TestEntries.start,
                              values: [("name", value)], records: []).jsonLine
        let csv = try Self.export(line + "\n", columns: ["name"])
        #expect(csv.split(separator: "\r\n", omittingEmptySubsequences: false)[1] == "\(cell),019b76da-a800-7f2a-89a7-a6a36513270e,2027-01-15T08:00:00Z")
    }

    static func export(_ text: String, columns: [String], codeColumns: [String], format: ExportFormat = .csv) throws -> String {
        let path = TestEntries.output()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var bytes: [UInt8] = []
        try EntryExport(table: EntryTable.read(path: path, columns: columns), format: format, codeColumns: codeColumns).write { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Typed values stay typed: a number is written as a number (never
    /// taken for a formula), several options space-separated as XLSForm's
    /// tools export them, and a record's key beside its text.
    @Test func typedValuesAndRecordKeysAreWrittenAsTheyWereSaved() throws {
        var entry = Submission(id: .uuid("019b76da-a800-7f2a-89a7-a6a36513270e"), submitted: TestEntries.start,
                               values: [("city", "Hamilton"), ("debt", "-12.5"), ("fruit", "a c"), ("note", "-x")],
                               records: [("city", "5969785")])
        entry.numbers = ["debt"]
        entry.lists = ["fruit"]
        let csv = try Self.export(entry.jsonLine + "\n", columns: ["city", "debt", "fruit", "note"], codeColumns: ["city"])
        #expect(csv == "city,city (code),debt,fruit,note,id,submitted\r\n"
            + "Hamilton,5969785,-12.5,a c,\"'-x\",019b76da-a800-7f2a-89a7-a6a36513270e,2027-01-15T08:00:00Z\r\n")
        let plain = try Self.export(Self.lines, columns: ["name", "city"], codeColumns: ["city"])
        #expect(plain.hasPrefix("name,city,city (code),extra,id,submitted\r\n\"Ada, Countess\",\"say \"\"hi\"\"\nbye\",7,x,"),
                "the fast path writes the key too")
        let lines = try Self.export(entry.jsonLine + "\n", columns: [], format: .jsonl)
        #expect(lines.contains(#""debt": -12.5, "fruit": ["a", "c"]"#), "a number and a list stay what they were")
    }

    @Test func aRecordsKeyGetsAColumnUnlessTheFieldShowsIt() {
        let spec = FormSpec(title: "Trip", sources: [SourceSpec(name: "cities", file: "c.tsv", key: "geonameid"),
                                                     SourceSpec(name: "countries", file: "k.tsv", key: "code"),
                                                     SourceSpec(name: "words", file: "w.tsv")], fields: [
            FieldSpec(id: "city", label: "City", source: "cities", column: "name"),
            FieldSpec(id: "country_code", label: "Code", source: "countries", column: "code"),
            FieldSpec(id: "word", label: "Word", source: "words", column: "word"), FieldSpec(id: "note", label: "Note"),
        ])
        #expect(ExportRequest.codeColumns(of: spec) == ["city"], "a code shown is its key already; a source without keys keeps none")
    }

    /// A spreadsheet export read by openpyxl (nobody here wrote it): the
    /// labels as the header, text as text (a phone number needs no
    /// apostrophe), numbers as numbers, a date, a time and both as dates,
    /// a record's key in its own column, a correction applied.
    /// A workbook of one entry, corrected, with a phone number that looks
    /// like a formula, a negative decimal, a date, a time, both, and a city
    /// with its record's key.
    static func typedWorkbook() throws -> String {
        var spec = FormSpec(title: "Visit", sources: [SourceSpec(name: "c", file: "cities.csv", key: "geonameid")], fields: [
            FieldSpec(id: "phone", label: "Phone"), FieldSpec(id: "debt", label: "Debt"), FieldSpec(id: "born", label: "Born"),
            FieldSpec(id: "came", label: "Came"), FieldSpec(id: "left", label: "Left"), FieldSpec(id: "city", label: "City", source: "c", column: "name"),
        ], path: nil)
        spec.fields[1].type = .decimal
        spec.fields[2].type = .date
        spec.fields[3].type = .time
        spec.fields[4].type = .datetime
        var first = Submission(id: .uuid("019b76da-a800-7f2a-89a7-a6a36513270e"), submitted: TestEntries.start,
                               values: [("phone", "+353 87 123 4567"), ("debt", "-12.5"), ("born", "1990-05-17"), ("came", "09:30"),
                                        ("left", "1990-05-17T18:00"), ("city", "Hamilton")], records: [("city", "5969785")])
        first.numbers = ["debt"]
        var correction = first
        correction.id = .uuid("019b76da-a800-7f2a-89a7-a6a365132799")
        correction.supersedes = first.id
        correction.values[0].text = "=1+1"
        let path = TestEntries.output()
        try (first.jsonLine + "\n" + correction.jsonLine + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        var bytes: [UInt8] = []
        try EntryExport(table: EntryTable.read(path: path, columns: spec.fields.map(\.id)), format: .xlsx,
                        codeColumns: ExportRequest.codeColumns(of: spec), form: spec).write { bytes += $0 }
        let workbook = path + ".xlsx"
        try Data(bytes).write(to: URL(fileURLWithPath: workbook))
        return workbook
    }

    /// The same workbook opened by LibreOffice Calc, headless, and saved as
    /// CSV with its cells as shown: every value as keyed, the formula's
    /// text never run, the day and time as ISO writes them in any locale. Left out where LibreOffice is not
    /// installed (scripts/deps.sh installs it).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/soffice")))
    func libreOfficeReadsTheSpreadsheetAsKeyed() throws {
        let workbook = try typedWorkbookInFolder()
        let folder = URL(fileURLWithPath: workbook).deletingLastPathComponent().path
        // A profile of its own: a second soffice would hand the work to a first one running elsewhere.
        _ = try PackageCommand.output(["soffice", "-env:UserInstallation=file://\(folder)/profile", "--headless",
                                       "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false",
                                       "--outdir", folder, workbook])
        let csv = try String(contentsOfFile: workbook.replacingOccurrences(of: ".xlsx", with: ".csv"), encoding: .utf8)
        let lines = csv.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "Phone,Debt,Born,Came,Left,City,City (code),id,submitted")
        #expect(lines.last == "=1+1,-12.5,1990-05-17,09:30,1990-05-17 18:00,Hamilton,5969785,019b76da-a800-7f2a-89a7-a6a36513270e,2027-01-15T08:00:00Z",
                "\(csv)")
    }

    /// `typedWorkbook` in a folder of its own, beside nothing else.
    private func typedWorkbookInFolder() throws -> String {
        let folder = TestForms.folder().path
        let workbook = folder + "/entries.xlsx"
        try FileManager.default.copyItem(atPath: try Self.typedWorkbook(), toPath: workbook)
        return workbook
    }

    @Test func aSpreadsheetExportHoldsTypedCellsUnderTheLabels() throws {
        let workbook = try Self.typedWorkbook()
        let rows = try PackageCommand.output(["python3", "Tests/oracle/read_workbook.py", workbook]).split(separator: "\n").map(String.init)
        #expect(rows.count == 2)
        #expect(rows.first == #"[["s", "Phone"], ["s", "Debt"], ["s", "Born"], ["s", "Came"], ["s", "Left"], ["s", "City"], ["s", "City (code)"], ["s", "id"], ["s", "submitted"]]"#)
        #expect(rows.last == #"[["s", "=1+1"], ["n", -12.5], ["d", "1990-05-17T00:00:00"], ["d", "09:30:00"], ["d", "1990-05-17T18:00:00"], ["s", "Hamilton"], ["s", "5969785"], ["s", "019b76da-a800-7f2a-89a7-a6a36513270e"], ["s", "2027-01-15T08:00:00Z"]]"#,
                "a formula's text stays text; the correction's values under the first id")
    }

    @Test func jsonLinesExportReadsBackAsTheSameLiveEntries() throws {
        let path = TestEntries.output()
        try Self.lines.write(toFile: path, atomically: true, encoding: .utf8)
        let exported = try Self.export(Self.lines, columns: [], format: .jsonl)
        let again = TestEntries.output()
        try exported.write(toFile: again, atomically: true, encoding: .utf8)
        let before = try EntryTableTests.read(path: path), after = try EntryTableTests.read(path: again)
        #expect(exported.split(separator: "\n").count == 2)
        #expect(before.map { $0.values.map { "\($0.id)=\($0.text)" } } == after.map { $0.values.map { "\($0.id)=\($0.text)" } })
        #expect(before.map(\.submitted) == after.map(\.submitted))
        #expect(after.last?.original == .uuid("019b76da-a800-7f2a-89a7-a6a36513270e"))
        #expect(after.last?.records.map(\.key) == ["7"])
    }

    @Test func aFailedExportLeavesTheOutputAsItWas() throws {
        let folder = TestForms.folder()
        let entries = folder.appendingPathComponent("in.jsonl").path, output = folder.appendingPathComponent("out.csv").path
        try (Self.lines + "\n{\"submitted\": 5}\n").write(toFile: entries, atomically: true, encoding: .utf8)
        try "before\n".write(toFile: output, atomically: true, encoding: .utf8)
        #expect(throws: ExportError.load(LoadError(path: entries, line: 6, column: 15, message: "'submitted' must be a string, found a number"))) {
            try ExportRequest(entriesPath: entries, columns: []).run(format: .csv, output: output)
        }
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "before\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["in.jsonl", "out.csv"])
    }

    @Test func anEntriesFileIsToldFromADataFileAndNamesItsFormsFields() throws {
        let folder = TestForms.folder()
        let form = TestForms.write(#"{"title": "Trip", "fields": [{"id": "city", "label": "City"}, {"id": "name", "label": "Name"}]}"#,
                                   named: "trip.form.json", in: folder)
        let entries = TestForms.write(Submission(submitted: TestEntries.start, form: SubmittedForm(title: "Trip", file: form),
                                                 values: [("name", "Ada")], records: []).jsonLine + "\n",
                                      named: "saved.jsonl", in: folder)
        let data = TestForms.write("{\"name\": \"Zug\", \"submitted\": \"x\"}\n", named: "places.jsonl", in: folder)
        let fromEntries = try ExportRequest.resolve(file: entries), fromForm = try ExportRequest.resolve(file: form)
        #expect(fromEntries.entriesPath == entries && fromEntries.columns == ["city", "name"] && fromEntries.form?.title == "Trip")
        #expect(fromForm.entriesPath == AppPaths.defaultOutput(forForm: form) && fromForm.columns == ["city", "name"])
        #expect(try ExportRequest.resolve(file: data) == ExportRequest(entriesPath: AppPaths.defaultOutput(forForm: data), columns: []))
    }

    @Test func theExportCommandLine() throws {
        #expect(try LaunchCommand.parse(["export", "a.jsonl"]) == .export(file: "a.jsonl", format: .csv, output: nil))
        #expect(try LaunchCommand.parse(["export", "--format=jsonl", "a.form.json", "-o", "out.jsonl"])
            == .export(file: "a.form.json", format: .jsonl, output: "out.jsonl"))
        #expect(try LaunchCommand.parse(["export", "a.jsonl", "--output", "-"]) == .export(file: "a.jsonl", format: .csv, output: nil))
        #expect(throws: UsageError(message: "--format must be csv, jsonl or xlsx, not 'xls'")) { try LaunchCommand.parse(["export", "a", "--format", "xls"]) }
        #expect(throws: UsageError(message: "export needs a FILE: a form or an entries file")) { try LaunchCommand.parse(["export"]) }
        #expect(throws: UsageError(message: "--output needs a value")) { try LaunchCommand.parse(["export", "a", "--output"]) }
        #expect(try LaunchCommand.parse(["./export"]) == .open(file: "./export", output: nil))
    }
}

@Suite("The export's format from the file chosen", .timeLimit(minutes: 5), .hangWatchdog)
struct ExportFormatFromFileTests {
    @Test func jsonLinesForJsonlCSVOtherwise() {
        #expect(ExportFormat(outputPath: "/a/trip entries.JSONL") == .jsonl)
        #expect(ExportFormat(outputPath: "/a/trip entries.csv") == .csv)
        #expect(ExportFormat(outputPath: "/a/trip entries") == .csv)
    }
}

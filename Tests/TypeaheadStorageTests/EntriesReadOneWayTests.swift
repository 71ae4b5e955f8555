import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Issue 49.7: the window and `export` accept and refuse the same entries
/// files, and each refusal names the `.jsonl`, its line and the real fault.
@Suite("Entries files are read one way", .timeLimit(minutes: 5), .hangWatchdog)
struct EntriesReadOneWayTests {
    static let first = #"{"id": "019b76da-a800-7f2a-89a7-a6a36513270e", "submitted": "2026-01-01T10:00:00Z", "values": {"a": "1"}}"#
    static let second = #"{"id": "019b76da-a800-7f2a-89a7-a6a36513270f", "submitted": "2026-01-01T10:00:00Z", "values": {"a": "2"}}"#
    let folder = TestForms.folder()

    /// What the window makes of the file: its error, or nil when it opens.
    func windowError(_ path: String) -> LoadError? {
        do { _ = try OpenedFile.open(path: path); return nil } catch { return error }
    }

    /// What `export` makes of it: its error, or the CSV rows it writes.
    func export(_ path: String) -> Result<Int, LoadError> {
        let output = folder.appendingPathComponent("export.csv").path
        let request: ExportRequest
        do throws(LoadError) {
            request = try ExportRequest.resolve(file: path)
        } catch {
            return .failure(error)
        }
        do throws(ExportError) {
            try request.run(format: .csv, output: output)
        } catch {
            if case .load(let error) = error { return .failure(error) }
            return .failure(LoadError(path: output, message: error.description))
        }
        // CSV rows end in CRLF, one grapheme to Swift: their bytes are counted.
        return .success((try? String(contentsOfFile: output, encoding: .utf8))?.utf8.filter { $0 == 0x0A }.count ?? 0)
    }

    @Test func aLastLineCutShortIsSkippedByBoth() throws {
        let path = TestForms.write(Self.first + "\n" + Self.second + "\n" + String(Self.first.prefix(40)), named: "torn.jsonl", in: folder)
        #expect(windowError(path) == nil)
        #expect(try EntryTable.read(path: path).count == 2)
        #expect(try export(path).get() == 3, "a header and the two whole entries")
        // A whole last line without its newline is an entry like the others.
        let whole = TestForms.write(Self.first + "\n" + Self.second, named: "whole.jsonl", in: folder)
        #expect(try EntryTable.read(path: whole).count == 2)
        // A line cut short with lines after it is damage, refused by both.
        let middle = TestForms.write(String(Self.first.prefix(40)) + "\n" + Self.second + "\n", named: "middle.jsonl", in: folder)
        #expect(windowError(middle)?.line == 1)
    }

    @Test(arguments: [
        (#"{"id": "019b76da-a800-7f2a-89a7-a6a36513270e", "submitted": "2026-02-30T10:00:00Z", "values": {"a": "1"}}"#, 61, "'submitted' must be a time"),
        (#"{"id": "019b76da-a800-7f2a-89a7-a6a36513270e", "submitted": "2026-01-01T10:00:00Z", "values": {"a": "1", "a": "2"}}"#, 106, "'values' gives 'a' twice"),
    ])
    func aFaultIsNamedWhereItIsByBoth(line: String, column: Int, fault: String) throws {
        let path = TestForms.write(line + "\n", named: "fault.jsonl", in: folder)
        let window = try #require(windowError(path))
        guard case .failure(let exported) = export(path) else {
            Issue.record("export wrote the file without its entry")
            return
        }
        for error in [window, exported] {
            #expect(error.path == path && error.line == 1 && error.column == column)
            #expect(error.message.hasPrefix(fault), "\(error.message)")
        }
    }

    @Test(arguments: ["/dev/zero", "FIFO"]) func aFormThatIsNoFileIsSaidOfTheEntriesThatNameIt(form: String) throws {
        var formPath = form
        if form == "FIFO" {
            formPath = folder.appendingPathComponent("form.fifo").path
            #expect(mkfifo(formPath, 0o600) == 0)
        }
        let line = #"{"id": "019b76da-a800-7f2a-89a7-a6a36513270e", "submitted": "2026-01-01T10:00:00Z", "form": {"title": "T", "file": "\#(formPath)"}, "values": {"a": "1"}}"#
        let path = TestForms.write(line + "\n", named: "named.jsonl", in: folder)
        let error = try #require(windowError(path))
        #expect(error.path == path && error.line == 1)
        #expect(error.message.contains(formPath) && error.message.contains("not a regular file"))
        #expect(try export(path).get() == 2, "export reads the entries, not the form")
    }
}

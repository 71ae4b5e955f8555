import Foundation
@testable import TypeaheadEngine
@testable import TypeaheadForms
@testable import TypeaheadStorage

/// The entries reader: the fast scanner and the full parser must read any
/// file alike (the same entries, or the same error at the same place); an
/// error must say its line; the newest rows read from the end must be the
/// whole file's; an export must not fail on what was read; and `typeahead
/// export` must accept and refuse what the window does (issue 49.7): the
/// same error, or every entry the window lists.
enum EntriesFuzz {
    nonisolated(unsafe) static var path = ""
    nonisolated(unsafe) static var exported = ""

    static func prepare() {
        let folder = FuzzFiles.makeFolder("entries")
        path = folder + "/saved.jsonl"
        exported = folder + "/export.csv"
    }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        FuzzFiles.write(bytes, to: path)
        let fast = read(fastPath: true), full = read(fastPath: false)
        fuzzCheck(fast.text == full.text, "the scanner read \(fast.text.prefix(300)) where the parser read \(full.text.prefix(300))")
        checkExportAgrees(with: fast.result)
        if case .failure(let error) = fast.result {
            fuzzCheck(error.line != nil, "an entries error without a line: \(error)")
            return
        }
        guard case .success(let table) = fast.result else { return }
        if let newest = try? EntryTable.readNewest(path: path, wanted: 5) {
            fuzzCheck(shown(newest, 5) == shown(table, 5), "the newest rows read from the end differ")
        }
        let export = EntryExport(table: table, format: .csv)
        do {
            try export.write { _ in }
        } catch {
            fuzzCheck(false, "the export of a table read failed: \(error)")
        }
    }

    /// The window lists an entries file's rows (`EntryTable.read`) or says
    /// its error; `export` of the same file must do the same.
    static func checkExportAgrees(with window: Result<EntryTable, LoadError>) {
        guard EntriesFileSniffer.firstEntry(path: path) != nil || EntriesFileSniffer.looksLikeEntries(path: path) else { return }
        let export: Result<Int, LoadError>
        do {
            try ExportRequest(entriesPath: path, columns: []).run(format: .csv, output: exported)
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: exported))) ?? Data()
            export = .success(csvRecords(in: bytes) - 1)
        } catch {
            guard case .load(let error) = error else { return } // a disk error
            export = .failure(error)
        }
        switch (window, export) {
        case (.success(let table), .success(let rows)):
            fuzzCheck(table.count == rows, "the window lists \(table.count) entries, export wrote \(rows)")
        case (.failure(let error), .failure(let refusal)):
            fuzzCheck(error == refusal, "the window says \(error), export says \(refusal)")
        case (.success, .failure(let refusal)):
            fuzzCheck(false, "export refused what the window lists: \(refusal)")
        case (.failure(let error), .success):
            fuzzCheck(false, "export wrote what the window refuses: \(error)")
        }
    }

    /// The records of a CSV file: its line ends outside quotes (a value
    /// may hold a line break, quoted).
    static func csvRecords(in bytes: Data) -> Int {
        var quoted = false, records = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.toggle() } else if byte == 0x0A, !quoted { records += 1 }
        }
        return records
    }

    static func read(fastPath: Bool) -> (result: Result<EntryTable, LoadError>, text: String) {
        do throws(LoadError) {
            let table = try EntryTable.read(path: path, fastPath: fastPath)
            return (.success(table), shown(table, Int.max).joined(separator: "\n"))
        } catch {
            return (.failure(error), error.description)
        }
    }

    /// The first `count` rows as the view shows them, newest first.
    static func shown(_ table: EntryTable, _ count: Int) -> [String] {
        table.rows(in: .saved(newestFirst: true)).prefix(count).map { row in
            guard let entry = try? table.entry(at: Int(row)) else { return "unreadable" }
            return "\(entry.original) \(entry.current) \(entry.submitted.timeIntervalSince1970) \(entry.otherCorrections) "
                + entry.values.map { "\($0.id)=\($0.text)" }.joined(separator: ",") + " "
                + entry.records.map { "\($0.id)=\($0.key)" }.joined(separator: ",")
        }
    }
}

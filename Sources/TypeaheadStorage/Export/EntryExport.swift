import Foundation
import TypeaheadEngine
import TypeaheadForms

/// Writes the live entries of an `EntryTable`, oldest first, with their
/// corrections applied and deletions left out. The file is read once
/// from start to end; only a corrected entry's newest line is read apart.
public struct EntryExport {
    let table: EntryTable
    let format: ExportFormat
    /// The fields whose records' keys get a CSV column of their own beside
    /// the field's ("city (code)", which no field id is likely to be):
    /// "Hamilton" alone does not say which.
    let codeColumns: [String]
    /// The form's fields by id: a spreadsheet's header labels and cell types.
    let fields: [String: FieldSpec]

    public init(table: EntryTable, format: ExportFormat, codeColumns: [String] = [], form: FormSpec? = nil) {
        self.table = table
        self.format = format
        self.codeColumns = codeColumns.filter(table.columns.contains)
        fields = Dictionary((form?.fields ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The CSV's columns: each field's, its code's beside it where it has one.
    private var csvColumns: [(name: String, field: Int, isCode: Bool)] {
        table.columns.enumerated().flatMap { index, column in
            [(column, index, false)] + (codeColumns.contains(column) ? [(column + " (code)", index, true)] : [])
        }
    }

    /// Writes to `write`, a megabyte or so at a time.
    public func write(to write: ([UInt8]) throws -> Void) throws {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 20)
        if format == .xlsx {
            // A workbook is written whole once every row is known.
            var sheet = SpreadsheetRows(columns: csvColumns, table: table, fields: fields)
            try forEachEntry { entry, id, submitted in sheet.append(entry, id: id, submitted: submitted) }
            try write(sheet.workbook().bytes())
            return
        }
        if format == .csv { appendHeader(to: &output) }
        guard table.count > 0 else {
            // A form with nothing saved yet has no file to read.
            if !output.isEmpty { try write(output) }
            return
        }
        let reader = EntryFileReader(path: table.path)
        var scanned = ScannedEntryLine()
        var cells = [UnsafeBufferPointer<UInt8>?](repeating: nil, count: table.columns.count)
        try forEachLiveLine { line, number, firstID, facts throws(LoadError) in
            try append(line: line, number: number, id: firstID, facts: facts, reader: reader,
                       scanned: &scanned, cells: &cells, to: &output)
            if output.count >= 1 << 20 {
                do { try write(output) } catch { throw LoadError(path: table.path, message: "\(error)") }
                output.removeAll(keepingCapacity: true)
            }
        }
        if !output.isEmpty { try write(output) }
    }

    private func appendHeader(to output: inout [UInt8]) {
        for column in csvColumns.map(\.name) + ["id", "submitted"] {
            CSVCell.append(column, to: &output)
            output.append(UInt8(ascii: ","))
        }
        output[output.count - 1] = 0x0D
        output.append(0x0A)
    }

    /// One entry from its newest line; `id`: its first line's, when that is another line.
    private func append(line bytes: UnsafeBufferPointer<UInt8>, number: Int, id: EntryID?, facts: EntryRow,
                        reader: EntryFileReader, scanned: inout ScannedEntryLine,
                        cells: inout [UnsafeBufferPointer<UInt8>?], to output: inout [UInt8]) throws(LoadError) {
        let submitted = EntryTimestamp.text(seconds: facts.submitted)
        if format == .jsonl, id == nil, EntryLineScanner.scan(bytes, into: &scanned), scanned.id != nil, scanned.supersedes == nil {
            // A first save as Typeahead wrote it is already the line to export.
            output.append(contentsOf: bytes)
            output.append(0x0A)
            return
        }
        if format == .csv, EntryLineScanner.scan(bytes, into: &scanned) {
            for index in cells.indices { cells[index] = nil }
            var codes = [UnsafeBufferPointer<UInt8>?](repeating: nil, count: table.columns.count)
            for pair in scanned.values {
                let key = bytes[pair.key]
                if let column = table.columns.firstIndex(where: { $0.utf8.elementsEqual(key) }) {
                    cells[column] = UnsafeBufferPointer(rebasing: bytes[pair.text])
                }
            }
            for pair in scanned.records {
                let key = bytes[pair.key]
                if let column = table.columns.firstIndex(where: { $0.utf8.elementsEqual(key) }) {
                    codes[column] = UnsafeBufferPointer(rebasing: bytes[pair.text])
                }
            }
            let ownID = id?.description ?? scanned.id.map { String(decoding: bytes[$0], as: UTF8.self) } ?? EntryID.line(number).description
            let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            appendRow(csvColumns.map { (text: ($0.isCode ? codes[$0.field] : cells[$0.field]) ?? empty, isNumber: false) },
                      id: ownID, submitted: submitted, to: &output)
            return
        }
        guard case .entry(let entry, _) = try reader.line(bytes, number: number) else { return }
        let ownID = id ?? entry.id ?? .line(number)
        switch format {
        case .csv:
            var utf8: [UInt8] = []
            let columns = csvColumns
            let spans = columns.map { column in
                let start = utf8.count
                let id = table.columns[column.field]
                let text = column.isCode ? entry.records.first { $0.id == id }?.key : entry.values.first { $0.id == id }?.text
                utf8.append(contentsOf: (text ?? "").utf8)
                return start..<utf8.count
            }
            utf8.withUnsafeBufferPointer { utf8 in
                appendRow(zip(columns, spans).map { column, span in
                    (UnsafeBufferPointer(rebasing: utf8[span]), !column.isCode && entry.numbers.contains(table.columns[column.field]))
                }, id: ownID.description, submitted: submitted, to: &output)
            }
        case .xlsx:
            break // written by `forEachEntry`
        case .jsonl:
            var uuid: EntryID?
            if case .uuid = ownID { uuid = ownID }
            var exported = Submission(id: uuid, submitted: Date(timeIntervalSince1970: TimeInterval(facts.submitted)),
                                      form: entry.form ?? (facts.form >= 0 ? table.forms[Int(facts.form)] : nil),
                                      values: entry.values, records: entry.records)
            exported.numbers = entry.numbers
            exported.lists = entry.lists
            exported.keying = entry.keying
            exported.duplicate = entry.duplicate
            exported.overrides = entry.overrides
            output.append(contentsOf: exported.jsonLine.utf8)
            output.append(0x0A)
        }
    }

    /// Each live entry's newest line, oldest first, with its number in
    /// the file, its first line's id when that is another line, and its
    /// facts. The file is read once from start to end; only a corrected
    /// entry's newest line is read apart.
    private func forEachLiveLine(_ body: (UnsafeBufferPointer<UInt8>, Int, EntryID?, EntryRow) throws(LoadError) -> Void) throws(LoadError) {
        let reader = EntryFileReader(path: table.path)
        let (descriptor, _) = try RegularFileReader.openRegular(path: table.path)
        defer { close(descriptor) }
        var row = 0
        try EntryFileLines.forEach(path: table.path) { bytes, place throws(LoadError) in
            guard row < table.count, table.rows[row].firstLine.offset == place.offset else { return }
            let facts = table.rows[row]
            row += 1
            guard facts.newestLine.offset != facts.firstLine.offset else {
                return try body(bytes, Int(place.number), nil, facts)
            }
            let first = try reader.line(bytes, number: Int(place.number)).id
            let newest = try table.lineBytes(facts.newestLine, from: descriptor)
            try newest.withUnsafeBufferPointer { newest throws(LoadError) in
                try body(newest, Int(facts.newestLine.number), first, facts)
            }
        }
    }

    /// Each live entry's newest values, oldest first, with its first id and save time.
    private func forEachEntry(_ body: (Submission, EntryID, String) throws -> Void) throws {
        guard table.count > 0 else { return }
        let reader = EntryFileReader(path: table.path)
        var failure: (any Error)?
        try forEachLiveLine { line, number, firstID, facts throws(LoadError) in
            guard failure == nil, case .entry(let newest, _) = try reader.line(line, number: number) else { return }
            do {
                try body(newest, firstID ?? newest.id ?? .line(number), EntryTimestamp.text(seconds: facts.submitted))
            } catch let error as LoadError {
                throw error
            } catch {
                failure = error
            }
        }
        if let failure { throw LoadError(path: table.path, message: "\(failure)") }
    }

    private func appendRow(_ cells: [(text: UnsafeBufferPointer<UInt8>, isNumber: Bool)], id: String, submitted: String,
                           to output: inout [UInt8]) {
        for cell in cells {
            // A saved number is written as it is: "-12" is a number, not a formula.
            if cell.isNumber { output.append(contentsOf: cell.text) } else { CSVCell.append(cell.text, to: &output) }
            output.append(UInt8(ascii: ","))
        }
        CSVCell.append(id, to: &output)
        output.append(UInt8(ascii: ","))
        CSVCell.append(submitted, to: &output)
        output.append(0x0D)
        output.append(0x0A)
    }
}

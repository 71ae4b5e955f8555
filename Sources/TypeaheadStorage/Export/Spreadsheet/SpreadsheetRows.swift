import TypeaheadEngine
import TypeaheadForms

/// An export's rows as typed cells (`EntryExport` in `.xlsx`): the
/// fields' labels as the header, a record's key in its own column, a
/// number as a number, a date or a time as one.
struct SpreadsheetRows {
    let columns: [(name: String, field: Int, isCode: Bool)]
    let table: EntryTable
    let fields: [String: FieldSpec]
    private var rows: [[SpreadsheetCell]]

    init(columns: [(name: String, field: Int, isCode: Bool)], table: EntryTable, fields: [String: FieldSpec]) {
        self.columns = columns
        self.table = table
        self.fields = fields
        let header = columns.map { column -> SpreadsheetCell in
            let label = fields[table.columns[column.field]]?.label ?? column.name
            // TRANSLATORS: the header of an exported column holding a record's key beside its field's; %1$s is the field's label.
            return .text(column.isCode ? translated("%1$s (code)", label) : label)
        }
        rows = [header + [.text("id"), .text("submitted")]]
    }

    mutating func append(_ entry: Submission, id: EntryID, submitted: String) {
        let cells = columns.map { column -> SpreadsheetCell in
            let fieldID = table.columns[column.field]
            if column.isCode { return entry.records.first { $0.id == fieldID }.map { .text($0.key) } ?? .empty }
            guard let text = entry.values.first(where: { $0.id == fieldID })?.text, !text.isEmpty else { return .empty }
            if entry.numbers.contains(fieldID) { return .number(text) }
            return Self.cell(text, of: fields[fieldID]?.type ?? .text)
        }
        rows.append(cells + [.text(id.description), .text(submitted)])
    }

    func workbook() -> XLSXWorkbook {
        XLSXWorkbook(sheetName: "Entries", rows: rows)
    }

    /// A date, a time or both as a spreadsheet's serial number (days since
    /// 1899-12-30); any other value as text.
    static func cell(_ text: String, of type: FieldType) -> SpreadsheetCell {
        let epoch = 25_569.0 // 1970-01-01
        switch type {
        case .date:
            if let day = CalendarDate(iso: text) { return .date(Double(day.daysSince1970) + epoch, format: .date) }
        case .time:
            if let time = TimeOfDay(iso: text) { return .date(time.dayFraction, format: .time) }
        case .datetime:
            let parts = text.split(separator: "T")
            if parts.count == 2, let day = CalendarDate(iso: String(parts[0])), let time = TimeOfDay(iso: parts[1]) {
                return .date(Double(day.daysSince1970) + epoch + time.dayFraction, format: .dateTime)
            }
        default: break
        }
        return .text(text)
    }
}

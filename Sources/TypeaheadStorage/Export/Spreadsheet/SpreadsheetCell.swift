/// One cell of an exported workbook, typed as a spreadsheet keeps it.
enum SpreadsheetCell: Equatable {
    case text(String)
    case number(String)
    /// Days since 1899-12-30 (a spreadsheet's serial date), with the
    /// number format that shows it as a date, a time or both.
    case date(Double, format: DateFormat)
    case empty

    /// Built-in number formats every spreadsheet knows.
    enum DateFormat: Int {
        case date = 14, time = 20, dateTime = 22
    }
}

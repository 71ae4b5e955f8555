/// One cell of an exported workbook, typed as a spreadsheet keeps it.
enum SpreadsheetCell: Equatable {
    case text(String)
    case number(String)
    /// Days since 1899-12-30 (a spreadsheet's serial date), with the
    /// number format that shows it as a date, a time or both.
    case date(Double, format: DateFormat)
    case empty

    /// The workbook's own number formats (`XLSXWorkbook.styles`): ISO's
    /// day, hours and minutes, both.
    enum DateFormat: Int {
        case date = 164, time = 165, dateTime = 166
    }
}

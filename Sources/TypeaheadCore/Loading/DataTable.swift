/// The rows of a data file under named columns, as text. The original text is
/// kept: it is what people see and what is saved.
public struct DataTable: Sendable {
    public let path: String
    public let columns: [String]
    public let rows: [[String]]

    public init(path: String, columns: [String], rows: [[String]]) {
        self.path = path
        self.columns = columns
        self.rows = rows
    }

    public func columnIndex(_ name: String) -> Int? {
        columns.firstIndex(of: name)
    }

    public subscript(row: Int, column: Int) -> String {
        rows[row][column]
    }
}

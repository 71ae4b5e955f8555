import Foundation
import Testing

extension TestForms {
    /// A workbook of these sheets (name → rows) at `folder/name`, written by
    /// openpyxl (`Tests/oracle/write_workbook.py`), so no workbook a test
    /// reads was written by the code it tests.
    static func workbook(_ sheets: [String: [[String]]], named name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        let json = String(decoding: try JSONSerialization.data(withJSONObject: sheets), as: UTF8.self)
        _ = try PackageCommand.output(["python3", "Tests/oracle/write_workbook.py", path, json])
        return path
    }
}

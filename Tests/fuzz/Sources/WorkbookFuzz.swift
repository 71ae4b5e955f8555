@testable import TypeaheadEngine
@testable import TypeaheadForms
@testable import TypeaheadStorage

/// A workbook's bytes (an XLSForm): read as a ZIP archive of XML parts,
/// and the same bytes read as a survey sheet's XML, the part a workbook
/// has most of (in an archive, a changed part fails its checksum before
/// its XML is read). Refusals are answers; a crash or a hang is a finding.
enum WorkbookFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let array = Array(bytes)
        if let workbook = try? Workbook(bytes: array) { readForm(workbook) }
        if let events = try? XMLEvent.events(of: array) {
            readForm(Workbook(sheets: [Workbook.sheet(named: "survey", events, shared: ["text", "select_one yn", "name", "label"])]))
        }
    }

    static func readForm(_ workbook: Workbook) {
        do throws(LoadError) {
            let spec = try XLSFormReader.spec(of: workbook, path: "fuzz.xlsx", languages: [])
            fuzzCheck(!spec.fields.isEmpty, "an XLSForm without questions")
            fuzzCheck(Set(spec.fields.map(\.id)).count == spec.fields.count, "duplicate field ids")
        } catch {
            fuzzCheck((error.line == nil) == (error.column == nil), "a row without a column: \(error)")
        }
    }
}

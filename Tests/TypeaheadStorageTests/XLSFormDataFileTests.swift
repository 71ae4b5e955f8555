import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadForms
@testable import TypeaheadStorage

/// An XLSForm's `select_one_from_file` opened as a form is: its data file
/// becomes a source, indexed and matched (the reader alone is
/// TypeaheadFormsTests' `XLSFormReaderTests`).
@Suite("XLSForm data files", .timeLimit(minutes: 5), .hangWatchdog)
struct XLSFormDataFileTests {
    let folder = TestForms.folder().path

    func workbook(_ sheets: [String: [[String]]], named name: String = "form.xlsx") throws -> String {
        try TestForms.workbook(sheets, named: name, in: folder)
    }

    static let header = ["type", "name", "label"]

    @Test func aSelectOneFromFileIsASourceOfItsDataFile() throws {
        try "name,label\nIE,Ireland\nFR,France\n".write(toFile: folder + "/Countries.csv", atomically: true, encoding: .utf8)
        let path = try workbook(["survey": [Self.header, ["select_one_from_file Countries.csv", "home", "Home"],
                                            ["select_one_from_file Countries.csv", "born", "Born in"]]])
        let loaded = try LoadedForm.load(path: path)
        #expect(loaded.spec.sources.map(\.name) == ["Countries.csv"], "one source for the file, however many questions name it")
        #expect(loaded.spec.sources.first?.key == "name")
        #expect(loaded.spec.fields.map(\.source) == ["Countries.csv", "Countries.csv"])
        #expect(loaded.spec.fields.allSatisfy { $0.column == "label" && $0.strict })
        let source = try #require(loaded.sources["Countries.csv"])
        source.buildIndexes()
        #expect(source.records(in: "label", equalTo: "france").count == 1)
        let named = try workbook(["survey": [Self.header + ["parameters"],
                                             ["select_one_from_file Countries.csv", "home", "Home", "value=label label=name"]]],
                                 named: "named.xlsx")
        let renamed = try FormFileReader.read(path: named)
        #expect(renamed.sources.first?.key == "label" && renamed.fields.first?.column == "name", "pyxform's parameters name the columns")
        let missing = try workbook(["survey": [Self.header, ["text", "a", "A"], ["select_one_from_file nowhere.csv", "b", "B"]]],
                                   named: "missing.xlsx")
        do {
            _ = try LoadedForm.load(path: missing)
            Issue.record("a form whose data file is missing was opened")
        } catch {
            #expect(error.description.hasPrefix("\(missing): survey!A3: source 'nowhere.csv': "), "\(error)")
        }
    }
}

import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadEngine

/// XLSForms nobody here wrote: random workbooks written by openpyxl and
/// read by pyxform (`Tests/oracle/xlsform_cases.py`). Each question must
/// mean here what it means to pyxform, and a form pyxform refuses must be
/// refused here too, at a row and column.
@Suite("XLSForms against pyxform", .timeLimit(minutes: 5), .hangWatchdog)
struct XLSFormOracleTests {
    struct Case: Decodable {
        var file: String
        var title: String?
        var error: String?
        var fields: [Field]?
        /// pyxform's types in it that Typeahead does not key (the corpus's).
        var unsupported: [String]?
    }

    struct Field: Decodable, Equatable {
        var id: String
        var type: String
        var label: String
        var hint: String?
        var required: Required
        var relevant: String?
        var constraint: String?
        var constraintMessage: String?
        var calculation: String?
        var readOnly: Bool
        var `default`: String?
        var options: [[String]]

        enum Required: Decodable, Equatable {
            case flag(Bool), expression(String)

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let flag = try? container.decode(Bool.self) { self = .flag(flag) } else { self = .expression(try container.decode(String.self)) }
            }
        }
    }

    /// Ours as pyxform's fields are written (a note and a calculate are
    /// text fields here, read-only or calculated: `expected` says so).
    static func field(_ spec: FieldSpec) -> Field {
        Field(id: spec.id, type: spec.type.rawValue, label: spec.label, hint: spec.placeholder,
                     required: spec.requiredWhen.map { .expression($0.text) } ?? .flag(spec.required),
                     relevant: spec.relevant?.text, constraint: spec.constraint?.text, constraintMessage: spec.constraintMessage,
                     calculation: spec.calculation?.text, readOnly: spec.readOnly, default: spec.defaultValue, options: spec.options.map { [$0.value, $0.label] })
    }

    /// pyxform's field as Typeahead holds it: a note is a read-only text
    /// field, a calculate a calculated one.
    static func expected(_ field: Field) -> Field {
        var field = field
        if field.type == "note" || field.type == "calculate" { field.type = "text" }
        if field.type == "acknowledge" { (field.type, field.options) = ("choice", [["OK", "OK"]]) }
        // A place is typed as "latitude longitude" (its example the hint, unless the form gives one).
        if field.type == "geopoint" { (field.type, field.hint) = ("text", field.hint ?? "52.37 4.89") }
        // pyxform writes a date cell's default as Python prints a datetime.
        if field.type == "date", let written = field.default, written.hasSuffix(" 00:00:00") { field.default = String(written.dropLast(9)) }
        // pyxform writes the field an or_other asks after as a path.
        field.relevant = field.relevant?.replacingOccurrences(of: #"\.\./([A-Za-z_][A-Za-z0-9_.-]*)"#, with: "${$1}", options: .regularExpression)
        return field
    }

    /// The bundled demo XLSForm (data/market.xlsx) means what pyxform says.
    @Test func theBundledXLSFormMeansWhatPyxformSays() throws {
        let lines = try PackageCommand.output(["python3", "Tests/oracle/pyxform_corpus.py", "data/market.xlsx"])
        let oracle = try JSONDecoder().decode(Case.self, from: Data(lines.split(separator: "\n").first.map(String.init)?.utf8 ?? "".utf8))
        #expect(oracle.unsupported == [] && oracle.error == nil, "\(lines)")
        let spec = try XLSFormReader.read(path: oracle.file)
        #expect(spec.title == "Market survey" && spec.title == oracle.title)
        let theirs = (oracle.fields ?? []).filter { !["start", "end"].contains($0.type) }.map(Self.expected)
        #expect(spec.fields.filter { $0.auto == nil }.map(Self.field) == theirs)
    }

    /// The workbooks of pyxform's own tests (tests/example_xls and
    /// tests/bug_example_xls of XLSForm/pyxform), when a folder of them is
    /// given: each is read as pyxform reads it, or refused at a cell when it
    /// holds what Typeahead does not key, or when pyxform refuses it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TYPEAHEAD_PYXFORM_CORPUS"] != nil))
    func pyxformsOwnWorkbooksMeanWhatPyxformSays() throws {
        let folder = ProcessInfo.processInfo.environment["TYPEAHEAD_PYXFORM_CORPUS"] ?? ""
        let lines = try PackageCommand.output(["python3", "Tests/oracle/pyxform_corpus.py", folder])
        let cases = try lines.split(separator: "\n").map { try JSONDecoder().decode(Case.self, from: Data($0.utf8)) }
        #expect(cases.count >= 16, "too few workbooks in \(folder)")
        var read = 0, refused = 0
        for oracle in cases {
            let name = URL(fileURLWithPath: oracle.file).lastPathComponent
            do throws(LoadError) {
                let spec = try XLSFormReader.read(path: oracle.file)
                read += 1
                guard let expected = oracle.fields, oracle.unsupported?.isEmpty != false else {
                    Issue.record("\(name): pyxform says \(oracle.error ?? "it holds \(oracle.unsupported ?? [])"), read here as \(spec.fields.map(\.id))")
                    continue
                }
                // A photo, a recording, a scan: left out at a desk, and named.
                let deviceOnly = expected.filter { ["photo", "image", "audio", "video", "file", "barcode"].contains($0.type) }
                #expect(spec.leftOut == deviceOnly.map(\.id), "\(name)")
                let ours = spec.fields.map(Self.field), theirs = expected.filter { !deviceOnly.contains($0) }.map(Self.expected)
                #expect(ours.map(\.id) == theirs.map(\.id), "\(name)")
                for (mine, pyxform) in zip(ours, theirs) where mine != pyxform {
                    Issue.record("\(name): \(mine.id) is read here as \(mine), by pyxform as \(pyxform)")
                }
            } catch {
                refused += 1
                if oracle.error == nil, oracle.unsupported?.isEmpty != false { Issue.record("\(name): pyxform reads it, refused here: \(error)") }
                #expect(error.sheet != nil || error.line == nil, "\(name): \(error)")
            }
        }
        print("pyxform corpus: \(cases.count) workbooks, \(read) read as pyxform reads them, \(refused) refused")
    }

    @Test(arguments: [1, 2, 3])
    func randomXLSFormsMeanWhatPyxformSays(seed: Int) throws {
        let folder = TestForms.folder().path
        let lines = try PackageCommand.output(["python3", "Tests/oracle/xlsform_cases.py", String(seed), "60", folder])
        let cases = try lines.split(separator: "\n").map { try JSONDecoder().decode(Case.self, from: Data($0.utf8)) }
        #expect(cases.count == 60)
        #expect(cases.filter { $0.error != nil }.count >= 2, "too few forms pyxform refuses to tell much")
        for oracle in cases {
            let name = URL(fileURLWithPath: oracle.file).lastPathComponent
            do throws(LoadError) {
                let spec = try XLSFormReader.read(path: oracle.file)
                guard let expected = oracle.fields else {
                    Issue.record("\(name): pyxform refuses it (\(oracle.error ?? "")), read here as \(spec.fields.map(\.id))")
                    continue
                }
                let ours = spec.fields.map(Self.field), theirs = expected.map(Self.expected)
                #expect(ours.map(\.id) == theirs.map(\.id), "\(name)")
                for (mine, pyxform) in zip(ours, theirs) where mine != pyxform {
                    Issue.record("\(name): \(mine.id) is read here as \(mine), by pyxform as \(pyxform)")
                }
                #expect(spec.title == oracle.title, "\(name)")
            } catch {
                if oracle.error == nil { Issue.record("\(name): pyxform reads it, refused here: \(error)") }
                #expect(error.line != nil && error.column != nil, "\(name): refused without a cell: \(error)")
            }
        }
    }
}

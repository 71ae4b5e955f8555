import Foundation
@testable import TypeaheadEngine
@testable import TypeaheadForms
@testable import TypeaheadStorage

/// The form reader, then the loader on what it accepts, with small data files
/// beside the form for its sources to name. Every error about the form itself
/// must say where in the form; a loaded form's fields must name real columns.
enum FormFuzz {
    nonisolated(unsafe) static var formPath = ""

    static func prepare() {
        let folder = FuzzFiles.makeFolder("form")
        formPath = folder + "/fuzz.form.json"
        let files = [
            "cities.tsv": "id\tname\tcountry\tpopulation\n1\tZürich\tSwitzerland\t400000\n2\tZug\tSwitzerland\t30000\n3\tYork\tUnited Kingdom\t200000\n",
            "cities.csv": "id,name,country\n1,Bern,Switzerland\n2,\"São Paulo\",Brazil\n",
            "people.json": #"[{"name": "Ada", "born": 1815}, {"name": "Alan", "born": 1912}]"#,
            "people.jsonl": "{\"name\": \"Grace\"}\n{\"name\": \"Edsger\"}\n",
        ]
        for (name, text) in files {
            Array(text.utf8).withUnsafeBufferPointer { FuzzFiles.write($0, to: folder + "/" + name) }
        }
    }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        // An empty, binary or non-UTF-8 file is refused as a whole, with no place.
        guard (try? DataFileLoader.checkText(bytes, path: formPath)) != nil else { return }
        let spec: FormSpec
        do {
            spec = try FormFileReader.spec(from: JSONParser.parse(bytes), path: formPath)
        } catch let error as LoadError {
            checkPlaced(error)
            return
        } catch let error as JSONSyntaxError {
            fuzzCheck(error.line >= 1 && error.column >= 1, "a syntax error at \(error.line):\(error.column)")
            return
        } catch {
            fatalError("unexpected error \(error)")
        }
        fuzzCheck(!spec.fields.isEmpty, "a form without fields")
        fuzzCheck(Set(spec.fields.map(\.id)).count == spec.fields.count, "duplicate field ids")
        checkRules(of: spec)
        let form: LoadedForm
        do {
            form = try LoadedForm.load(spec: spec)
        } catch {
            if error.path == formPath { checkPlaced(error) }
            return
        }
        for field in form.spec.fields {
            guard let name = field.source else { continue }
            let source = form.sources[name]
            fuzzCheck(source != nil, "field '\(field.id)' names a source that was not loaded")
            fuzzCheck(field.column.flatMap { source?.table.columnIndex($0) } != nil, "field '\(field.id)' has no column")
            _ = source?.suggestions(for: "z", column: field.column ?? "", limit: 5)
        }
    }

    /// The form's rules are refused at a place, or valued over a few
    /// entries' texts with every field given a relevance and a value.
    static func checkRules(of spec: FormSpec) {
        let rules: FormRules
        do throws(LoadError) {
            rules = try FormRules(spec)
        } catch {
            checkPlaced(error)
            return
        }
        for texts in [spec.fields.map { _ in "" }, spec.fields.map(\.id), spec.fields.indices.map { String($0) }] {
            let ruled = rules.values(of: texts)
            fuzzCheck(ruled.relevant.count == texts.count && ruled.values.count == texts.count, "rules valued the wrong fields")
            for field in spec.fields.indices {
                _ = rules.isRequired(field, in: ruled)
                _ = rules.breaksConstraint(field, in: ruled)
                fuzzCheck(ruled.relevant[field] || ruled.values[field].isEmpty, "a field not asked keeps a value")
            }
        }
    }

    static func checkPlaced(_ error: LoadError) {
        fuzzCheck(error.line != nil && error.column != nil, "a form error without a place: \(error)")
    }
}

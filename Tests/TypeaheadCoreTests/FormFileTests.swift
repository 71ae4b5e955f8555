import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage
@testable import TypeaheadForms
@testable import TypeaheadEngine

@Suite("Form files and the launch contract", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct FormFileTests {
    let folder = TestForms.folder()

    func refusal(_ form: String) -> String? {
        _ = TestForms.write(TestForms.citiesTSV, named: "cities.tsv", in: folder)
        return TestForms.refusal(of: form, in: folder)
    }

    @Test func theDemoFormLoads() throws {
        let demo = try #require(AppPaths.demoForm(executable: #filePath))
        let form = try LoadedForm.load(path: demo)
        #expect(form.spec.title == "Book a trip")
        #expect(form.sources["cities"]!.recordCount > 30_000)
    }

    @Test func aDataFileBecomesAFormOfOneRecord() throws {
        let path = TestForms.write(TestForms.citiesTSV, named: "cities.tsv", in: folder)
        let form = try LoadedForm.load(path: path)
        #expect(form.spec.title == "cities")
        #expect(form.spec.fields.map(\.id) == ["id", "name", "country", "population"])
        #expect(Set(form.spec.fields.map(\.recordGroup)) == ["cities"])
        #expect(form.spec.fields.allSatisfy { !$0.strict })
    }

    @Test func formErrorsPointIntoTheFormFile() {
        #expect(refusal("{\"title\": \"T\",\n \"fields\": [{\"id\": \"a\", \"source\": \"x\"}]}")
                == "F:2:35: unknown source 'x' in field 'a'; the form has no sources")
        #expect(refusal("{\"title\": \"T\", \"fields\": [{\"id\": \"a\"}, {\"id\": \"a\"}]}")
                == "F:1:40: duplicate field id 'a'")
        #expect(refusal("{\"title\": \"T\", \"colour\": 1, \"fields\": []}")?.hasPrefix("F:1:16: unknown property 'colour'") == true)
        #expect(refusal("""
            {"title": "T", "sources": {"c": {"file": "cities.tsv"}},
             "fields": [{"id": "a", "source": "c", "column": "nope"}]}
            """) == "F:2:50: source 'c' has no column 'nope' (columns: id, name, country, population)")
        #expect(refusal("{\"title\": \"T\", \"sources\": {\"c\": {\"file\": \"gone.tsv\"}}, \"fields\": [{\"id\": \"a\"}]}")?
                    .hasSuffix("gone.tsv: no such file") == true)
        #expect(refusal("{\"title\": \"T\", \"fields\": [") == "F:1:27: unexpected end of file; a value was expected")
    }

    @Test func theCommandLineIsParsed() throws {
        #expect(try LaunchCommand.parse([]) == .open(file: nil, output: nil))
        #expect(try LaunchCommand.parse(["a.csv", "--output", "-"]) == .open(file: "a.csv", output: "-"))
        #expect(try LaunchCommand.parse(["--output=o.jsonl", "f.form.json"]) == .open(file: "f.form.json", output: "o.jsonl"))
        #expect(try LaunchCommand.parse(["--allow-outside", "f.form.json"]) == .open(file: "f.form.json", output: nil, allowsOutside: true))
        #expect(try LaunchCommand.parse(["--help"]) == .help)
        #expect(try LaunchCommand.parse(["--version"]) == .version)
        #expect(throws: UsageError(message: "unknown option '--bogus'")) { try LaunchCommand.parse(["--bogus"]) }
        #expect(throws: UsageError(message: "--output needs a path")) { try LaunchCommand.parse(["--output"]) }
    }

    @Test func theDefaultOutputIsAFilePerFormFollowingXDG() {
        let trip = AppPaths.defaultOutput(forForm: "/a/trip.form.json", environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"])
        #expect(trip.wholeMatch(of: /\/d\/typeahead\/trip-[0-9a-f]{8}\.jsonl/) != nil)
        #expect(AppPaths.defaultOutput(forForm: "/a/trip.form.json", environment: ["XDG_DATA_HOME": "/d"]) == trip) // stable
        let elsewhere = AppPaths.defaultOutput(forForm: "/b/trip.form.json", environment: ["XDG_DATA_HOME": "/d"])
        #expect(elsewhere != trip && elsewhere.hasPrefix("/d/typeahead/trip-"))
        let places = AppPaths.defaultOutput(forForm: "/a/places.csv", environment: ["HOME": "/h"])
        #expect(places.hasPrefix("/h/.local/share/typeahead/places.csv-"))
        #expect(AppPaths.defaultOutput(forForm: "/a/x/../trip.form.json", environment: ["XDG_DATA_HOME": "/d"]) == trip)
    }
}

@Suite("The documented example form", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct ExampleFormTests {
    /// docs/FORMS.md shows data/round-trip.form.json, which uses every feature.
    @Test func theCompleteExampleLoadsAndNarrows() throws {
        let form = try LoadedForm.load(formPath: "data/round-trip.form.json")
        #expect(form.spec.fields.map(\.id) == ["agent", "traveller", "country", "from", "from_id", "to", "to_country", "currency", "notes"])
        let driver = FormDriver(form)
        driver.choose(typing: "Switzerland", in: 2)
        driver.send(.focusEntered(field: 3))
        driver.type("z", in: 3)
        #expect(driver.state.fields[3].rows.allSatisfy { $0.detail?.hasSuffix("Switzerland") == true })
        driver.press(.enter, in: 3)
        #expect(driver.state.fields[4].text == "2657896") // Zürich's id, filled from its record
    }
}

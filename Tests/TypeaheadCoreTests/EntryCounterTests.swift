import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// A form's `auto` counter: each new entry gets the next number, from one
/// past the highest its entries file holds; a correction and an entry
/// taken back and saved again keep their own.
@Suite("The entry counter", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct EntryCounterTests {
    static let form = """
        {"title": "Household", "fields": [
          {"id": "number", "label": "Questionnaire", "type": "integer", "auto": "counter"},
          {"id": "name", "label": "Name"}]}
        """

    func driver(firstNumber: Int) throws -> FormDriver {
        let path = TestForms.write(Self.form, named: "household.form.json", in: TestForms.folder())
        return FormDriver(try LoadedForm.load(path: path), firstNumber: firstNumber)
    }

    func save(_ name: String, in form: FormDriver) {
        form.type(name, in: 1)
        form.press(.enter, in: 1)
    }

    @Test func eachNewEntryGetsTheNextNumberSavedAsANumber() throws {
        let form = try driver(firstNumber: 41)
        #expect(form.state.fields.map(\.text) == ["41", ""])
        #expect(!form.state.fields[0].isKeyed && form.state.focusedField == 1)
        #expect(form.drafts.isEmpty, "a number alone is nothing to keep in a draft")
        save("Ada", in: form)
        save("Bo", in: form)
        #expect(form.saved.map { $0.values.map(\.text) } == [["41", "Ada"], ["42", "Bo"]])
        #expect(form.saved[0].jsonLine.contains(#""number": 41,"#), "a JSON number")
        #expect(form.state.fields[0].text == "43")
    }

    @Test func anEntryTakenBackAndSavedAgainKeepsItsNumber() throws {
        let form = try driver(firstNumber: 1)
        save("Ada", in: form)
        #expect(form.press(.undo, in: 1).handled)
        #expect(form.state.fields.map(\.text) == ["1", "Ada"])
        form.press(.enter, in: 1)
        save("Bo", in: form)
        #expect(form.saved.map { $0.values.map(\.text) } == [["1", "Ada"], ["1", "Ada"], ["2", "Bo"]])
    }

    @Test func aCorrectionKeepsTheEntrysNumber() throws {
        let form = try driver(firstNumber: 8)
        form.send(.correct(version: .uuid("019b76da-a800-7f2a-89a7-a6a36513270e"),
                           values: Draft(values: ["number": "3", "name": "Cy"], records: [:])))
        #expect(form.state.fields.map(\.text) == ["3", "Cy"])
        form.press(.save, in: 1)
        #expect(form.saved.last?.values.map(\.text) == ["3", "Cy"])
        #expect(form.state.fields[0].text == "8", "the next new entry's number, unchanged")
    }

    /// The first number: one past the highest in any line of the file,
    /// an entry taken back and a line that cannot be read included.
    @Test func theFirstNumberIsOnePastTheHighestTheFileHolds() throws {
        let path = TestEntries.output()
        #expect(EntryCounter.firstNumber(field: "number", entriesPath: path) == 1, "no file yet")
        let lines = [
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132701", "submitted": "2027-01-15T08:00:00Z", "values": {"number": 7, "name": "Ada"}}"#,
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132702", "submitted": "2027-01-15T08:00:00Z", "values": {"number": 12, "name": "Bo"}}"#,
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132703", "submitted": "2027-01-15T08:01:00Z", "deletes": "019b76da-a800-7f2a-89a7-a6a365132702"}"#,
            #"{"broken"#,
            #"{"id": "019b76da-a800-7f2a-89a7-a6a365132704", "submitted": "2027-01-15T08:02:00Z", "values": {"number": "x", "name": "Cy"}}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(EntryCounter.firstNumber(field: "number", entriesPath: path) == 13)
        #expect(EntryCounter.firstNumber(field: "other", entriesPath: path) == 1)
    }
}

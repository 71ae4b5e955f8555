import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage
@testable import TypeaheadForms

/// Select-many fields (`"type": "choices"`, XLSForm's select_multiple):
/// the keyer types the codes on the paper, the field shows their labels,
/// and the options' values are saved as a JSON array (space-separated where
/// XPath and CSV read them).
@Suite("Fields of several options", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct ManyChoicesTests {
    static let fruit = 0, note = 1
    static let form = """
        {"title": "Market",
         "fields": [
          {"id": "fruit", "label": "Fruit bought", "type": "choices",
           "choices": [{"value": "a", "label": "Apple"}, {"value": "b", "label": "Banana"}, {"value": "c", "label": "Cherry"},
                       {"value": "bb", "label": "Blackberry"}]},
          {"id": "note", "label": "Note", "relevant": "selected(${fruit}, 'c') and count-selected(${fruit}) > 1"}
         ]}
        """
    let folder = TestForms.folder()

    func driver() throws -> FormDriver {
        FormDriver(try LoadedForm.load(path: TestForms.write(Self.form, named: "market.form.json", in: folder)))
    }

    @Test func codesNumbersAndLabelsAreReadAsOptions() {
        let options = [ChoiceOption(value: "a", label: "Apple"), ChoiceOption(value: "b", label: "Banana"),
                       ChoiceOption(value: "c", label: "Cherry Red")]
        #expect(ChoiceMatcher.many("a c", in: options) == .options([0, 2]))
        #expect(ChoiceMatcher.many("1,3", in: options) == .options([0, 2]), "numbers in the list")
        #expect(ChoiceMatcher.many("Cherry Red, apple", in: options) == .options([2, 0]), "labels between commas, as typed")
        #expect(ChoiceMatcher.many("a a b", in: options) == .options([0, 1]), "each once")
        #expect(ChoiceMatcher.many(" ", in: options) == .options([]))
        #expect(ChoiceMatcher.many("a x", in: options) == .unknown("x"))
        #expect(ChoiceMatcher.many("Cherry", in: options) == .unknown("Cherry"), "a label's beginning is no option")
    }

    @Test func theCodesAreShownAsLabelsAndSavedAsValues() throws {
        let form = try driver()
        #expect(form.state.fields[Self.fruit].placeholder == "a Apple · b Banana · c Cherry · bb Blackberry", "the codes, to key from")
        form.key("a c\n")
        #expect(form.state.fields[Self.fruit].text == "Apple, Cherry")
        #expect(form.state.focusedField == Self.note, "asked: a cherry and more")
        form.key("ripe")
        form.hit(.field(.save))
        #expect(form.lastSavedValues == ["fruit": "a c", "note": "ripe"])
        let line = try #require(form.saved.last?.jsonLine)
        #expect(line.contains(#""values": {"fruit": ["a", "c"], "note": "ripe"}"#), "\(line)")
    }

    /// The list completes the option being typed after the last comma, as
    /// a choice field's list does, among the options not written yet.
    @Test func theListCompletesThePieceAfterTheLastComma() throws {
        let form = try driver()
        form.key("Apple, ")
        #expect(form.state.fields[Self.fruit].rows.map(\.text) == ["Banana", "Cherry", "Blackberry"], "what is left to choose")
        form.key("Ch")
        #expect(form.state.fields[Self.fruit].rows.map(\.text) == ["Cherry"])
        #expect(form.state.fields[Self.fruit].completion == "erry", "completed inline, as a choice is")
        form.key("\n")
        #expect(form.state.fields[Self.fruit].text == "Apple, Cherry")
        #expect(form.state.focusedField == Self.note)
        form.hit(.field(.save))
        #expect(form.lastSavedValues["fruit"] == "a c")
    }

    @Test func aRowChosenWithTheArrowsTakesThePieceOnly() throws {
        let form = try driver()
        form.key("Banana, b")
        #expect(form.state.fields[Self.fruit].rows.map(\.text) == ["Blackberry"], "Banana is written already")
        #expect(form.state.fields[Self.fruit].highlightedRow == 0 && form.state.fields[Self.fruit].completion == "lackberry")
        form.hit(.field(.up)) // to no row: the text as typed
        form.hit(.field(.down))
        #expect(form.state.fields[Self.fruit].highlightedRow == 0)
        form.hit(.field(.enter)) // the note is not asked without a cherry: Return saves
        #expect(form.lastSavedValues["fruit"] == "b bb")
    }

    @Test func codesBetweenSpacesShowNoList() throws {
        let form = try driver()
        form.key("a c")
        #expect(form.state.fields[Self.fruit].list == .hidden, "nothing to complete: codes from the paper")
        form.key("\n")
        #expect(form.state.fields[Self.fruit].text == "Apple, Cherry")
    }

    @Test func textThatNamesNoOptionStopsReturnWithTheBell() throws {
        let form = try driver()
        form.key("a x\n")
        #expect(form.state.focusedField == Self.fruit)
        #expect(form.window.bells == 1)
        #expect(form.state.fields[Self.fruit].error == "“x” is none of the options")
        form.send(.textEdited(field: Self.fruit, text: "c"))
        form.key("\n")
        #expect(form.lastSavedValues == ["fruit": "c", "note": ""], "one option: the note is not asked, so Return saved")
    }

    @Test func anEntriesFileReadsTheArrayBack() throws {
        let line = #"{"submitted": "2027-01-15T08:00:00Z", "values": {"fruit": ["a", "bb"], "n": 3}, "records": {}}"#
        let read = try Array(line.utf8).withUnsafeBufferPointer { bytes throws(LoadError) in
            try EntryFileReader(path: "market.jsonl").line(bytes, number: 1)
        }
        guard case .entry(let entry, _) = read else { Issue.record("read as \(read)"); return }
        #expect(entry.values.map(\.text) == ["a bb", "3"])
    }
}

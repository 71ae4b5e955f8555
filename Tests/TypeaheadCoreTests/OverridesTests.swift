import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage
@testable import TypeaheadForms

/// Checks a keyer may override with a reason (issue 52): a field's
/// `warning` questions a value; attentive, a second Return asks the reason,
/// heads-down the field stops and Alt+A asks it; the reason, typed or a
/// number of the form's list, is saved in the line.
@Suite("Overrides with a reason", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct OverridesTests {
    static func personForm(keying: String = "attentive", overrides: Bool = true) -> LoadedForm {
        let folder = TestForms.folder()
        let path = TestForms.write("""
            { "title": "Person", "keying": "\(keying)", "overrides": \(overrides),
              "overrideReasons": ["Confirmed with the respondent", "As on paper"],
              "fields": [ { "id": "age", "label": "Age", "type": "integer", "constraint": ". >= 0",
                            "warning": ". <= 100", "warningMessage": "Over 100: check the paper." },
                          { "id": "name", "label": "Name" } ] }
            """, named: "person.form.json", in: folder)
        return try! LoadedForm.load(formPath: path)
    }

    func lines(_ driver: EntriesDriver) throws -> [String] {
        guard FileManager.default.fileExists(atPath: driver.path) else { return [] }
        return try String(contentsOfFile: driver.path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func aSecondReturnAsksTheReasonAndANumberIsTheFormsReason() throws {
        let driver = EntriesDriver(Self.personForm())
        let form = driver.form
        form.send(.focusEntered(field: 0))
        form.type("130", in: 0)
        form.press(.enter, in: 0)
        #expect(form.state.focusedField == 0 && form.window.bells == 1)
        #expect(form.state.fields[0].error == "Over 100: check the paper. Press Return again to keep it, with a reason.")
        form.press(.enter, in: 0)
        #expect(form.state.asksReason && form.state.banner
            == "Why keep Age 130? Type the reason, or its number (1 Confirmed with the respondent, 2 As on paper), and press Return, or Escape to change it.")
        // Typed in the field before the banner's entry has the keyboard: the reason's.
        form.hit(.edit(.insert("2")))
        #expect(form.state.reasonTyped == "2" && form.state.fields[0].text == "130")
        form.hit(.field(.enter))
        #expect(form.state.focusedField == 1 && form.state.fields[0].error == nil && form.state.banner == nil)
        form.send(.focusEntered(field: 1))
        form.type("Ada", in: 1)
        form.press(.enter, in: 1)
        let saved = try lines(driver)
        #expect(saved.count == 1 && saved[0].hasSuffix(#""overrides": {"age": "As on paper"}}"#), "\(saved)")
        // Listed, where a supervisor checking the entries sees it.
        driver.toggle()
        #expect(driver.rows.first?.first?.hasSuffix(" · Age kept: As on paper") == true, "\(driver.rows)")
        #expect(driver.entries.spokenRow(at: 0).contains(" · Age kept: As on paper, Age: 130"))
    }

    @Test func anXLSFormsWarningIsOverriddenTheSameWay() throws {
        let folder = TestForms.folder().path
        let path = try TestForms.workbook([
            "survey": [["type", "name", "label", "warning", "warning_message"],
                       ["integer", "age", "Age", ". <= 100", "Over 100: check the paper."], ["text", "name", "Name", "", ""]],
            "settings": [["reason_for_change"], ["yes"]],
        ], named: "person.xlsx", in: folder)
        let form = FormDriver(try LoadedForm.load(path: path))
        #expect(form.machine.spec.asksReasonForChange)
        form.send(.focusEntered(field: 0))
        form.type("130", in: 0)
        form.press(.enter, in: 0)
        #expect(form.state.focusedField == 0 && form.window.bells == 1)
        #expect(form.state.fields[0].error == "Over 100: check the paper. Press Return again to keep it, with a reason.")
        form.press(.enter, in: 0)
        #expect(form.state.asksReason)
    }

    @Test func anEditQuestionsTheNewValueAgain() throws {
        let driver = EntriesDriver(Self.personForm())
        let form = driver.form
        form.send(.focusEntered(field: 0))
        form.type("130", in: 0)
        form.press(.enter, in: 0)
        form.press(.enter, in: 0)
        form.send(.reasonGiven("Twins' grandmother"))
        form.send(.focusEntered(field: 0))
        form.type("140", in: 0)
        form.press(.enter, in: 0)
        #expect(form.state.focusedField == 0 && form.state.fields[0].error?.hasPrefix("Over 100") == true)
        form.type("99", in: 0)
        form.press(.enter, in: 0)
        #expect(form.state.focusedField == 1, "a value the warning accepts goes on at once")
    }

    @Test func headsDownTheFieldStopsAndAltAAsksTheReason() throws {
        let driver = EntriesDriver(Self.personForm(keying: "heads-down"))
        let form = driver.form
        form.send(.focusEntered(field: 0))
        form.type("130", in: 0)
        form.press(.enter, in: 0)
        #expect(form.state.banner == "Age 130: Over 100: check the paper. Press Escape to change it, or Alt+A to keep it, with a reason.")
        #expect(form.state.bannerActions == [.keepValue])
        // The next record's keys, typed on without looking: held.
        form.hit(.edit(.insert("A")))
        form.hit(.field(.enter))
        #expect(form.state.fields[0].text == "130" && form.state.focusedField == 0 && form.state.fields[1].text.isEmpty)
        form.hit(.field(.saveAnyway))
        #expect(form.state.asksReason && form.state.bannerActions.isEmpty)
        form.send(.reasonGiven("  "))
        #expect(form.state.asksReason, "no reason is no reason")
        form.send(.reasonGiven("1"))
        #expect(form.state.focusedField == 1)
        form.send(.focusEntered(field: 1))
        form.type("Bo", in: 1)
        form.press(.enter, in: 1)
        #expect(try lines(driver).first?.hasSuffix(#""overrides": {"age": "Confirmed with the respondent"}}"#) == true)
    }

    @Test func escapeLeavesTheValueToBeChanged() {
        let driver = EntriesDriver(Self.personForm(keying: "heads-down"))
        let form = driver.form
        form.send(.focusEntered(field: 0))
        form.type("130", in: 0)
        form.press(.enter, in: 0)
        form.press(.escape, in: 0)
        #expect(form.state.banner == nil && form.state.focusedField == 0)
        form.type("13", in: 0)
        form.press(.enter, in: 0)
        #expect(form.state.focusedField == 1)
    }

    @Test func aFormThatAllowsNoOverrideRefusesTheValue() throws {
        let driver = EntriesDriver(Self.personForm(overrides: false))
        let form = driver.form
        form.send(.focusEntered(field: 0))
        form.type("130", in: 0)
        form.press(.enter, in: 0)
        form.press(.enter, in: 0)
        #expect(form.state.focusedField == 0 && !form.state.asksReason && form.window.bells == 2)
        #expect(form.state.fields[0].error == "Over 100: check the paper.")
        form.send(.focusEntered(field: 1))
        form.type("Ada", in: 1)
        form.press(.save, in: 1)
        #expect(try lines(driver).isEmpty && form.state.focusedField == 0)
    }

    @Test func aSaveFromAnotherFieldGoesToTheQuestionedValueWhereOneReturnAsks() throws {
        let driver = EntriesDriver(Self.personForm())
        let form = driver.form
        form.send(.focusEntered(field: 0))
        form.type("130", in: 0)
        form.send(.focusEntered(field: 1))
        form.type("Ada", in: 1)
        form.press(.save, in: 1)
        #expect(try lines(driver).isEmpty && form.state.focusedField == 0)
        form.send(.focusEntered(field: 0))
        form.press(.enter, in: 0)
        #expect(form.state.asksReason)
    }

    @Test func aWarningMessageWithoutAWarningIsRefusedAtItsPlace() {
        let message = TestForms.refusal(of: """
            { "title": "P", "fields": [ { "id": "age", "label": "Age", "warningMessage": "old" } ] }
            """, in: TestForms.folder())
        #expect(message == "F:1:78: field 'age' has a 'warningMessage' but no 'warning'")
    }
}

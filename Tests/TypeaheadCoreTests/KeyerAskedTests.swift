import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// Who keys (issue 52): a form with `askKeyer` asks in its banner as its
/// window opens, the name last given on this machine filled in; the name
/// typed (in the field too, before the banner's entry has the keyboard) is
/// saved with each entry and remembered; Return alone keeps the one shown.
@Suite("Who keys", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct KeyerAskedTests {
    static func householdForm(asks: Bool = true) -> LoadedForm {
        let path = TestForms.write("""
            { "title": "Household", "askKeyer": \(asks), "fields": [ { "id": "name", "label": "Head" } ] }
            """, named: "household.form.json", in: TestForms.folder())
        return try! LoadedForm.load(formPath: path)
    }

    func lines(_ driver: EntriesDriver) throws -> [String] {
        try String(contentsOfFile: driver.path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func theNameTypedIsSavedWithEachEntryAndRemembered() throws {
        let driver = EntriesDriver(Self.householdForm())
        let form = driver.form
        form.send(.focusEntered(field: 0))
        form.send(.keyerAsked(remembered: "root"))
        #expect(form.state.asksReason && form.state.reasonPrefill == "root" && form.state.reasonLabel == "Keyer's name or number")
        #expect(form.state.banner == "Who is keying? Type your name or number and press Return: it is saved with each entry.")
        for key in ["C", "7"] { form.hit(.edit(.insert(key))) }
        #expect(form.state.reasonTyped == "C7" && form.state.fields[0].text.isEmpty, "the name's, not the field's")
        form.hit(.field(.enter))
        #expect(form.state.banner == nil && form.storage.keyers == ["C7"])
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        let saved = try lines(driver)
        #expect(saved.count == 1 && saved[0].contains(#""enteredBy": "C7""#), "\(saved)")
    }

    @Test func returnAloneKeepsTheNameShown() throws {
        let driver = EntriesDriver(Self.householdForm())
        driver.form.send(.focusEntered(field: 0))
        driver.form.send(.keyerAsked(remembered: "Clerk 7"))
        driver.form.send(.reasonGiven(""))
        #expect(driver.form.storage.keyers == ["Clerk 7"] && driver.form.state.banner == nil)
    }

    @Test func aFormThatDoesNotAskDoesNot() {
        let driver = EntriesDriver(Self.householdForm(asks: false))
        driver.form.send(.keyerAsked(remembered: "root"))
        #expect(driver.form.state.banner == nil && !driver.form.state.asksReason)
    }
}

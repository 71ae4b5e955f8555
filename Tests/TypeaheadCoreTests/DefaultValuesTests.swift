import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// A field's `default`: every new entry starts with it, shown as if typed,
/// written as it is saved so it means the same in every locale.
@Suite("Default values", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct DefaultValuesTests {
    static let form = """
        {"title": "Visit",
         "fields": [
          {"id": "country", "label": "Country", "default": "Ireland"},
          {"id": "members", "label": "Members", "type": "integer", "default": 1},
          {"id": "sex", "label": "Sex", "type": "choice", "default": "2",
           "choices": [{"value": 1, "label": "Male"}, {"value": 2, "label": "Female"}]},
          {"id": "fruit", "label": "Fruit", "type": "choices", "default": "a c",
           "choices": [{"value": "a", "label": "Apple"}, {"value": "b", "label": "Banana"}, {"value": "c", "label": "Cherry"}]},
          {"id": "seen", "label": "Seen", "type": "date", "default": "2027-01-01"},
          {"id": "note", "label": "Note"}
         ]}
        """
    let folder = TestForms.folder()

    func driver() throws -> FormDriver {
        FormDriver(try LoadedForm.load(path: TestForms.write(Self.form, named: "visit.form.json", in: folder)))
    }

    @Test func everyEntryStartsWithTheDefaults() throws {
        let form = try driver()
        #expect(form.state.fields.map(\.text) == ["Ireland", "1", "Female", "Apple, Cherry", "2027-01-01", ""])
        #expect(form.storage.drafts.compactMap { $0 }.isEmpty, "defaults alone are no draft")
        form.send(.focusEntered(field: 5))
        form.key("seen twice")
        form.hit(.field(.save))
        #expect(form.lastSavedValues == ["country": "Ireland", "members": "1", "sex": "2", "fruit": "a c", "seen": "2027-01-01",
                                         "note": "seen twice"])
        #expect(form.state.fields.map(\.text) == ["Ireland", "1", "Female", "Apple, Cherry", "2027-01-01", ""], "and the next")
        form.send(.textEdited(field: 0, text: "Wales"))
        form.hit(.field(.clear))
        #expect(form.state.fields[0].text == "Ireland", "a cleared form starts again")
    }

    @Test func aDefaultThatIsNoValueOfItsTypeIsRefusedAtItsPlace() {
        func refusal(_ field: String) -> String? {
            TestForms.refusal(of: "{\"title\": \"T\",\n \"fields\": [\(field)]}", in: folder)
        }
        #expect(refusal(#"{"id": "a", "type": "integer", "default": "1.5"}"#)
                == "F:2:55: the 'default' '1.5' of field 'a' is no value of its type integer")
        #expect(refusal(#"{"id": "a", "type": "date", "default": "17.05.1990"}"#)?.hasSuffix("is no value of its type date") == true)
        #expect(refusal(#"{"id": "a", "type": "choice", "choices": [{"value": "y"}], "default": "n"}"#)?
                    .hasSuffix("the 'default' 'n' of field 'a' is no value of its type choice") == true)
        #expect(refusal(#"{"id": "a", "default": []}"#) == "F:2:36: 'default' must be text or a number, found an array")
        #expect(refusal(#"{"id": "a", "default": "x"}"#) == nil)
    }
}

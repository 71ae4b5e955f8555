import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Values the form fills in itself (`"auto"`: today, start, end, login):
/// never keyed, passed over, saved with the entry; hidden ones never drawn.
@Suite("Automatic values", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct AutoValuesTests {
    static let form = """
        {"title": "Visit",
         "fields": [
          {"id": "keyer", "label": "Keyed by", "auto": "login"},
          {"id": "name", "label": "Name"},
          {"id": "year", "label": "Year", "calculation": "substr(${day}, 0, 4)"},
          {"id": "day", "label": "Day", "auto": "today"},
          {"id": "start", "auto": "start", "hidden": true},
          {"id": "end", "auto": "end", "hidden": true}
         ]}
        """

    func driver() throws -> FormDriver {
        let path = TestForms.write(Self.form, named: "visit.form.json", in: TestForms.folder())
        return FormDriver(try LoadedForm.load(path: path), keyer: "clerk7")
    }

    @Test func theFormFillsInTheDayTheTimesAndTheKeyer() throws {
        let form = try driver()
        // An XLSForm nearly always begins with a hidden start: the window's
        // keyboard goes to the first field a keyer keys, never to it.
        #expect(form.machine.fieldToFocus == 1)
        #expect(form.state.focusedField == 1)
        form.send(.focusEntered(field: 1))
        #expect(form.state.fields.map(\.text) == ["clerk7", "", "2027", "2027-01-15", "", ""], "the end only once saved")
        #expect(form.state.fields.map(\.isKeyed) == [false, true, false, false, false, false])
        #expect(form.state.fields.map(\.isHidden) == [false, false, false, false, true, true])
        form.hit(.edit(.insert("Ada")))
        #expect(form.state.fields[4].text == "2027-01-15T08:00:00Z", "the entry began with its first key")
        form.hit(.field(.enter))
        #expect(form.saved.count == 1, "Return passes over every field the form fills in, and saves")
        let values = Dictionary(uniqueKeysWithValues: form.saved[0].values.map { ($0.id, $0.text) })
        #expect(values == ["keyer": "clerk7", "name": "Ada", "year": "2027", "day": "2027-01-15",
                           "start": "2027-01-15T08:00:00Z", "end": "2027-01-15T08:00:00Z"])
    }

    @Test func anAutoValueTheFormCannotHaveIsRefused() {
        let folder = TestForms.folder()
        let path = TestForms.write(#"{"title": "T", "fields": [{"id": "a", "auto": "yesterday"}]}"#, named: "f.form.json", in: folder)
        #expect(throws: LoadError(path: path, line: 1, column: 47, message: "unknown 'auto' 'yesterday' (values: today, start, end, login, counter)")) {
            try LoadedForm.load(path: path)
        }
    }
}

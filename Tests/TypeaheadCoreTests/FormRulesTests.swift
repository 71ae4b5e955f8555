import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// A form's rules (`relevant`, `required`, `constraint`, `calculation`,
/// `readonly`): what a keyer from paper is asked, stopped at, and what is
/// saved; and a faulty rule refused at its place in the form file.
@Suite("Skip logic, checks and calculations", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct FormRulesTests {
    static let children = 0, under5 = 1, born = 2, age = 3, phone = 4, note = 5
    static let household = """
        {"title": "Household",
         "fields": [
          {"id": "children", "label": "Any children?", "pattern": "yes|no"},
          {"id": "under5", "label": "Children under 5", "relevant": "${children} = 'yes'",
           "constraint": ". >= 1 and . <= 20", "constraintMessage": "1 to 20"},
          {"id": "born", "label": "Year of birth", "constraint": ". >= 1900 and . <= 2026"},
          {"id": "age", "label": "Age", "calculation": "2026 - ${born}"},
          {"id": "phone", "label": "Phone", "required": "${children} = 'yes'"},
          {"id": "note", "label": "Note"}
         ]}
        """
    let folder = TestForms.folder()

    func load(_ text: String, keying: String = "") throws -> LoadedForm {
        let form = keying.isEmpty ? text : text.replacingOccurrences(of: "{\"title\": \"Household\",",
                                                                       with: "{\"title\": \"Household\", \"keying\": \"\(keying)\",")
        let path = TestForms.write(form, named: "household.form.json", in: folder)
        let loaded = try LoadedForm.load(path: path)
        _ = try FormRules(loaded.spec)
        return loaded
    }

    /// The error the opening gives a form, with its path written F.
    func refusal(_ fields: String) -> String? {
        TestForms.refusal(of: "{\"title\": \"T\",\n \"fields\": [\(fields)]}", in: folder) { _ = try FormRules($0.spec) }
    }

    @Test func aQuestionNotAskedIsPassedOverAndSavedEmpty() throws {
        let form = FormDriver(try load(Self.household))
        #expect(!form.state.fields[Self.under5].isRelevant)
        form.key("no\n")
        #expect(form.state.focusedField == Self.born, "Return passes over the question not asked")
        form.key("1990\n")
        #expect(form.state.focusedField == Self.phone, "and over the calculated age")
        form.hit(.field(.backTab))
        #expect(form.state.focusedField == Self.born, "Shift+Tab passes over it too")
        form.hit(.field(.tab))
        form.hit(.field(.backTab))
        form.hit(.field(.backTab))
        #expect(form.state.focusedField == Self.children)
        form.hit(.field(.tab))
        #expect(form.state.focusedField == Self.born)
        form.hit(.field(.save))
        #expect(form.lastSavedValues == ["children": "no", "under5": "", "born": "1990", "age": "36", "phone": "", "note": ""])
    }

    @Test func aValueKeptInAFieldNoLongerAskedIsNotSaved() throws {
        let form = FormDriver(try load(Self.household))
        form.key("yes\n3\n1980\n555\n")
        #expect(form.state.focusedField == Self.note)
        // The keyer corrects "yes" to "no": the count stays on screen, greyed, and is not saved.
        form.send(.focusEntered(field: Self.children))
        form.send(.textEdited(field: Self.children, text: "no"))
        #expect(!form.state.fields[Self.under5].isRelevant)
        #expect(form.state.fields[Self.under5].text == "3")
        form.hit(.field(.save))
        #expect(form.lastSavedValues["under5"] == "")
        #expect(form.lastSavedValues["children"] == "no")
    }

    @Test func aValueThatBreaksTheCheckStopsReturnWithTheFormsMessage() throws {
        let form = FormDriver(try load(Self.household))
        form.key("yes\n25\n")
        #expect(form.state.focusedField == Self.under5)
        #expect(form.window.bells == 1)
        #expect(form.state.fields[Self.under5].error == "1 to 20")
        form.hit(.edit(.backspace))
        form.hit(.edit(.backspace))
        form.key("2\n")
        #expect(form.state.focusedField == Self.born)
        form.key("1850\n")
        #expect(form.state.focusedField == Self.born)
        #expect(form.state.fields[Self.born].error == "Year of birth does not pass the form's check")
        #expect(form.state.fields[Self.age].text == "176", "a calculation follows whatever is typed")
    }

    @Test func headsDownAValueThatBreaksTheCheckHoldsTheKeysAfterIt() throws {
        let form = FormDriver(try load(Self.household, keying: "heads-down"))
        form.key("no\n1850\n1990\n")
        #expect(form.state.focusedField == Self.born)
        #expect(form.state.fields[Self.born].text == "1850", "keys typed past the stop never pour into the field")
        #expect(form.state.fields[Self.born].error?.contains("5 keys held: press Escape to edit") == true)
        form.hit(.field(.escape))
        form.send(.textEdited(field: Self.born, text: "1990"))
        form.key("\n")
        #expect(form.state.focusedField == Self.phone)
    }

    @Test func aCalculatedValueIsShownSavedAndNeverKeyed() throws {
        let form = FormDriver(try load(Self.household))
        #expect(form.state.fields[Self.age].text == "", "no number before the year is keyed")
        #expect(!form.state.fields[Self.age].isKeyed)
        form.key("no\n19")
        #expect(form.state.fields[Self.age].text == "2007")
        form.key("84")
        #expect(form.state.fields[Self.age].text == "42")
        form.send(.textEdited(field: Self.age, text: "7"))
        #expect(form.state.fields[Self.age].text == "42")
        form.hit(.field(.save))
        #expect(form.lastSavedValues["age"] == "42")
    }

    @Test func aFieldIsRequiredWhileItsExpressionHolds() throws {
        let form = FormDriver(try load(Self.household))
        form.key("no\n1990\n")
        #expect(!form.state.fields[Self.phone].isRequired)
        form.hit(.field(.save))
        #expect(form.saved.count == 1)
        form.key("yes\n2\n1990\n")
        #expect(form.state.fields[Self.phone].isRequired)
        form.hit(.field(.save))
        #expect(form.saved.count == 1)
        #expect(form.state.focusedField == Self.phone)
        #expect(form.state.fields[Self.phone].error == "Phone is required")
    }

    @Test func aFaultyRuleIsRefusedAtItsPlace() {
        #expect(refusal(#"{"id": "a"}, {"id": "b", "relevant": "${a} = "}"#)
                == "F:2:58: 'relevant' of field 'b': the expression ends too soon")
        #expect(refusal(#"{"id": "a"}, {"id": "b", "relevant": "${a} = 1 and ${c} = 2"}"#)
                == "F:2:64: 'relevant' of field 'b' reads ${c}, which is not a field of the form")
        #expect(refusal(#"{"id": "a", "calculation": "${b} + 1"}, {"id": "b", "calculation": "${a} * 2"}"#)
                == "F:2:41: field 'a' depends on itself: a → b → a")
        #expect(refusal(#"{"id": "a", "relevant": "${a} != ''"}"#) == "F:2:38: field 'a' depends on itself: a → a")
        #expect(refusal(#"{"id": "a", "constraintMessage": "no"}"#) == "F:2:46: field 'a' has a 'constraintMessage' but no 'constraint'")
        #expect(refusal(#"{"id": "a", "required": 1}"#) == "F:2:37: 'required' must be true, false or an expression, found a number")
        #expect(refusal(#"{"id": "a", "constraint": " "}"#) == "F:2:39: 'constraint' must not be empty")
        // Columns count the form file's characters: the expression starts at column 38 of line 2.
        #expect(refusal(#"{"id": "a", "relevant": "${a"}"#)?.hasPrefix("F:2:38: 'relevant' of field 'a': ") == true)
        #expect(refusal(#"{"id": "a", "constraint": "regex(., '[0-9')"}"#)?.hasPrefix("F:2:50: 'constraint' of field 'a': regex() ") == true,
                "a pattern that cannot be read, at its place")
    }

    @Test func anAgeIsWorkedOutFromTheDateOfBirthAndToday() throws {
        let text = """
            {"title": "Clinic", "fields": [{"id": "born", "label": "Born", "type": "date"},
             {"id": "age", "label": "Age", "calculation": "int((today() - ${born}) div 365.25)"},
             {"id": "guardian", "label": "Guardian", "relevant": "${age} < 18"}]}
            """
        let form = FormDriver(try load(text)) // the clock says 2027-01-15
        form.key("1990-05-17\n")
        #expect(form.saved.count == 1, "no guardian asked: Return saved")
        #expect(form.lastSavedValues == ["born": "1990-05-17", "age": "36", "guardian": ""])
        form.key("2015-01-16\n")
        #expect(form.state.fields[1].text == "11")
        #expect(form.state.focusedField == 2, "a child: the guardian is asked")
    }

    @Test func aLabelShowsTheValuesItNames() throws {
        let text = """
            {"title": "Household", "fields": [{"id": "members", "label": "Members", "type": "integer"},
             {"id": "check", "label": "You said ${members} members: ask for each one's name", "readonly": true},
             {"id": "note", "label": "Note"}]}
            """
        let form = FormDriver(try load(text))
        #expect(form.state.fields[1].label == "You said  members: ask for each one's name")
        form.key("05")
        #expect(form.state.fields[1].label == "You said 5 members: ask for each one's name", "the value as saved")
        #expect(refusal(#"{"id": "a", "label": "Hello ${who}"}"#) == "F:2:34: the label of field 'a' shows ${who}, which is not a field of the form", "at the label")
        #expect(refusal(#"{"id": "a${who}"}"#) == "F:2:20: the label of field 'a${who}' shows ${who}, which is not a field of the form",
                "without a label, the id is shown, and refused at the id")
    }

    @Test func aRequiredFieldSaysTheFormsMessage() throws {
        let text = """
            {"title": "T", "fields": [{"id": "consent", "label": "Consent", "required": true, "requiredMessage": "Read the consent first"},
             {"id": "note", "label": "Note"}]}
            """
        let form = FormDriver(try load(text))
        form.hit(.field(.save))
        #expect(form.state.fields[0].error == "Read the consent first")
    }

    @Test func everyFaultyRuleIsReportedAtOnce() throws {
        let text = """
            {"title": "T", "fields": [{"id": "a", "relevant": "${nobody} = 1"},
             {"id": "b", "constraint": ". >"},
             {"id": "c", "calculation": "${a} + ${b}"}, {"id": "d", "required": "${ghost}"}]}
            """
        let path = TestForms.write(text, named: "f.form.json", in: folder)
        do {
            _ = try FormRules(try LoadedForm.load(path: path).spec)
            Issue.record("a form with faulty rules was opened")
        } catch {
            let lines = error.lines.map { $0.replacingOccurrences(of: path, with: "F") }
            #expect(lines.count == 3, "\(lines)")
            #expect(lines.first?.hasPrefix("F:1:52: 'relevant' of field 'a' reads ${nobody}") == true, "\(lines)")
            #expect(lines.dropFirst().first?.hasPrefix("F:2:32: 'constraint' of field 'b': ") == true, "\(lines)")
            #expect(lines.last?.hasPrefix("F:3:70: 'required' of field 'd' reads ${ghost}") == true, "\(lines)")
        }
    }

    /// The machine keeps its last valuing of the rules (`LastValueMemo`);
    /// after any keys, in any field, with undo and saves between them, it
    /// must give what valuing afresh gives.
    @Test(arguments: [51, 52, 53] as [UInt64])
    func theKeptValuingIsAlwaysTheFreshOne(seed: UInt64) throws {
        let form = FormDriver(try load(Self.household))
        var random = SplitMix(seed: seed)
        let keys = ["y", "e", "s", "n", "o", "1", "9", "8", "0", "2", "\n"]
        for _ in 0..<400 {
            switch random.next() % 12 {
            case 0: form.hit(.edit(.backspace))
            case 1: form.send(.focusEntered(field: Int(random.next() % 6)))
            case 2: form.hit(.field(.undo))
            default: form.key(keys[Int(random.next() % UInt64(keys.count))])
            }
            #expect(form.machine.ruled == form.machine.freshlyRuled)
        }
    }
}

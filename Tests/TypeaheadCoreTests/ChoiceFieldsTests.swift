import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Choice fields (`"type": "choice"` with `choices`): the keyer types an
/// option's code, its number or its label's beginning, the list works as a
/// strict source's does, and the option's value is saved.
@Suite("Choice fields", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct ChoiceFieldsTests {
    static let sex = 0, status = 1, married = 2, spouse = 3
    static let form = """
        {"title": "Census",
         "choices": {"yesno": [{"value": "yes", "label": "Yes"}, {"value": "no", "label": "No"}]},
         "fields": [
          {"id": "sex", "label": "Sex", "type": "choice",
           "choices": [{"value": 1, "label": "Male"}, {"value": 2, "label": {"en": "Female", "de": "Weiblich"}}]},
          {"id": "status", "label": "Status", "type": "choice",
           "choices": [{"value": "m", "label": "Married"}, {"value": "s", "label": "Single"}, {"value": "w", "label": "Widowed"},
                       {"value": "sep", "label": "Separated or divorced"}]},
          {"id": "married", "label": "Ever married?", "type": "choice", "choices": "yesno"},
          {"id": "spouse", "label": "Spouse's name", "relevant": "selected(${married}, 'yes')"}
         ]}
        """
    let folder = TestForms.folder()

    func driver(_ options: String = "") throws -> FormDriver {
        let text = options.isEmpty ? Self.form : Self.form.replacingOccurrences(of: "{\"title\": \"Census\",", with: "{\"title\": \"Census\", \(options),")
        return FormDriver(try LoadedForm.load(path: TestForms.write(text, named: "census.form.json", in: folder)))
    }

    func refusal(_ fields: String, lists: String = "") -> String? {
        let text = "{\"title\": \"T\",\(lists)\n \"fields\": [\(fields)]}"
        return TestForms.refusal(of: text, in: folder)
    }

    @Test func anOptionIsTakenByItsCodeItsNumberOrItsLabel() throws {
        let form = try driver()
        form.key("2\n")
        #expect(form.state.fields[Self.sex].text == "Female")
        #expect(form.state.fields[Self.sex].isChosen)
        form.key("2\n")
        #expect(form.state.fields[Self.status].text == "Single", "the second option, by its number")
        form.key("y\n")
        #expect(form.state.fields[Self.married].text == "Yes", "typed in part, completed inline and taken")
        #expect(form.state.focusedField == Self.spouse)
        form.key("Ann")
        form.hit(.field(.save))
        #expect(form.lastSavedValues == ["sex": "2", "status": "s", "married": "yes", "spouse": "Ann"])
    }

    @Test func theListShowsTheOptionsATypedBeginningOrWordMatches() throws {
        let form = try driver()
        form.send(.focusEntered(field: Self.status))
        form.key("d")
        #expect(form.state.fields[Self.status].rows.map(\.text) == ["Separated or divorced"], "a word of the label")
        form.send(.textEdited(field: Self.status, text: ""))
        form.key("w")
        #expect(form.state.fields[Self.status].rows.map(\.text) == ["Widowed"])
        #expect(form.state.fields[Self.status].rows.first?.detail == "w", "the code shows beside the label")
        #expect(form.state.fields[Self.status].completion == "idowed")
        form.send(.textEdited(field: Self.status, text: "s"))
        #expect(form.state.fields[Self.status].rows.map(\.text) == ["Single", "Separated or divorced"], "the code first, then labels it begins")
        form.send(.textEdited(field: Self.status, text: ""))
        form.hit(.field(.openList))
        #expect(form.state.fields[Self.status].rows.count == 4, "every option, for nothing typed")
    }

    @Test func textThatIsNoOptionStopsReturn() throws {
        let form = try driver()
        form.key("x\n")
        #expect(form.state.focusedField == Self.sex)
        #expect(form.window.bells == 1)
        #expect(form.state.fields[Self.sex].error == "Choose one of the suggested values")
        form.send(.textEdited(field: Self.sex, text: "3"))
        form.key("\n")
        #expect(form.state.focusedField == Self.sex, "there is no third option")
    }

    @Test func headsDownACodeIsTakenAndAPrefixStops() throws {
        let form = try driver(#""keying": "heads-down""#)
        form.key("1\nw\nno\n")
        // The spouse is not asked after "no": that Return was the last, and saved.
        #expect(form.lastSavedValues == ["sex": "1", "status": "w", "married": "no", "spouse": ""])
        form.send(.focusEntered(field: Self.status))
        form.send(.textEdited(field: Self.status, text: "wid"))
        form.key("\nxyz")
        #expect(form.state.fields[Self.status].text == "wid", "keys typed past the stop are held")
        #expect(form.window.bells >= 1)
    }

    @Test func aChoiceListTheFormCannotUseIsRefusedAtItsPlace() {
        #expect(refusal(#"{"id": "a", "type": "choice"}"#) == "F:2:13: choice field 'a' needs 'choices'")
        #expect(refusal(#"{"id": "a", "choices": "yn"}"#) == "F:2:36: field 'a' has 'choices' but its 'type' is neither choice nor choices")
        #expect(refusal(#"{"id": "a", "type": "choice", "choices": "yn"}"#)
                == "F:2:54: unknown choice list 'yn' (the form's 'choices': )")
        #expect(refusal(#"{"id": "a", "type": "choice", "choices": []}"#) == "F:2:54: a choice list has no options")
        #expect(refusal(#"{"id": "a", "type": "choice", "choices": [{"value": "1"}, {"value": 1}]}"#)
                == "F:2:81: option '1' is given twice")
        #expect(refusal(#"{"id": "a", "type": "choice", "choices": [{"value": "a b"}]}"#)
                == "F:2:65: an option's 'value' must be a word without spaces, found 'a b'")
        #expect(refusal(#"{"id": "a", "type": "choice", "choices": [{"value": "1", "label": "Oui"}, {"value": "2", "label": "oui"}]}"#)
                == "F:2:111: two options are labelled 'oui'")
        #expect(refusal(#"{"id": "a", "type": "choice", "choices": [{"value": "1", "colour": "red"}]}"#)?
                    .hasPrefix("F:2:70: unknown property 'colour' in 'choices'") == true)
        #expect(refusal(#"{"id": "a", "type": "choice", "choices": "yn"}"#, lists: #" "choices": {"yn": {"value": 1}},"#)?
                    .hasPrefix("F:1:34: a choice list must be an array") == true)
    }
}

/// Cascading choices (`choiceFilter`, XLSForm's choice_filter): a field's
/// options are those whose columns the fields before it allow.
@Suite("Cascading choices", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct CascadingChoicesTests {
    static let country = 0, region = 1
    static let form = """
        {"title": "Places",
         "fields": [
          {"id": "country", "label": "Country", "type": "choice",
           "choices": [{"value": "ie", "label": "Ireland"}, {"value": "fr", "label": "France"}]},
          {"id": "region", "label": "Region", "type": "choice", "choiceFilter": "country = ${country}",
           "choices": [{"value": "l", "label": "Leinster", "columns": {"country": "ie"}},
                       {"value": "m", "label": "Munster", "columns": {"country": "ie"}},
                       {"value": "b", "label": "Bretagne", "columns": {"country": "fr"}},
                       {"value": "n", "label": "Normandie", "columns": {"country": "fr"}}]},
          {"id": "note", "label": "Note"}
         ]}
        """
    let folder = TestForms.folder()

    func driver() throws -> FormDriver {
        FormDriver(try LoadedForm.load(path: TestForms.write(Self.form, named: "places.form.json", in: folder)))
    }

    @Test func aRegionIsOfferedOnlyInTheCountryChosen() throws {
        let form = try driver()
        form.key("fr\n")
        form.hit(.field(.openList))
        #expect(form.state.fields[Self.region].rows.map(\.text) == ["Bretagne", "Normandie"])
        form.send(.textEdited(field: Self.region, text: "m"))
        #expect(form.state.fields[Self.region].rows.isEmpty, "Munster is Irish")
        form.send(.textEdited(field: Self.region, text: ""))
        form.key("n\nok\n")
        #expect(form.lastSavedValues == ["country": "fr", "region": "n", "note": "ok"])
    }

    @Test func aRegionLeftFromAnotherCountryIsRefused() throws {
        let form = try driver()
        form.key("ie\nm\n")
        form.send(.focusEntered(field: Self.country))
        form.send(.textEdited(field: Self.country, text: "France"))
        form.hit(.field(.save))
        #expect(form.saved.isEmpty)
        #expect(form.state.focusedField == Self.region)
        #expect(form.state.fields[Self.region].error == "“Munster” is not among the options the fields before it allow")
    }

    @Test func aFilterOverColumnsTheOptionsLackIsRefusedAtItsPlace() {
        let text = Self.form.replacingOccurrences(of: "\"country = ${country}\"", with: "\"land = ${country}\"")
        #expect(TestForms.refusal(of: text, in: folder) { _ = try FormRules($0.spec) }?
                    .hasSuffix("the 'choiceFilter' of field 'region' reads 'land', which its options do not have (columns: country)") == true)
    }
}

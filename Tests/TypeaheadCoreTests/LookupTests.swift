import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

@Suite("A record looked up in another source", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct LookupTests {
    static let city = 0, country = 1, code = 2, note = 3

    func texts(_ form: FormDriver) -> [String] { form.state.fields.map(\.text) }

    @Test func choosingACityFillsTheCountryFromCountries() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.choose(typing: "zur", in: Self.city)
        #expect(texts(form) == ["Zürich", "Switzerland", "CH", ""])
        #expect(form.state.fields[Self.country].isChosen)
        form.press(.save, in: Self.country)
        let saved = try #require(form.saved.first)
        #expect(saved.records.map(\.key) == ["1", "CH", "CH"])
    }

    @Test func choosingAnotherCityChangesWhatItFilled() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.choose(typing: "zur", in: Self.city)
        form.choose(typing: "paris", row: 1, in: Self.city) // Paris, US
        #expect(texts(form) == ["Paris", "United States", "US", ""])
    }

    @Test func editingTheCityClearsWhatItFilled() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.choose(typing: "zur", in: Self.city)
        form.send(.focusEntered(field: Self.city))
        form.type("Züri", in: Self.city)
        #expect(texts(form) == ["Züri", "", "", ""])
    }

    @Test func aCityWithNoCountryLeavesTheCountryEmpty() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.choose(typing: "zur", in: Self.city)
        form.choose(typing: "atlantis", in: Self.city) // no country code
        #expect(texts(form) == ["Atlantis", "", "", ""])
    }

    @Test func aCountryThePersonChoseIsLeftAlone() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.choose(typing: "France", in: Self.country)
        form.choose(typing: "zur", in: Self.city)
        #expect(texts(form) == ["Zürich", "France", "FR", ""])
        form.send(.focusEntered(field: Self.city))
        form.type("", in: Self.city)
        #expect(texts(form) == ["", "France", "FR", ""]) // not the city's to clear
    }

    @Test func aCountryThePersonTypedIsKeptAndTheRestFilled() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.send(.focusEntered(field: Self.country))
        form.type("Helvetia", in: Self.country)
        form.choose(typing: "zur", in: Self.city)
        #expect(texts(form) == ["Zürich", "Helvetia", "CH", ""])
    }

    @Test func theDemoFillsCountryAndCodeFromTheCity() throws {
        let form = FormDriver(try LoadedForm.load(formPath: "data/demo.form.json"))
        form.choose(typing: "Zürich", in: 1)
        #expect(form.state.fields[2].text == "Switzerland")
        #expect(form.state.fields[3].text == "CH")
    }

    func refusal(_ lookup: String, countryOptions: String = "") -> String? {
        do {
            _ = try TestForms.lookupForm(lookup: lookup, countryOptions: countryOptions)
            return nil
        } catch {
            return "\(error.line.map(String.init) ?? "?"):\(error.column.map(String.init) ?? "?"): \(error.message)"
        }
    }

    @Test func badLookupsAreRefusedWhereTheyAreWritten() {
        #expect(refusal(#"{ "from": "town", "column": "country_code", "match": "code" }"#)
                == "10:17: field 'country' looks up from unknown field 'town'")
        #expect(refusal(#"{ "from": "note", "column": "country_code", "match": "code" }"#)
                == "10:17: field 'country' looks up from field 'note', which has no source")
        #expect(refusal(#"{ "from": "country_code", "column": "code", "match": "code" }"#)
                == "10:17: field 'country' looks up from field 'country_code' of its own record 'countries'")
        #expect(refusal(#"{ "from": "city", "column": "cc", "match": "code" }"#)
                == "10:17: source 'cities' of field 'city' has no column 'cc' for the lookup of field 'country' (columns: id, name, country_code, population)")
        #expect(refusal(#"{ "from": "city", "column": "country_code", "match": "iso" }"#)
                == "10:17: source 'countries' has no column 'iso' for the lookup of field 'country' to match (columns: code, name)")
        #expect(refusal(#"{ "from": "city", "column": "country_code" }"#)
                == "10:17: the lookup of field 'country' needs 'match'")
        #expect(refusal(#"{ "from": "city", "column": "country_code", "match": "code", "via": 1 }"#)?
                    .hasPrefix("10:78: unknown property 'via' in the lookup of field 'country'") == true)
        #expect(refusal(#""city""#) == "10:17: the lookup of field 'country' must be an object, found a string")
    }
}

import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// A correction and a restored draft are the same machine state as a new
/// entry: changing the city there changes the country it looked up.
@Suite("Links in a correction or a restored draft", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct CorrectedLinksTests {
    static let city = 0, country = 1, code = 2, note = 3
    static let version = EntryID.uuid("019b76da-a800-7f2a-89a7-a6a36513270e")
    /// Zürich, as saved or kept: its country looked up from it.
    static let zurich = Draft(values: ["city": "Zürich", "country": "Switzerland", "country_code": "CH", "note": "n"],
                              records: ["city": "1", "country": "CH", "country_code": "CH"])

    func texts(_ form: FormDriver) -> [String] { form.state.fields.map(\.text) }

    @Test func aCorrectedCityTakesItsNewCountryAlong() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.send(.correct(version: Self.version, values: Self.zurich))
        #expect(texts(form) == ["Zürich", "Switzerland", "CH", "n"])
        form.choose(typing: "york", in: Self.city)
        #expect(texts(form) == ["York", "United Kingdom", "GB", "n"])
        form.press(.save, in: Self.city)
        let saved = try #require(form.saved.first)
        #expect(saved.values.map { "\($0.id)=\($0.text)" } == ["city=York", "country=United Kingdom", "country_code=GB", "note=n"])
        #expect(saved.records.map { "\($0.id)=\($0.key)" } == ["city=4", "country=GB", "country_code=GB"])
    }

    @Test func editingACorrectedCityClearsItsCountry() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.send(.correct(version: Self.version, values: Self.zurich))
        form.type("Züri", in: Self.city)
        #expect(texts(form) == ["Züri", "", "", "n"])
    }

    @Test func aRestoredDraftsCityTakesItsNewCountryAlong() throws {
        let form = FormDriver(try TestForms.lookupForm(), draft: Self.zurich)
        form.choose(typing: "york", in: Self.city)
        #expect(texts(form) == ["York", "United Kingdom", "GB", "n"])
    }

    /// A country that is not the one the city gives was chosen by the
    /// person: the city leaves it alone, in a correction as in a new entry.
    @Test func aCountryTheCityDoesNotGiveStaysTheKeyersChoice() throws {
        let form = FormDriver(try TestForms.lookupForm())
        let chosenApart = Draft(values: ["city": "Zürich", "country": "France", "country_code": "FR"],
                                records: ["city": "1", "country": "FR", "country_code": "FR"])
        form.send(.correct(version: Self.version, values: chosenApart))
        form.choose(typing: "york", in: Self.city)
        #expect(texts(form) == ["York", "France", "FR", ""])
    }
}

import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// A form's texts and columns given per language, chosen by the person's
/// languages, then the form's `default_language`, then the first written.
@Suite("A form in several languages", .timeLimit(minutes: 5), .hangWatchdog)
struct FormLanguagesTests {
    static let cities = "id\tname\tname_de\tname_he\n1\tVienna\tWien\tוינה\n2\tMunich\tMünchen\tמינכן\n"

    static let form = """
        {
          "title": {"en": "Trip", "de": "Reise", "he": "נסיעה"},
          "default_language": "en",
          "sources": {"cities": {"file": "cities.tsv", "key": "id"}},
          "fields": [
            {"id": "city", "label": {"en": "City", "de": "Stadt", "he": "עיר"},
             "placeholder": {"en": "Where to?", "de": "Wohin?"},
             "source": "cities", "column": {"en": "name", "de": "name_de", "he": "name_he"}, "strict": true},
            {"id": "code", "label": {"de": "Kürzel", "fr": "Code"}, "pattern": "[A-Z]+",
             "patternMessage": {"en": "Capital letters", "de": "Großbuchstaben"}},
            {"id": "note", "label": "Note"}
          ]
        }
        """

    func load(_ form: String = FormLanguagesTests.form, languages: [String]) throws -> LoadedForm {
        let folder = TestForms.folder()
        _ = TestForms.write(Self.cities, named: "cities.tsv", in: folder)
        return try LoadedForm.load(formPath: TestForms.write(form, named: "trip.form.json", in: folder), languages: languages)
    }

    @Test func thePersonsLanguageComesFirst() throws {
        let german = try load(languages: ["de", "en"]).spec
        #expect(german.title == "Reise")
        #expect(german.fields.map(\.label) == ["Stadt", "Kürzel", "Note"])
        #expect(german.fields[0].placeholder == "Wohin?" && german.fields[0].column == "name_de")
        #expect(german.fields[1].patternMessage == "Großbuchstaben")
        let hebrew = try load(languages: ["he"]).spec
        #expect(hebrew.title == "נסיעה" && hebrew.fields[0].label == "עיר" && hebrew.fields[0].column == "name_he")
        // Not given in Hebrew: the default language, English.
        #expect(hebrew.fields[0].placeholder == "Where to?" && hebrew.fields[1].patternMessage == "Capital letters")
    }

    @Test func thenTheFormsDefaultLanguageThenTheFirstWritten() throws {
        let french = try load(languages: ["fr"]).spec
        #expect(french.title == "Trip" && french.fields[0].label == "City" && french.fields[1].label == "Code")
        // No English label for "code" and no French in the C locale: the first written.
        let none = try load(languages: []).spec
        #expect(none.fields[1].label == "Kürzel")
        let noDefault = try load(Self.form.replacingOccurrences(of: "\"default_language\": \"en\",", with: ""), languages: ["it"]).spec
        #expect(noDefault.title == "Trip" && noDefault.fields[1].label == "Kürzel")
    }

    @Test func aRegionOrLocaleNameCountsAsItsLanguage() throws {
        #expect(try load(languages: ["de_CH"]).spec.title == "Reise")
        let regional = Self.form.replacingOccurrences(of: "\"de\": \"Reise\"", with: "\"de-AT\": \"Reise\"")
        #expect(try load(regional, languages: ["de"]).spec.title == "Reise")
    }

    /// The search column is the person's language's; the suggestions come from it.
    @Test func theFieldSearchesItsLanguagesColumn() throws {
        let form = try load(languages: ["de"])
        let found = form.sources["cities"]!.suggestions(for: "mün", column: form.spec.fields[0].column!, limit: 5)
        #expect(found.map(\.text) == ["München"])
    }

    @Test(arguments: [
        ("\"label\": 3", "1:68: 'label' must be a string or an object of language to text, found a number"),
        ("\"label\": {}", "1:68: 'label' gives no language"),
        ("\"label\": {\"de\": \"A\", \"x y\": \"B\"}", "1:80: 'x y' in 'label' is not a language code"),
        ("\"label\": {\"de\": 5}", "1:75: 'label' in 'de' must be a string, found a number"),
        ("\"label\": {\"de\": \"A\", \"de\": \"B\"}", "1:80: language 'de' of 'label' is given twice"),
    ])
    func aBadTextIsNamedWhereItIs(property: String, message: String) throws {
        let form = "{\"title\": \"T\", \"fields\": [{\"id\": \"a\", \"placeholder\": \"p\", \(property)}]}"
        let error = try #require(throws: LoadError.self) { try load(form, languages: ["de"]) }
        #expect(error.description.contains("trip.form.json:" + message), "\(error)")
    }

    @Test func aBadTitleOrDefaultLanguageIsNamedWhereItIs() throws {
        let emptyTitle = try #require(throws: LoadError.self) {
            try load("{\"title\": {\"en\": \" \"}, \"fields\": [{\"id\": \"a\"}]}", languages: [])
        }
        #expect(emptyTitle.description.contains("trip.form.json:1:18: 'title' in 'en' must not be empty"), "\(emptyTitle)")
        let badDefault = try #require(throws: LoadError.self) {
            try load("{\"title\": \"T\", \"default_language\": \"English\", \"fields\": [{\"id\": \"a\"}]}", languages: [])
        }
        #expect(badDefault.description.contains("trip.form.json:1:36: 'default_language' is not a language code"), "\(badDefault)")
    }

    /// A column named for another language must exist too: the form is
    /// right or wrong whatever the person's language.
    @Test func aMissingColumnOfAnotherLanguageIsRefused() throws {
        let form = Self.form.replacingOccurrences(of: "\"he\": \"name_he\"", with: "\"he\": \"name_iw\"")
        let error = try #require(throws: LoadError.self) { try load(form, languages: ["de"]) }
        #expect(error.description.contains("trip.form.json:8:36: source 'cities' has no column 'name_iw', named for another language of field 'city'"), "\(error)")
    }
}

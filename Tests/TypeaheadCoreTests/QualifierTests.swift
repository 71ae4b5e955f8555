import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// Words typed after a name tell its namesakes apart: they are matched
/// against the record's other columns, its detail, and the values the form
/// looks up from it.
@Suite("Qualifiers: words after a name", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct QualifierTests {
    static let city = 1, country = 2
    /// The demo form over the bundled cities, loaded and indexed once for
    /// the whole suite (each test's machine is its own): the tests share
    /// the main actor with every other suite.
    static let demo = try! LoadedForm.load(formPath: "data/demo.form.json")

    /// The bundled GeoNames cities, as the demo form searches them.
    @Test(arguments: [
        ("hamilton gb", "Scotland, United Kingdom"), ("valencia es", "Valencia, Spain"),
        ("london ca", "Ontario, Canada"), ("portland me", "Maine, United States"),
        ("springfield ma", "Massachusetts, United States"), ("dublin ire", "Leinster, Ireland"),
        ("Hamilton  GB", "Scotland, United Kingdom"), ("zurich ch", "Zürich, Switzerland"),
    ])
    func theWordsPutThatNamesakeFirst(_ typed: String, _ detail: String) throws {
        let form = FormDriver(Self.demo)
        form.send(.focusEntered(field: Self.city))
        form.type(typed, in: Self.city)
        let top = try #require(form.state.fields[Self.city].rows.first)
        #expect(top.detail == detail)
        #expect(form.state.fields[Self.city].highlightedRow == 0)
        form.press(.enter, in: Self.city)
        #expect(form.state.fields[Self.city].isChosen)
        #expect(detail.hasSuffix(form.state.fields[Self.country].text))
    }

    @Test func theMatchedWordsAreBoldInTheDetail() throws {
        let form = FormDriver(Self.demo)
        form.send(.focusEntered(field: Self.city))
        form.type("london ont", in: Self.city)
        let top = try #require(form.state.fields[Self.city].rows.first)
        #expect(top.detail == "Ontario, Canada")
        #expect(top.detailMatchedRanges == [0..<3])
        form.type("portland me", in: Self.city) // an abbreviation: the whole word
        #expect(form.state.fields[Self.city].rows.first?.detailMatchedRanges == [0..<5])
    }

    /// Only the country code is in the city's row; the country's name comes
    /// from the lookup, and counts too.
    @Test func aLookedUpValueQualifiesToo() throws {
        let form = FormDriver(try TestForms.lookupForm())
        form.send(.focusEntered(field: 0))
        form.type("paris uni", in: 0)
        #expect(form.state.fields[0].rows.first?.detail == "US")
        form.press(.enter, in: 0)
        #expect(form.state.fields.map(\.text) == ["Paris", "United States", "US", ""])
    }

    /// A name that begins a value is searched as ever: the words are read
    /// as qualifiers only when no value begins with the whole text.
    @Test func aNameOfSeveralWordsIsStillAName() throws {
        let form = FormDriver(Self.demo)
        form.send(.focusEntered(field: Self.city))
        form.type("new york", in: Self.city)
        #expect(form.state.fields[Self.city].rows.first?.text == "New York City")
        #expect(form.state.fields[Self.city].rows.first?.detailMatchedRanges == [])
    }

    /// Heads-down, words that leave one record name it: Return takes it.
    @Test func headsDownAQualifierThatLeavesOneIsTaken() {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces, formOptions: #", "keying": "heads-down""#))
        form.send(.focusEntered(field: 1))
        form.type("hamilton uni", in: 1)
        form.press(.enter, in: 1)
        #expect(form.state.fields.map(\.text) == ["", "Hamilton", "United Kingdom", ""])
        #expect(form.window.bells == 0)
        form.send(.focusEntered(field: 1))
        form.type("hamilton n", in: 1) // "n" begins a word of New Zealand's Hamilton alone
        form.press(.enter, in: 1)
        #expect(form.state.fields[2].text == "New Zealand")
    }

    @Test func wordsThatMatchNothingFindNothing() {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces))
        form.send(.focusEntered(field: 1))
        form.type("hamilton xyz", in: 1)
        #expect(!form.state.fields[1].rows.contains { $0.text == "Hamilton" })
    }
}

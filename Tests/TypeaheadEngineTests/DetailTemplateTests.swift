import Testing
@testable import TestSupport
@testable import TypeaheadEngine

@Suite("Detail lines", .timeLimit(minutes: 5), .hangWatchdog)
struct DetailTemplateTests {
    func render(_ template: String, _ values: [String: String]) -> String {
        DetailTemplate(template).render { values[$0] ?? "" }
    }

    @Test func fillsColumnsBetweenTheirLiterals() {
        #expect(render("{admin1}, {country}", ["admin1": "Île-de-France", "country": "France"]) == "Île-de-France, France")
        #expect(render("in {country}!", ["country": "France"]) == "in France!")
    }

    @Test func dropsAnEmptyValueWithItsSeparator() {
        #expect(render("{admin1}, {country}", ["country": "France"]) == "France")
        #expect(render("{admin1}, {country}", ["admin1": "Bavaria"]) == "Bavaria")
        #expect(render("{a}, {b}, {c}", ["a": "A", "c": "C"]) == "A, C")
        #expect(render("({a})", [:]) == "")
    }

    @Test func keepsAnUnclosedBraceAsText() {
        #expect(DetailTemplate("{country} {oops").columnNames == ["country"])
        #expect(render("{country} {oops", ["country": "France"]) == "France {oops")
    }
}

import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// Issue 49.6: every way text reaches a field holds to the entry's limit
/// (`EntryBuffer.maximumBytes`, what a GtkEntry holds), cut at a code
/// point with the toast a cut paste gets, so neither the field nor its
/// draft grows past it.
@Suite("Every value fits its field", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct FieldLimitTests {
    static let huge = "Long" + String(repeating: "é", count: 40_000) // 80,004 bytes
    static let cut = "Only 32769 of 40004 characters fit in the field"

    func fits(_ text: String) -> Bool { text.utf8.count <= EntryBuffer.maximumBytes }

    @Test func aChosenRecordsValuesAreCutToTheLimit() throws {
        let form = FormDriver(TestForms.placesForm([("Hamilton", "Canada", 1), (Self.huge, Self.huge, 2)]))
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("long", in: 1)
        form.press(.enter, in: 1) // the long place taken: it fills its country too
        let place = form.state.fields[1].text, country = form.state.fields[2].text
        #expect(fits(place) && fits(country))
        #expect(place.hasPrefix("Longéé") && country.hasPrefix("Longéé"))
        #expect(place.utf8.count == EntryBuffer.maximumBytes) // 4 + 2 × 32,765: whole "é"s only
        #expect(form.state.toast?.text == Self.cut)
        let draft = try #require(form.drafts.last ?? nil)
        #expect(draft.values.values.allSatisfy(fits), "the draft holds what the fields hold")
    }

    @Test func aRestoredDraftOrCorrectionIsCutToTheLimit() {
        let form = FormDriver(TestForms.tripForm(), draft: Draft(values: ["name": Self.huge], records: [:]))
        #expect(fits(form.state.fields[0].text))
        form.type("!", in: 0)
        #expect((form.drafts.last ?? nil)?.values["name"].map(fits) == true, "the draft written next holds what fits")
        form.send(.correct(version: .line(1), values: Draft(values: ["name": "Ada", "city": "", "country": Self.huge], records: [:])))
        #expect(fits(form.state.fields[2].text))
        #expect(form.state.toast?.text == Self.cut)
    }
}

import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Forms that finish themselves: patterns, sticky fields, narrowing, saving
/// from anywhere, undo, clearing, and drafts.
@Suite("Finishing a form", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct FormFinishingTests {
    /// Airports: two records from one source (from, to), each with its city.
    static func flightForm(extra: String = "") -> LoadedForm {
        let folder = TestForms.folder()
        _ = TestForms.write("""
            code\tcity\tcountry\tpassengers
            ZRH\tZürich\tSwitzerland\t31000000
            GVA\tGeneva\tSwitzerland\t17000000
            LHR\tLondon\tUnited Kingdom\t80000000
            LGW\tLondon\tUnited Kingdom\t46000000
            JFK\tNew York\tUnited States\t62000000

            """, named: "airports.tsv", in: folder)
        _ = TestForms.write("name\tcode\nSwitzerland\tCH\nUnited Kingdom\tGB\nUnited States\tUS\n", named: "countries.tsv", in: folder)
        let form = """
            {
              "title": "Flight",
              "sources": {
                "airports": { "file": "airports.tsv", "key": "code", "weight": "passengers", "detail": "{city}" },
                "countries": { "file": "countries.tsv", "key": "code" }
              },
              "fields": [
                { "id": "agent", "label": "Agent", "sticky": true },
                { "id": "country", "label": "Country", "source": "countries", "column": "name" },
                { "id": "from", "label": "From", "source": "airports", "column": "code", "record": "from", "strict": true,
                  "narrow": { "country": "country" } },
                { "id": "fromCity", "label": "From city", "source": "airports", "column": "city", "record": "from" },
                { "id": "to", "label": "To", "source": "airports", "column": "code", "record": "to" },
                { "id": "toCity", "label": "To city", "source": "airports", "column": "city", "record": "to" },
                { "id": "seat", "label": "Seat", "pattern": "[0-9]{1,2}[A-K]", "patternMessage": "A row and a letter, like 14C" }\(extra)
              ]
            }
            """
        return try! LoadedForm.load(formPath: TestForms.write(form, named: "flight.form.json", in: folder))
    }

    @Test func twoRecordsFromOneSourceFillTheirOwnFields() {
        let form = FormDriver(Self.flightForm())
        form.choose(typing: "ZRH", in: 2)
        form.choose(typing: "LGW", in: 4)
        #expect(form.state.fields[3].text == "Zürich")
        #expect(form.state.fields[5].text == "London")
        form.type("GV", in: 2) // changing "from" clears only what it filled
        #expect(form.state.fields[3].text.isEmpty)
        #expect(form.state.fields[5].text == "London")
    }

    @Test func aFieldIsNarrowedByTheRecordChosenInAnother() {
        let form = FormDriver(Self.flightForm())
        form.send(.focusEntered(field: 2))
        form.type("l", in: 2)
        #expect(form.state.fields[2].rows.map(\.text) == ["LHR", "LGW"])
        form.choose(typing: "Switzerland", in: 1)
        form.send(.focusEntered(field: 2))
        form.press(.openList, in: 2) // "l", now among Swiss airports only
        #expect(form.state.fields[2].showsNoMatches)
        form.type("", in: 2)
        form.press(.openList, in: 2)
        #expect(form.state.fields[2].rows.map(\.text) == ["ZRH", "GVA"])
    }

    @Test func aPatternIsCheckedWithItsMessage() {
        let form = FormDriver(Self.flightForm())
        form.send(.focusEntered(field: 6))
        form.type("14", in: 6)
        form.send(.focusLeft(field: 6))
        #expect(form.state.fields[6].error == "A row and a letter, like 14C")
        form.type("14C", in: 6)
        #expect(form.state.fields[6].error == nil)
        form.type("", in: 6)
        #expect(form.state.fields[6].error == nil) // empty and not required: valid
    }

    @Test func ctrlReturnCommitsTheFieldAndSavesFromAnywhere() throws {
        let form = FormDriver(Self.flightForm())
        form.type("Ann", in: 0)
        form.send(.focusEntered(field: 2))
        form.type("zrh", in: 2) // an exact value, not yet taken
        form.press(.escape, in: 2)
        form.press(.save, in: 2)
        let saved = try #require(form.saved.first)
        #expect(saved.records.map(\.key) == ["ZRH", "ZRH"]) // from, and the city it filled
        #expect(saved.values.first { $0.id == "fromCity" }?.text == "Zürich")
    }

    @Test func ctrlReturnOnAnInvalidFormGoesToTheFirstInvalidField() {
        let form = FormDriver(Self.flightForm())
        form.send(.focusEntered(field: 6))
        form.type("x", in: 6)
        form.press(.save, in: 6)
        #expect(form.saved.isEmpty)
        #expect(form.state.focusedField == 6)
        #expect(form.state.fields[6].error != nil)
    }

    @Test func stickyFieldsStayAfterASave() {
        let form = FormDriver(Self.flightForm())
        form.type("Ann", in: 0)
        form.choose(typing: "JFK", in: 2)
        form.press(.save, in: 3)
        #expect(form.state.fields[0].text == "Ann")
        #expect(form.state.fields[2].text.isEmpty)
        #expect(form.state.focusedField == 1) // the sticky name, holding its value, passed over
    }

    @Test func ctrlZAfterTakingASuggestionBringsBackWhatWasTyped() {
        let form = FormDriver(Self.flightForm())
        form.choose(typing: "zr", in: 2)
        #expect(form.state.fields[2].text == "ZRH")
        #expect(form.state.focusedField == 3)
        #expect(form.press(.undo, in: 3).handled)
        #expect(form.state.fields[2].text == "zr")
        #expect(form.state.fields[3].text.isEmpty)
        #expect(form.state.focusedField == 2)
        #expect(form.press(.undo, in: 2).handled) // nothing more, and still the form's: never the entry's own undo
        #expect(form.state.fields[2].text == "zr")
    }

    @Test func ctrlNClearsAndCtrlZUndoes() {
        let form = FormDriver(Self.flightForm())
        form.type("Ann", in: 0)
        form.choose(typing: "JFK", in: 2)
        form.press(.clear, in: 3)
        #expect(form.state.fields.allSatisfy { $0.text.isEmpty })
        #expect(form.state.toast == Toast(text: "Form cleared", action: .undo))
        #expect(form.state.focusedField == 0)
        #expect(form.drafts.last == .some(nil)) // the draft is dropped
        form.press(.undo, in: 0)
        #expect(form.state.fields[2].text == "JFK")
        #expect(form.state.fields[3].text == "New York")
    }

    @Test func theDraftFollowsEveryChangeAndIsDroppedOnSave() throws {
        let form = FormDriver(Self.flightForm())
        form.type("Ann", in: 0)
        #expect(form.drafts.last??.values["agent"] == "Ann")
        form.choose(typing: "GVA", in: 2)
        let draft = try #require(form.drafts.last ?? nil)
        #expect(draft.records == ["from": "GVA", "fromCity": "GVA"])
        #expect(draft.values["fromCity"] == "Geneva")
        form.press(.save, in: 3)
        #expect(form.drafts.last??.values == ["agent": "Ann", "country": "", "from": "", "fromCity": "", "to": "", "toCity": "", "seat": ""])
    }

    @Test func aRestoredDraftBringsBackValuesAndRecords() throws {
        let first = FormDriver(Self.flightForm())
        first.type("Ann", in: 0)
        first.choose(typing: "LGW", in: 4)
        let draft = try #require(first.drafts.last ?? nil)

        var machine = FormMachine(form: Self.flightForm())
        machine.restore(draft)
        #expect(machine.viewState.fields[4].text == "LGW")
        #expect(machine.viewState.fields[5].text == "London")
        #expect(machine.viewState.fields[4].isChosen)
        #expect(machine.viewState.toast == "Restored the entry you had not saved")
        #expect(machine.currentDraft == draft)
    }

    @Test(arguments: [
        (#", { "id": "x", "narrow": { "c": "y" } }"#, "field 'x' narrows but has no source"),
        (#", { "id": "x", "source": "airports", "narrow": { "country": "nobody" } }"#, "field 'x' narrows by unknown field 'nobody'"),
        (#", { "id": "x", "pattern": "([a-z" }"#, "'pattern' of field 'x' cannot be checked: at its character 2, a '[' without its ']'"),
    ])
    func badNarrowingAndPatternsAreRefused(extra: String, message: String) throws {
        let folder = TestForms.folder()
        _ = TestForms.write("code\tcity\nZRH\tZürich\n", named: "airports.tsv", in: folder)
        let form = """
            {"title": "T", "sources": {"airports": {"file": "airports.tsv"}},
             "fields": [{"id": "a", "source": "airports", "column": "code"}\(extra)]}
            """
        let path = TestForms.write(form, named: "t.form.json", in: folder)
        let error = try #require(throws: LoadError.self) { try LoadedForm.load(formPath: path) }
        #expect(error.message == message)
    }

    @Test func anUnknownStrictValueOffersTheClosestAndReturnTakesIt() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("Zurihc", in: 1)
        form.press(.escape, in: 1)
        form.press(.enter, in: 1)
        #expect(form.state.focusedField == 1) // held: not a known value
        #expect(form.state.fields[1].error == "Choose one of the suggested values")
        #expect(form.state.fields[1].didYouMean == "Zürich")
        form.press(.enter, in: 1) // takes it
        #expect(form.state.fields[1].text == "Zürich")
        #expect(form.state.fields[2].text == "Switzerland")
        #expect(form.state.focusedField == 2)
    }

    @Test func aClickOnDidYouMeanTakesItAndAnEditWithdrawsIt() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.type("Zugg", in: 1)
        form.press(.escape, in: 1)
        form.press(.enter, in: 1)
        #expect(form.state.fields[1].didYouMean == "Zug")
        form.type("Zugx", in: 1)
        #expect(form.state.fields[1].didYouMean == nil)
        form.press(.escape, in: 1)
        form.press(.enter, in: 1)
        form.send(.didYouMeanTaken(field: 1))
        #expect(form.state.fields[1].text == "Zug")
        #expect(form.state.fields[1].error == nil)
    }
}

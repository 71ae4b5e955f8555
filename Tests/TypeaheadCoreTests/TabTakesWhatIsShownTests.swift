import Foundation
import PropertyBased
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// Tab and Shift+Tab take what the field shows, as Return does: the
/// highlighted row or the inline completion; with nothing shown, the typed
/// text in its record's own spelling.
@Suite("Tab takes what is shown", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct TabTakesWhatIsShownTests {
    /// "pari" is a village of its own, and the start of Paris, which ranks
    /// first by weight and completes it inline.
    static let citiesTSV = """
        id\tname\tcountry\tpopulation
        1\tParis\tFrance\t2100000
        2\tPari\tBrazil\t1000
        3\tParma\tItaly\t190000
        4\tSpringfield\tUnited States\t160000
        5\tSpringfield\tUnited States\t110000

        """

    /// A name, a strict city filling its country, and the country.
    static func form() -> FormDriver {
        let folder = TestForms.folder()
        _ = TestForms.write(citiesTSV, named: "cities.tsv", in: folder)
        let path = TestForms.write("""
            {
              "title": "Trip",
              "sources": { "cities": { "file": "cities.tsv", "key": "id", "weight": "population", "detail": "{country}" } },
              "fields": [
                { "id": "name", "label": "Name", "required": true },
                { "id": "city", "label": "City", "source": "cities", "column": "name", "strict": true },
                { "id": "country", "label": "Country", "source": "cities", "column": "country" }
              ]
            }
            """, named: "trip.form.json", in: folder)
        let form = FormDriver(try! LoadedForm.load(formPath: path))
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        return form
    }

    /// The city and country as saved, with their record (one, filled from the city).
    func saved(_ form: FormDriver) -> [String] {
        form.press(.save, in: form.state.focusedField ?? 0)
        guard let entry = form.saved.last else { return ["nothing saved"] }
        return entry.values.dropFirst().map(\.text) + entry.records.map { "\($0.id)=\($0.key)" }
    }

    @Test func tabOverTheCompletionTakesTheCompletedRecordAndItsCountry() {
        let form = Self.form()
        form.type("pari", in: 1)
        #expect(form.state.fields[1].completion == "s")
        #expect(form.state.fields[1].highlightedRow == 0)
        #expect(form.press(.tab, in: 1).handled)
        #expect(form.state.focusedField == 2)
        #expect(form.state.fields[1].text == "Paris")
        #expect(form.state.fields[2].text == "France")
        #expect(saved(form) == ["Paris", "France", "city=1", "country=1"])
    }

    @Test func shiftTabOverAHighlightedRowTakesItAndGoesBack() {
        let form = Self.form()
        form.type("par", in: 1) // no value is "par": kept as typed, it would stay "par"
        form.press(.escape, in: 1)
        form.press(.down, in: 1) // opens the list
        form.press(.down, in: 1)
        form.press(.down, in: 1)
        #expect(form.state.fields[1].highlightedRow == 1)
        #expect(form.state.fields[1].rows[1].text == "Parma")
        #expect(form.press(.backTab, in: 1).handled)
        #expect(form.state.focusedField == 0)
        #expect(form.state.fields[1].text == "Parma")
        #expect(form.state.fields[2].text == "Italy")
        #expect(saved(form) == ["Parma", "Italy", "city=3", "country=3"])
    }

    @Test func tabOverAHighlightedRowTakesItNotTheTypedValue() {
        let form = Self.form()
        form.type("pari", in: 1)
        form.press(.down, in: 1) // from the completion (Paris) to Pari
        form.press(.up, in: 1) // and back to Paris, now a row, not a completion
        #expect(form.state.fields[1].completion == nil)
        #expect(form.state.fields[1].highlightedRow == 0)
        form.press(.tab, in: 1)
        #expect(saved(form) == ["Paris", "France", "city=1", "country=1"])
    }

    /// With nothing shown beyond the typed text, Tab keeps it, taking the
    /// record it equals, in that record's own spelling.
    @Test func escapeThenTabKeepsTheTypedValueInItsOwnSpelling() {
        let form = Self.form()
        form.type("PARI", in: 1)
        form.press(.escape, in: 1)
        form.press(.tab, in: 1)
        #expect(form.state.fields[1].text == "Pari")
        #expect(saved(form) == ["Pari", "Brazil", "city=2", "country=2"])
    }

    /// A Tab typed before the answer waits for it, then takes the
    /// completion the answer brings, as a Tab typed after it would.
    @Test func tabTypedBeforeTheAnswerTakesTheCompletionItBrings() {
        let form = Self.form()
        form.answersAtOnce = false
        for letter in "pari" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.tab))
        form.hit(.edit(.insert("x"))) // waits behind the Tab, then goes to the country
        #expect(form.state.isWaiting)
        form.answerAll()
        #expect(!form.state.isWaiting)
        #expect(form.state.fields[1].text == "Paris")
        #expect(form.state.focusedField == 2)
        #expect(form.state.fields[2].text == "x") // France was filled and selected; the typing replaced it
    }

    /// Decided: Tab never holds the focus (Return does, to make a strict
    /// field's choice). A value equal to several records is left without
    /// one, its error shows, and a save goes back to its list.
    @Test func tabOnAValueOfSeveralRecordsMovesOnWithoutOne() {
        let form = Self.form()
        form.type("springfield", in: 1)
        #expect(form.state.fields[1].highlightedRow == nil) // several are exact: none is taken for you
        form.press(.tab, in: 1)
        #expect(form.state.focusedField == 2)
        #expect(form.state.fields[1].text == "springfield")
        #expect(!form.state.fields[1].isChosen)
        #expect(form.state.fields[1].error != nil)
        form.press(.save, in: 2)
        #expect(form.saved.isEmpty)
        #expect(form.state.focusedField == 1)
        #expect(form.state.fields[1].rows.count == 2)
    }

    @Test func tabTakesARowHighlightedInTheListOfSeveralRecords() {
        let form = Self.form()
        form.type("springfield", in: 1)
        form.press(.enter, in: 1) // stays, listing just the two
        #expect(form.state.focusedField == 1)
        form.press(.down, in: 1)
        form.press(.down, in: 1)
        form.press(.tab, in: 1)
        #expect(form.state.focusedField == 2)
        #expect(saved(form) == ["Springfield", "United States", "city=5", "country=5"])
    }

    /// Wherever Return moves on, Tab leaves the form just as Return does.
    @Test(arguments: ["pari", "PARI", "par", "parm", "paris", "spring", "pa"])
    func tabCommitsAsReturnDoes(_ text: String) {
        for downs in 0...3 {
            for escape in [false, true] {
                func run(_ key: FieldKey) -> (focus: Int?, texts: [String], chosen: [Bool]) {
                    let form = Self.form()
                    form.type(text, in: 1)
                    if escape { form.press(.escape, in: 1) }
                    for _ in 0..<downs { form.press(.down, in: 1) }
                    form.press(key, in: 1)
                    return (form.state.focusedField, form.state.fields.map(\.text), form.state.fields.map(\.isChosen))
                }
                let byReturn = run(.enter), byTab = run(.tab)
                guard byReturn.focus == 2 else { continue } // Return held a strict value: Tab moves on regardless
                #expect(byTab.focus == 2)
                #expect(byTab.texts == byReturn.texts, "\(text), \(downs) Down, Escape: \(escape)")
                #expect(byTab.chosen == byReturn.chosen, "\(text), \(downs) Down, Escape: \(escape)")
            }
        }
    }

    static let keys: [PersonKey] = "parisng".map { .edit(.insert(String($0))) }
        + [.edit(.backspace), .edit(.backspace), .edit(.left), .edit(.selectAll)]
        + [.field(.down), .field(.down), .field(.up), .field(.escape), .field(.openList),
           .field(.tab), .field(.tab), .field(.backTab), .field(.enter), .field(.enter)]
    static let keySequence = Gen<PersonKey?>.element(of: keys).map { $0! }.array(of: 1...40)

    /// Whatever came before, a key that leaves a field with a row
    /// highlighted (or completed inline) leaves that row's value in it, or
    /// saves it: never the typed text alone.
    @Test func leavingAFieldTakesTheRowItShows() async {
        await propertyCheck(count: 300, input: Self.keySequence) { keys in
            let form = Self.form()
            for key in keys {
                let field = form.state.focusedField ?? 0
                let shown = form.state.fields[field]
                let savedBefore = form.saved.count
                form.hit(key)
                guard case .field(let fieldKey) = key, [.tab, .backTab, .enter].contains(fieldKey),
                      let row = shown.highlightedRow else { continue }
                let left = form.saved.count > savedBefore ? form.saved.last?.values[field].text
                    : form.state.focusedField != field ? form.state.fields[field].text : nil
                guard let left else { continue } // the key stayed: a strict choice, or no field to go back to
                #expect(left == shown.rows[row].text, "keys: \(keys.map(\.description))")
            }
        }
    }
}

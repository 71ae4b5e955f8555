import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

/// One rule for namesakes over the whole source: the list shows the top
/// row's namesakes together, likeliest first, whether or not the engine's
/// top rows held them (Paris as Berlin).
@Suite("Namesakes, one rule over the whole source", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct NamesakeRuleTests {
    static let place = 1

    /// A seeded source: `namesakes` records named "Paris" and `others`
    /// heavier or lighter places that begin so, with random weights, so the
    /// namesakes fall inside and outside the rows the engine returns.
    static func randomPlaces(_ random: inout SplitMix) -> (rows: [(String, String, Int)], namesakes: Int) {
        let namesakes = Int.random(in: 1...6, using: &random), others = Int.random(in: 0...30, using: &random)
        var rows: [(String, String, Int)] = []
        for index in 0..<namesakes { rows.append(("Paris", "Country \(index)", Int.random(in: 1...3_000_000, using: &random))) }
        for index in 0..<others { rows.append(("Paris\(["ville", "ot", " Gardens ", "ian "][index % 4])\(index)", "Elsewhere", Int.random(in: 1...3_000_000, using: &random))) }
        rows.shuffle(using: &random)
        return (rows, namesakes)
    }

    /// Typed in part ("par"), the likeliest namesake is completed inline
    /// with the others listed under it; typed in full ("paris"), nothing is
    /// highlighted, whether the other Parises ranked in the top rows or not.
    @Test func namesakesComeTogetherLikeliestFirstWhereverTheyRank() {
        var random = SplitMix(seed: 48)
        for _ in 0..<60 {
            let (rows, namesakes) = Self.randomPlaces(&random)
            let form = FormDriver(TestForms.placesForm(rows))
            form.send(.focusEntered(field: Self.place))
            for typed in ["par", "paris"] {
                form.type(typed, in: Self.place)
                let field = form.state.fields[Self.place]
                let heaviest = rows.filter { $0.0 == "Paris" }.max { $0.2 < $1.2 }!
                let top = rows.filter { $0.0.lowercased().hasPrefix(typed) }.max { $0.2 < $1.2 }!
                guard top.0 == "Paris" else { continue } // a heavier Parisville is the top row: no namesake to group
                if namesakes > 1 {
                    #expect(field.rows.prefix(namesakes).allSatisfy { $0.text == "Paris" }, "\(rows) typed \(typed)")
                    #expect(field.rows.filter { $0.text == "Paris" }.count == namesakes)
                    #expect(field.rows.prefix(namesakes).allSatisfy { $0.detail != nil })
                    #expect(field.rows.first?.detail == heaviest.1)
                }
                #expect(field.rows.count <= form.machine.spec.fields[Self.place].suggestionLimit)
                let whole = typed == "paris" && namesakes > 1
                #expect(field.highlightedRow == (whole ? nil : 0), "\(rows) typed \(typed)")
                if whole {
                    form.press(.enter, in: Self.place) // Paris as Berlin: just the namesakes, and a wait
                    #expect(form.state.focusedField == Self.place)
                    #expect(form.state.fields[Self.place].rows.count == namesakes)
                    #expect(form.window.bells == 1)
                    form.press(.escape, in: Self.place)
                    form.window.bells = 0
                }
            }
        }
    }

    /// Attentive, a name typed in part takes the likeliest namesake, shown
    /// highlighted with what tells it apart; typed in full, Return lists
    /// just the namesakes and waits.
    @Test func returnTakesTheHighlightedLikeliestNamesakeOfAPartTyped() throws {
        let form = FormDriver(TestForms.placesForm(TestForms.namesakePlaces))
        form.send(.focusEntered(field: Self.place))
        form.type("ham", in: Self.place)
        #expect(form.state.fields[Self.place].rows.map(\.detail) == ["Canada", "New Zealand", "United Kingdom"])
        #expect(form.state.fields[Self.place].completion == "ilton")
        form.press(.enter, in: Self.place)
        #expect(form.state.fields[Self.place + 1].text == "Canada")
        let whole = FormDriver(TestForms.placesForm(TestForms.namesakePlaces))
        whole.send(.focusEntered(field: Self.place))
        whole.type("hamilton", in: Self.place)
        whole.press(.enter, in: Self.place)
        #expect(whole.state.focusedField == Self.place)
        #expect(whole.state.fields[Self.place].highlightedRow == nil)
        #expect(whole.state.fields[Self.place].error == "More than one hamilton: choose one")
    }

    /// Whether the others are in the rows or not, a typed namesake left
    /// without a choice (Tab) is refused the same way at saving.
    @Test func aNamesakeLeftWithoutAChoiceIsRefusedAtSavingWhereverTheyRank() {
        let crowded = TestForms.namesakePlaces + (1...20).map { ("Hamilton Park \($0)", "Canada", 5_000_000 + $0) }
        let form = FormDriver(TestForms.placesForm(crowded))
        form.send(.focusEntered(field: Self.place))
        form.type("Hamilton", in: Self.place)
        form.type("Hamilton", in: Self.place) // Backspace over the completion: the typed value stays
        form.press(.save, in: Self.place)
        #expect(form.saved.isEmpty)
        #expect(form.state.fields[Self.place].rows.map(\.detail) == ["Canada", "New Zealand", "United Kingdom"])
        #expect(form.state.fields[Self.place].error == "More than one Hamilton: choose one")
    }
}

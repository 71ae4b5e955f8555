import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// An entry's history in the entries view (issue 52): Ctrl+H on an entry
/// shows who saved, corrected, deleted or brought it back, when, which
/// fields changed from what to what, and the reasons kept; another entry
/// selected shows its own; Ctrl+H again hides it. Read from the real file.
@Suite("An entry's history", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct EntryHistoryTests {
    @Test func savedCorrectedDeletedAndBroughtBack() throws {
        let driver = EntriesDriver()
        driver.saveEntry(name: "Ada", city: "Zür")
        driver.saveEntry(name: "Bo", city: "São")
        driver.toggle()
        // Ada is the older, listed second: corrected to York.
        driver.entries.open(position: 1)
        driver.form.send(.focusEntered(field: 1))
        driver.form.type("", in: 1)
        driver.form.choose(typing: "York", row: 0, in: 1)
        driver.form.press(.save, in: 1)
        #expect(driver.names == ["Bo", "Ada"])
        driver.entries.delete(position: 1)
        driver.entries.undo()
        driver.entries.toggleHistory(position: 1)
        let history = try #require(driver.state.history).split(separator: "\n").map(String.init)
        #expect(history.count == 4, "\(history)")
        #expect(history[0].hasPrefix("Saved Today 08:00"))
        #expect(history[1].hasPrefix("Corrected Today 08:00") && history[1].hasSuffix(": City: Zürich → York; Country: Switzerland → United Kingdom"),
                "\(history[1])")
        #expect(history[2].hasPrefix("Deleted Today 08:00"))
        #expect(history[3].hasPrefix("Brought back Today 08:00"))
        // Another entry selected: its own history.
        driver.entries.select(position: 0)
        #expect(driver.state.history?.hasPrefix("Saved Today 08:00") == true && driver.state.history?.contains("\n") == false)
        driver.entries.toggleHistory(position: 0)
        #expect(driver.state.history == nil, "Ctrl+H again hides it")
    }

    @Test func ctrlHIsTheEntriesKey() {
        #expect(EntriesKey(KeyPress(KeySymbol.h, control: true)) == .history)
        #expect(EntriesKey(KeyPress(KeySymbol.h, control: false)) == nil, "h alone is typed in the search")
    }
}

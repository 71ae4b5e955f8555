import Foundation
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// The entries view as a supervisor checks it: every field has a column,
/// the person chooses which are shown (kept for the form), and the list
/// keeps to the entry acted on when its rows change under a search or a sort.
@Suite("The entries view for checking", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct EntriesCheckingTests {
    /// Four entries saved from the trip form (three in Zürich), then the view opened.
    func fourSaved() -> EntriesDriver {
        let driver = EntriesDriver()
        driver.saveEntry(name: "Ann", city: "Zür")
        driver.saveEntry(name: "Bo", city: "Zür")
        driver.saveEntry(name: "Cy", city: "New")
        driver.saveEntry(name: "Di", city: "Zür")
        driver.toggle()
        return driver
    }

    @Test func everyFieldHasAColumnCityAndCountryToo() {
        let driver = fourSaved()
        #expect(driver.entries.machine.columns.titles == ["Saved", "Name", "City", "Country"])
        #expect(driver.rows[0] == ["Today 08:00", "Di", "Zürich", "Switzerland"])
        #expect(driver.state.columnShown == [true, true, true])
    }

    @Test func aLongFormShowsItsFirstTwelveFieldsUntilThePersonChooses() {
        let ids = (1...15).map { "f\($0)" }
        let columns = EntriesColumns(fieldIDs: ids, clockStyle: .twentyFourHour)
        #expect(columns.titles.count == 16, "a column for each field, and Saved")
        let first = EntriesMachine(columns: columns).viewState(today: Date())
        #expect(first.columnShown == Array(repeating: true, count: 12) + Array(repeating: false, count: 3))
        let chosen = EntriesMachine(columns: columns, hiddenFields: ["f2"]).viewState(today: Date())
        #expect(chosen.columnShown.enumerated().filter { !$0.element }.map(\.offset) == [1], "as the person left them")
    }

    @Test func aColumnHiddenIsRememberedForTheForm() {
        let driver = fourSaved()
        driver.entries.send(.columnShown(field: 2, shown: false))
        #expect(driver.state.columnShown == [true, true, false])
        #expect(driver.form.storage.hiddenColumns.last == ["country"])
        driver.entries.send(.columnShown(field: 2, shown: false))
        #expect(driver.form.storage.hiddenColumns.count == 1, "no change, nothing kept again")
        driver.entries.send(.columnShown(field: 2, shown: true))
        #expect(driver.state.columnShown == [true, true, true])
        #expect(driver.form.storage.hiddenColumns.last == [])
        driver.entries.send(.columnShown(field: 9, shown: false))
        #expect(driver.form.storage.hiddenColumns.count == 2, "no such field")
    }

    @Test func undoUnderASearchKeepsToTheEntryBroughtBack() {
        let driver = fourSaved()
        driver.entries.send(.searchChanged("zurich"))
        #expect(driver.names == ["Di", "Bo", "Ann"])
        driver.entries.select(position: 1)
        driver.entries.delete(position: 1)
        #expect(driver.names == ["Di", "Ann"])
        // The file read again meanwhile (another window saved): Undo must
        // find the entry among the new rows, not at its old position.
        driver.entries.send(.fileChanged(addingEntries: 0))
        driver.entries.undo()
        driver.entries.send(.fileChanged(addingEntries: 0))
        #expect(driver.names == ["Di", "Bo", "Ann"])
        #expect(driver.state.keptPosition == 1)
    }

    @Test func aCorrectionUnderASortKeepsToTheEntryCorrected() {
        let driver = fourSaved()
        driver.entries.send(.searchChanged("zurich"))
        driver.entries.send(.sortChanged(.field(column: 0, ascending: true)))
        #expect(driver.names == ["Ann", "Bo", "Di"])
        driver.entries.select(position: 1)
        driver.entries.open(position: 1)
        driver.form.send(.focusEntered(field: 0))
        driver.form.type("Zed", in: 0)
        driver.form.press(.save, in: 0)
        #expect(driver.state.isShown, "back to the entries")
        #expect(driver.names == ["Ann", "Di", "Zed"], "still searched and sorted")
        #expect(driver.state.keptPosition == 2, "on Zed, not on Di, now at Bo's old place")
        #expect(driver.state.searchText == "zurich")
    }

    @Test func aNewSearchOrSortIsSeenFromItsFirstRow() {
        let driver = fourSaved()
        driver.entries.select(position: 1)
        driver.entries.send(.fileChanged(addingEntries: 0))
        #expect(driver.state.keptPosition == 1, "the file read again keeps to the row selected")
        driver.entries.send(.sortChanged(.field(column: 0, ascending: true)))
        #expect(driver.state.keptPosition == nil)
        driver.entries.select(position: 2)
        driver.entries.send(.searchChanged("zurich"))
        #expect(driver.state.keptPosition == nil)
    }

    @Test func anEntryNoLongerListedIsKeptToNowhere() {
        let driver = fourSaved()
        driver.entries.send(.searchChanged("zurich"))
        driver.entries.open(position: 0)
        driver.form.send(.focusEntered(field: 1))
        driver.form.choose(typing: "New", in: 1)
        driver.form.press(.save, in: 1)
        #expect(driver.names == ["Bo", "Ann"], "Di is in New York now")
        #expect(driver.state.keptPosition == nil)
    }
}

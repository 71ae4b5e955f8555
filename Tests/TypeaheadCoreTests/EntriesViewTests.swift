import Foundation
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// The entries view of a window, driven as the window drives it, over a
/// real entries file that the form writes to: listing, searching,
/// correcting, deleting and undoing, and what a screen reader hears.
@Suite("The entries view", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct EntriesViewTests {
    /// Three entries saved from the trip form, then the view opened.
    func threeSaved() -> EntriesDriver {
        let driver = EntriesDriver()
        driver.saveEntry(name: "Ada", city: "Zür")
        driver.saveEntry(name: "Bo", city: "São")
        driver.saveEntry(name: "Cy", city: "New")
        driver.toggle()
        return driver
    }

    func lines(_ driver: EntriesDriver) throws -> [String] {
        try String(contentsOfFile: driver.path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func ctrlEListsTheEntriesNewestFirstWithTheirCount() {
        let driver = threeSaved()
        #expect(driver.state.isShown)
        #expect(driver.names == ["Cy", "Bo", "Ada"])
        #expect(driver.rows[2] == ["Today 08:00", "Ada", "Zürich", "Switzerland"])
        #expect(driver.state.countText == "3 entries · 3 today")
        #expect(driver.entries.machine.columns.titles == ["Saved", "Name", "City", "Country"])
        driver.toggle()
        #expect(!driver.state.isShown, "Ctrl+E goes back to the form")
    }

    @Test func anEmptyFileIsNoEntriesYet() {
        let driver = EntriesDriver()
        driver.toggle()
        #expect(driver.state.rowCount == 0)
        #expect(driver.state.countText == "No entries yet")
    }

    @Test func searchFoldsAccentsAndCaseAndSaysWhatItFound() {
        let driver = threeSaved()
        driver.entries.send(.searchChanged("ZUR"))
        #expect(driver.names == ["Ada"])
        #expect(driver.state.countText == "1 of 3 entries")
        #expect(driver.state.announcement?.text == "1 of 3 entries")
        driver.entries.send(.searchChanged("zürich ada"))
        #expect(driver.names == ["Ada"])
        driver.entries.send(.searchChanged("zürich bo"))
        #expect(driver.names.isEmpty)
        #expect(driver.state.announcement?.text == "0 of 3 entries")
        // Escape clears the search first, then goes back to the form.
        driver.entries.send(.escape)
        #expect(driver.names == ["Cy", "Bo", "Ada"] && driver.state.isShown)
        #expect(driver.state.searchText == "", "the search box is emptied")
        #expect(driver.state.announcement?.text == "3 entries")
        driver.entries.send(.escape)
        #expect(!driver.state.isShown)
    }

    @Test func keysTypedWhileASearchRunsWaitForItAndTheLastOneIsShown() {
        let driver = threeSaved()
        driver.work.holdsWork = true
        for text in ["b", "bo", "bo s"] { driver.entries.send(.searchChanged(text)) }
        #expect(driver.work.heldJobs == 1, "one search at a time")
        #expect(driver.state.isBusy)
        driver.work.holdsWork = false
        driver.work.finishWork()
        #expect(driver.names == ["Bo"])
        #expect(driver.entries.machine.list?.query == EntryQuery("bo s"))
        #expect(!driver.state.isBusy)
    }

    @Test func sortingByAColumnOrdersByItsFoldedText() {
        let driver = threeSaved()
        driver.entries.send(.sortChanged(driver.entries.machine.columns.order(ofColumn: 2, ascending: true)))
        #expect(driver.rows.map { $0[2] } == ["New York", "São Paulo", "Zürich"])
        driver.entries.send(.sortChanged(driver.entries.machine.columns.order(ofColumn: 0, ascending: true)))
        #expect(driver.names == ["Ada", "Bo", "Cy"], "oldest first")
    }

    @Test func returnOpensTheEntryInTheFormAndItsSaveIsACorrection() throws {
        let driver = threeSaved()
        let original = try #require(driver.form.saved.last?.id) // Cy
        driver.entries.open(position: 0)
        #expect(!driver.state.isShown, "the form is shown")
        #expect(driver.form.state.isCorrecting)
        #expect(driver.form.state.fields.map(\.text) == ["Cy", "New York", "United States"])
        #expect(driver.form.state.fields[1].isChosen, "with its record, as when it was entered")
        #expect(driver.form.state.banner?.hasPrefix("Correcting a saved entry") == true)
        driver.form.type("Cyril", in: 0)
        driver.form.press(.save, in: 0)
        #expect(driver.state.isShown, "back to the entries")
        #expect(driver.names == ["Cyril", "Bo", "Ada"])
        #expect(driver.rows[0][0] == "Today 08:00, corrected")
        #expect(driver.state.countText == "3 entries · 3 today")
        let last = try lines(driver).last!
        #expect(last.contains("\"supersedes\": \(original.json)") && last.contains("Cyril"))
        #expect(driver.form.state.fields.map(\.text) == ["", "", ""], "the form as it was before")
        #expect(driver.form.state.banner == nil)
    }

    @Test func ctrlEDuringACorrectionLeavesItUnsaved() {
        let driver = threeSaved()
        driver.form.type("Half typed", in: 0) // not possible while shown, but the form keeps it
        driver.entries.open(position: 1)
        #expect(driver.form.state.fields[0].text == "Bo")
        driver.toggle()
        #expect(driver.state.isShown)
        #expect(!driver.form.state.isCorrecting)
        #expect(driver.form.state.fields[0].text == "Half typed")
        #expect(driver.form.saved.count == 3)
    }

    @Test func deleteTakesTheRowAwayAndUndoBringsItBack() throws {
        let driver = threeSaved()
        let bo = try #require(driver.form.saved[1].id)
        driver.entries.delete(position: 1)
        #expect(driver.names == ["Cy", "Ada"])
        #expect(driver.state.listChange == .removed(position: 1), "the rows around keep their place")
        #expect(driver.state.countText == "2 entries · 2 today")
        #expect(driver.state.toast == Toast(text: "Entry deleted", action: .undo))
        #expect(driver.state.announcement?.text == "Entry deleted")
        #expect(try lines(driver).last!.contains("\"deletes\": \(bo.json)"))
        #expect(try EntryTable.read(path: driver.path).count == 2, "the file says so too")

        driver.entries.undo()
        #expect(driver.names == ["Cy", "Bo", "Ada"])
        #expect(driver.state.listChange == .inserted(position: 1))
        #expect(driver.state.toast?.text == "Entry restored")
        let reread = try EntryTable.read(path: driver.path)
        #expect(reread.count == 3)
        let restored = try reread.entry(at: 1)
        #expect(restored.original == bo && restored.text(of: "city") == "São Paulo" && restored.otherCorrections == 0)
        #expect(restored.records.map(\.key) == driver.form.saved[1].records.map(\.key))

        // Deleted again, the deletion names the line that brought it back.
        driver.entries.delete(position: 1)
        #expect(try EntryTable.read(path: driver.path).count == 2)
        #expect(try EntryTable.read(path: driver.path).entry(at: 0).otherCorrections == 0)
    }

    @Test func aSaveMadeInTheFormIsListedWhenTheViewComesBack() {
        let driver = threeSaved()
        driver.toggle()
        driver.saveEntry(name: "Di", city: "Zür")
        driver.toggle()
        #expect(driver.names == ["Di", "Cy", "Bo", "Ada"])
    }

    @Test func readOnlyEntriesCanBeReadButNotChanged() throws {
        let saved = threeSaved()
        let driver = EntriesDriver(path: saved.path, readOnly: "its form trip.form.json is gone")
        driver.toggle()
        #expect(driver.names == ["Cy", "Bo", "Ada"])
        #expect(driver.state.banner == "Read-only: its form trip.form.json is gone")
        driver.entries.open(position: 0)
        driver.entries.delete(position: 0)
        #expect(driver.state.isShown && !driver.form.state.isCorrecting)
        #expect(driver.names == ["Cy", "Bo", "Ada"])
        #expect(try lines(driver).count == 3)
        driver.toggle()
        driver.entries.send(.escape)
        #expect(driver.state.isShown, "there is no form to go back to")
    }

    @Test func aScreenReaderHearsARowWithItsLabels() {
        let driver = threeSaved()
        #expect(driver.entries.spokenRow(at: 2) == "Saved: Today 08:00, Name: Ada, City: Zürich, Country: Switzerland")
    }

    @Test func twoWindowsCorrectingOneEntryShowTheNewerAndSayThereWasAnother() throws {
        let driver = threeSaved()
        let ada = try #require(driver.form.saved[0].id)
        let writer = SubmissionWriter(outputArgument: driver.path)
        for name in ["Ada B", "Ada C"] {
            try writer.append(Submission(supersedes: ada, submitted: Date(timeIntervalSince1970: 1_800_000_100),
                                         values: [("name", name), ("city", "Zürich"), ("country", "Switzerland")], records: []))
        }
        driver.entries.send(.fileChanged(addingEntries: 0))
        #expect(driver.names == ["Cy", "Bo", "Ada C"])
        #expect(driver.rows[2][0] == "Today 08:00, corrected (another correction kept)")
    }

    @Test func aLargeFileShowsItsNewestRowsWhileTheRestIsRead() throws {
        let driver = EntriesDriver(readsWholeBelow: 1)
        for index in 0..<3 { driver.saveEntry(name: "P\(index)", city: "Zug") }
        driver.work.holdsWork = true
        driver.toggle()
        driver.work.finishWork() // the newest lines, then the whole file
        #expect(driver.names == ["P2", "P1", "P0"])
        #expect(driver.state.countText == "3 entries · 3 today")
    }
}

@Suite("The entries list's keys", .timeLimit(minutes: 5), .hangWatchdog)
struct EntriesKeyTests {
    @Test func deleteUndoAndEscapeAreTheListsOthersAreNot() {
        #expect(EntriesKey(KeyPress(KeySymbol.delete)) == .delete)
        #expect(EntriesKey(KeyPress(KeySymbol.keypadDelete)) == .delete)
        #expect(EntriesKey(KeyPress(KeySymbol.delete, shift: true)) == nil, "Shift+Delete is a cut")
        #expect(EntriesKey(KeyPress(KeySymbol.z, control: true)) == .undo)
        #expect(EntriesKey(KeyPress(KeySymbol.capitalZ, shift: true, control: true)) == nil, "Ctrl+Shift+Z is redo")
        #expect(EntriesKey(KeyPress(KeySymbol.escape)) == .escape)
        #expect(EntriesKey(KeyPress(KeySymbol.returnKey)) == nil)
    }
}

@Suite("Opening an entries file", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct EntriesFileFormTests {
    @Test func itsFormOpensWithItsEntriesOrTheyAreReadOnlyWhenTheFormIsGone() throws {
        let driver = EntriesDriver()
        driver.saveEntry(name: "Ada", city: "Zür")
        let formPath = try #require(driver.form.machine.spec.path)
        #expect(EntriesFileForm.resolve(path: driver.path) == .form(formPath: formPath, entries: driver.path))
        try FileManager.default.removeItem(atPath: formPath)
        let gone = EntriesFileForm.resolve(path: driver.path)
        #expect(gone == .readOnly(entries: driver.path, fieldIDs: ["name", "city", "country"],
                                  reason: "its form \(formPath) is gone"))
    }

    @Test func aDataFileIsNotAnEntriesFile() {
        let folder = TestForms.folder()
        let data = TestForms.write("{\"name\": \"Zürich\", \"country\": \"Switzerland\"}\n", named: "cities.jsonl", in: folder)
        #expect(EntriesFileForm.resolve(path: data) == nil)
    }
}

@Suite("When an entry was saved, as the list says it", .timeLimit(minutes: 5), .hangWatchdog)
struct EntryTimeTextTests {
    static let zurich: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Zurich")!
        return calendar
    }()
    static let now = Date(timeIntervalSince1970: 1_795_000_000) // 18 Nov 2026 12:06 in Zürich

    @Test func todayYesterdayThenTheDate() {
        let now = Self.now
        func text(_ date: Date) -> String { EntryTimeText.text(date, now: now, calendar: Self.zurich, clock: .twentyFourHour) }
        #expect(text(now.addingTimeInterval(-3_600)) == "Today 11:06")
        #expect(text(now.addingTimeInterval(-86_400)) == "Yesterday 12:06")
        #expect(text(now.addingTimeInterval(-40 * 86_400)) == "9 Oct 2026 13:06", "summer time then")
        #expect(text(Date(timeIntervalSince1970: 1_767_225_600)) == "1 Jan 2026 01:00")
    }

    @Test func onATwelveHourClock() {
        let now = Self.now
        func text(_ date: Date) -> String { EntryTimeText.text(date, now: now, calendar: Self.zurich, clock: .twelveHour) }
        #expect(text(now.addingTimeInterval(-3_600)) == "Today 11:06 AM")
        #expect(text(now) == "Today 12:06 PM", "noon is 12 PM")
        #expect(text(now.addingTimeInterval(-86_400 + 6 * 3_600)) == "Yesterday 6:06 PM")
        #expect(text(Date(timeIntervalSince1970: 1_767_222_000)) == "1 Jan 2026 12:00 AM", "midnight is 12 AM")
    }

    /// The locale's time format decides the clock, as glibc's locales write
    /// it (`locale t_fmt`): en_US "%r", de_DE and fr_FR "%T", he_IL and C
    /// "%H:%M:%S"; and GNOME's `clock-format`, when the desktop has one.
    @Test func theClockOfTheLocaleOrTheDesktop() {
        #expect(ClockStyle(timeFormat: "%r") == .twelveHour)
        #expect(ClockStyle(timeFormat: "%I:%M:%S %p") == .twelveHour)
        #expect(ClockStyle(timeFormat: "%l:%M %P") == .twelveHour)
        #expect(ClockStyle(timeFormat: "%T") == .twentyFourHour)
        #expect(ClockStyle(timeFormat: "%H:%M:%S") == .twentyFourHour)
        #expect(ClockStyle(desktopSetting: "12h") == .twelveHour)
        #expect(ClockStyle(desktopSetting: "24h") == .twentyFourHour)
        #expect(ClockStyle(desktopSetting: "") == nil)
    }
}

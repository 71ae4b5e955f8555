import Foundation
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// The form shows how many entries there are, and how many today, under
/// its fields, whatever the entries view shows or searches (issue 23: the
/// count left with its toast).
@Suite("The entries count stays in view", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct EntriesCountInViewTests {
    @Test func theFileIsReadOnceBehindTheFormForItsCount() {
        let driver = EntriesDriver()
        #expect(driver.state.formCountText == nil) // not read yet: nothing shown
        driver.entries.send(.countWanted)
        #expect(driver.state.formCountText == "No entries yet")
        #expect(!driver.state.isShown)
    }

    @Test func eachSaveCountsWithoutTheFileReadAgain() {
        let driver = EntriesDriver()
        driver.entries.send(.countWanted)
        driver.work.holdsWork = true
        driver.saveEntry(name: "Ada", city: "Zür")
        driver.saveEntry(name: "Bo")
        #expect(driver.state.formCountText == "2 entries · 2 today")
        #expect(driver.work.heldJobs == 0)
    }

    @Test func aSaveTakenBackCountsOneFewer() {
        let driver = EntriesDriver()
        driver.entries.send(.countWanted)
        driver.saveEntry(name: "Ada", city: "Zür")
        driver.saveEntry(name: "Bo")
        driver.form.press(.undo, in: 0)
        #expect(driver.state.formCountText == "1 entry · 1 today")
    }

    @Test func aSearchInTheViewLeavesTheFormsCountWhole() {
        let driver = EntriesDriver()
        for name in ["Ada", "Bo", "Cy"] { driver.saveEntry(name: name) }
        driver.toggle()
        driver.entries.send(.searchChanged("ada"))
        #expect(driver.state.countText == "1 of 3 entries")
        #expect(driver.state.formCountText == "3 entries · 3 today")
    }

    @Test func aCorrectionIsNoNewEntry() {
        let driver = EntriesDriver()
        for name in ["Ada", "Bo"] { driver.saveEntry(name: name) }
        driver.toggle()
        driver.entries.open(position: 0) // Bo, the newest, in the form
        driver.form.type("Bob", in: 0)
        driver.form.press(.save, in: 0)
        #expect(driver.state.formCountText == "2 entries · 2 today")
        driver.toggle() // back to the form
        #expect(driver.state.formCountText == "2 entries · 2 today")
    }

    /// A save landing while the file is read may or may not be in what
    /// was read: the file is read again, so the count is never one off.
    @Test func aSaveDuringTheReadIsCountedOnce() throws {
        let driver = EntriesDriver()
        try SubmissionWriter(outputArgument: driver.path).append(Submission(
            submitted: Date(timeIntervalSince1970: 1_800_000_000), values: [("name", "Ada"), ("city", ""), ("country", "")], records: []))
        driver.work.holdsWork = true
        driver.entries.send(.countWanted)
        driver.saveEntry(name: "Bo") // written while the read is under way
        driver.work.finishWork() // reads the file, Bo's line in it; then reads it again
        driver.work.finishWork()
        #expect(driver.state.formCountText == "2 entries · 2 today")
        #expect(driver.work.heldJobs == 0)
    }

    @Test func entriesSavedOnAnotherDayAreNotToday() throws {
        let driver = EntriesDriver()
        let writer = SubmissionWriter(outputArgument: driver.path)
        try writer.append(Submission(submitted: Date(timeIntervalSince1970: 1_800_000_000 - 3 * 86_400),
                                     values: [("name", "Old"), ("city", ""), ("country", "")], records: []))
        driver.entries.send(.countWanted)
        driver.saveEntry(name: "New")
        #expect(driver.state.formCountText == "2 entries · 1 today")
    }
}

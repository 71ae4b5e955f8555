import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// A save that fails says why in plain words, offers another place and a
/// way to put the banner away, and loses nothing typed (issue 23).
@Suite("A failed save, and another place", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct SaveElsewhereTests {
    func failedSave(_ error: SaveError) -> FormDriver {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.choose(typing: "zug", in: 1)
        form.storage.failure = error
        form.press(.save, in: 2)
        return form
    }

    @Test func theBannerSaysWhatHappenedAndOffersAnotherPlace() {
        let form = failedSave(SaveError(path: "/home/ada/gone/out.jsonl", errno: ENOENT))
        #expect(form.state.banner == "The entry was not saved: the folder “gone” does not exist. It stays in the form.")
        #expect(form.state.bannerActions == [.chooseAnotherPlace, .dismiss])
        #expect(form.state.fields.map(\.text) == ["Ada", "Zug", "Switzerland"])
    }

    @Test func dismissingKeepsTheEntryAndTheNextFailureIsSaidAgain() {
        let form = failedSave(SaveError(path: "/x/out.jsonl", errno: ENOSPC))
        form.send(.bannerDismissed)
        #expect(form.state.banner == nil && form.state.bannerActions.isEmpty)
        #expect(form.state.fields.map(\.text) == ["Ada", "Zug", "Switzerland"])
        #expect(form.drafts.last??.values["name"] == "Ada")
        form.press(.save, in: 2)
        #expect(form.state.banner == "The entry was not saved: the disk that holds “out.jsonl” is full. It stays in the form.")
    }

    @Test func anotherPlaceSavesTheEntryThere() {
        let form = failedSave(SaveError(path: "/x/out.jsonl", errno: EACCES))
        form.storage.failure = nil // the window now saves where the person chose
        form.send(.anotherPlaceChosen)
        #expect(form.saved.count == 2)
        #expect(form.saved.last?.values.map(\.text) == ["Ada", "Zug", "Switzerland"])
        #expect(form.state.banner == nil)
        #expect(form.state.toast?.text == "Saved entry 2 to out.jsonl")
        #expect(form.state.fields.map(\.text) == ["", "", ""])
    }

    /// Chosen after the person emptied a required field: checked as any save.
    @Test func anotherPlaceStillChecksTheEntry() {
        let form = failedSave(SaveError(path: "/x/out.jsonl", errno: EROFS))
        form.type("", in: 0)
        form.storage.failure = nil
        form.send(.anotherPlaceChosen)
        #expect(form.saved.count == 1)
        #expect(form.state.fields[0].error == "Name is required")
        #expect(form.state.focusedField == 0)
    }

    /// A correction names an entry of its own file: it is not sent elsewhere.
    @Test func aCorrectionThatFailsIsOfferedNoOtherPlace() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.correct(version: CorrectionTests.version, values: CorrectionTests.saved))
        form.storage.failure = SaveError(path: "/x/out.jsonl", errno: EIO)
        form.press(.save, in: 0)
        #expect(form.state.banner == "The entry was not saved: the disk that holds “out.jsonl” reported an error. It stays in the form.")
        #expect(form.state.bannerActions == [.dismiss])
    }

    /// The file's name is kept in the folder chosen; the form's own file
    /// (named by a hash) and standard output give "entries.jsonl".
    @Test func anotherFolderKeepsTheFilesNameAndTheForm() {
        let form = SubmittedForm(title: "Trip", file: "/forms/trip.form.json")
        func moved(_ writer: SubmissionWriter) -> SubmissionWriter { writer.elsewhere(inFolder: "/media/usb") }
        let named = moved(SubmissionWriter(outputArgument: "/home/ada/gone/trips.jsonl", form: form))
        #expect(named.destination == .file("/media/usb/trips.jsonl"))
        #expect(named.form == form && !named.isFormsOwnFile)
        let own = moved(SubmissionWriter(outputArgument: "/home/ada/.local/share/typeahead/trip.form.json-1a2b.jsonl",
                                         form: form, isFormsOwnFile: true))
        #expect(own.destination == .file("/media/usb/entries.jsonl") && !own.isFormsOwnFile)
        #expect(moved(SubmissionWriter(outputArgument: "-", form: form)).destination == .file("/media/usb/entries.jsonl"))
    }

    /// The storage switches where it saves; the entries listed follow.
    @Test func theEntriesAndTheirCountFollowTheNewPlace() throws {
        let driver = EntriesDriver()
        driver.entries.send(.countWanted)
        driver.saveEntry(name: "Bo")
        #expect(driver.state.formCountText == "1 entry · 1 today")
        driver.form.storage.failure = SaveError(path: driver.path, errno: ENOSPC)
        driver.saveEntry(name: "Ada")
        let elsewhere = TestForms.folder().appendingPathComponent("elsewhere.jsonl").path
        driver.form.storage.failure = nil
        driver.form.storage.writer = SubmissionWriter(outputArgument: elsewhere, form: SubmittedForm(TestForms.tripForm().spec))
        driver.parts.send(.savingMoved(toPath: elsewhere))
        #expect(driver.state.formCountText == "1 entry · 1 today")
        driver.toggle()
        #expect(driver.names == ["Ada"])
        let lines = try String(contentsOfFile: elsewhere, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("\"Ada\""))
    }
}

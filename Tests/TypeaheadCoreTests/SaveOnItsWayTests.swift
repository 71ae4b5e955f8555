import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine

/// Issue 24.5: saving waited for the disk on the main thread (1 s a save
/// with a slow fsync). The save now runs behind the window; what the person
/// types meanwhile waits for its result, as keys wait for an answer, and
/// goes where it would have gone had they waited.
@Suite("A save on its way", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct SaveOnItsWayTests {
    /// Ada, Zürich (completed) and Switzerland (filled), then Return on the
    /// last field: the save is asked for, and not finished.
    func savingForm() -> FormDriver {
        let form = FormDriver(TestForms.tripForm())
        form.storage.savesAtOnce = false
        for letter in "Ada" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.enter))
        for letter in "zu" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.enter))
        form.hit(.field(.enter))
        #expect(form.saved.count == 1)
        return form
    }

    @Test func keysTypedWhileTheSaveIsOnTheDiskGoToTheNextEntry() {
        let form = savingForm()
        for letter in "Bo" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.enter))
        #expect(form.state.isWaiting)
        #expect(form.state.fields[0].text == "Ada") // the entry stays until it is saved
        form.storage.finishSave()
        #expect(!form.state.isWaiting)
        #expect(form.state.fields.map(\.text) == ["Bo", "", ""])
        #expect(form.state.focusedField == 1)
        #expect(form.saved.count == 1)
    }

    @Test func keysTypedWhileASaveFailsStayWithTheEntry() {
        let form = FormDriver(TestForms.tripForm())
        form.storage.failure = SaveError(path: "/out.jsonl", reason: "No space left on device")
        form.storage.savesAtOnce = false
        for letter in "Ada" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.save))
        form.hit(.edit(.insert("!")))
        form.storage.finishSave()
        #expect(form.state.banner != nil)
        #expect(form.state.fields[0].text == "Ada!") // still this entry's: nothing was saved
    }

    @Test func aSaveOnItsWayIsWaitedForAsTheWindowCloses() {
        let form = savingForm()
        form.session.finishWriting()
        #expect(form.state.fields.allSatisfy { $0.text.isEmpty })
        #expect(form.state.toast?.text == "Saved entry 1 to out.jsonl")
    }
}

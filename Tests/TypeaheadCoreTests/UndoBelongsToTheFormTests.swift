import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine

/// Ctrl+Z and Ctrl+Shift+Z are the form's keys, always: they restore whole
/// states of the form, or do nothing, and never reach the entry's own undo,
/// which would bring back a text without its record and linked fields.
@Suite("Undo belongs to the form", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct UndoBelongsToTheFormTests {
    /// Ada in Zürich (completed from "zu", filling Switzerland), saved.
    static func savedForm() -> FormDriver {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("zu", in: 1)
        form.press(.enter, in: 1)
        form.press(.enter, in: 2) // the last field: saves
        #expect(form.saved.count == 1)
        return form
    }

    func chosen(_ form: FormDriver) -> [String] {
        form.state.fields.map { ($0.isChosen ? "✓" : "") + $0.text }
    }

    /// Ctrl+Z right after a save takes the entry back: a deletion line
    /// names it (the file keeps its save), and its values come back with
    /// their records, where they were. Saving them again is a new entry.
    @Test func ctrlZRightAfterASaveTakesTheEntryBackWithItsRecords() throws {
        let form = Self.savedForm()
        let saved = try #require(form.saved.first?.id)
        #expect(form.press(.undo, in: 0).handled) // taken: never the entry's own undo
        #expect(form.storage.withdrawn.map(\.deletes) == [saved])
        #expect(chosen(form) == ["Ada", "✓Zürich", "✓Switzerland"])
        #expect(form.state.focusedField == 2)
        #expect(form.state.toast?.text == "Entry taken back: its values are in the form again")
        // Once only: a second Ctrl+Z has no save to take back, and Ctrl+Shift+Z no save to redo.
        #expect(form.press(.undo, in: 2).handled && form.press(.redo, in: 2).handled)
        #expect(form.storage.withdrawn.count == 1 && form.saved.count == 1)
        #expect(chosen(form) == ["Ada", "✓Zürich", "✓Switzerland"])
        form.press(.enter, in: 2)
        #expect(form.saved.count == 2 && form.saved[1].id != saved)
        #expect(form.saved[1].records.map { "\($0.id)=\($0.key)" } == form.saved[0].records.map { "\($0.id)=\($0.key)" })
    }

    /// Only right after: once the next entry is begun, Ctrl+Z undoes its typing, not the save.
    @Test func afterAnEditCtrlZNoLongerTakesTheSaveBack() {
        let form = Self.savedForm()
        form.type("B", in: 0)
        #expect(form.press(.undo, in: 0).handled)
        #expect(form.storage.withdrawn.isEmpty)
    }

    @Test func aTakeBackThatCannotBeWrittenSaysSo() {
        let form = Self.savedForm()
        form.storage.failure = SaveError(path: "out.jsonl", errno: ENOSPC, action: "take the entry back from")
        form.press(.undo, in: 0)
        #expect(form.state.banner == "The entry could not be taken back: the disk that holds “out.jsonl” is full. It is still saved.")
        #expect(form.state.bannerActions == [.dismiss])
        #expect(chosen(form) == ["Ada", "✓Zürich", "✓Switzerland"]) // nothing is lost: the values are in the form
    }

    @Test func ctrlZWithNothingToUndoIsTakenAndKeepsTheText() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        #expect(form.press(.undo, in: 0).handled)
        #expect(form.press(.redo, in: 0).handled)
        #expect(form.state.fields[0].text == "Ada")
    }

    /// Undo and redo of a choice move the city, its country and their
    /// records together: never half of it.
    @Test func ctrlShiftZRedoesTheUndoneChoiceWhole() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("zu", in: 1)
        form.press(.enter, in: 1)
        let taken = chosen(form)
        #expect(taken == ["Ada", "✓Zürich", "✓Switzerland"])
        form.press(.undo, in: 2)
        #expect(chosen(form) == ["Ada", "zu", ""])
        #expect(form.state.focusedField == 1)
        #expect(form.press(.redo, in: 1).handled)
        #expect(chosen(form) == taken)
        form.press(.undo, in: 1) // and again: one step back and forth
        #expect(chosen(form) == ["Ada", "zu", ""])
        form.press(.redo, in: 1)
        form.press(.save, in: 1)
        #expect(form.saved.last?.records.map { "\($0.id)=\($0.key)" } == ["city=3", "country=3"])
    }

    @Test func ctrlShiftZRedoesAnUndoneClear() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.clear, in: 0)
        form.press(.undo, in: 0)
        #expect(form.state.fields[0].text == "Ada")
        form.press(.redo, in: 0)
        #expect(form.state.fields[0].text.isEmpty)
    }

    /// An edit after Ctrl+Z is a new state: there is nothing to redo then.
    @Test func anEditEndsTheRedo() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("zu", in: 1)
        form.press(.enter, in: 1)
        form.press(.undo, in: 2)
        form.type("zur", in: 1)
        form.press(.escape, in: 1)
        form.press(.redo, in: 1)
        #expect(chosen(form) == ["Ada", "zur", ""])
    }

    /// Ctrl+Z typed before the answer waits for it like any field key, then
    /// undoes the choice that Return, waiting before it, made.
    @Test func ctrlZWaitsBehindTheReturnBeforeIt() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.answersAtOnce = false
        for letter in "zu" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.enter))
        form.hit(.field(.undo))
        #expect(form.state.isWaiting)
        form.answerAll()
        #expect(chosen(form) == ["Ada", "zu", ""])
        form.hit(.field(.redo))
        #expect(chosen(form) == ["Ada", "✓Zürich", "✓Switzerland"])
    }
}

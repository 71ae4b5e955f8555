import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

/// A GtkEntry holds 65,534 bytes; what is pasted beyond that is cut. The
/// form cuts the same way wherever the text goes in, so the value saved is
/// the one shown, and it says so instead of dropping text in silence.
@MainActor @Suite("Text that does not fit", .timeLimit(minutes: 5), .hangWatchdog)
struct TextThatDoesNotFitTests {
    /// What GTK 4.8 kept of each text inserted into an empty GtkEntry
    /// (`gtk_entry_buffer_insert_text`, measured): the first 65,534 bytes,
    /// cut at a code point.
    @Test(arguments: [
        (String(repeating: "a", count: 100_000), 65_534),
        (String(repeating: "é", count: 40_000), 32_767),
        (String(repeating: "ab", count: 20_000) + String(repeating: "é", count: 20_000), 52_767),
    ])
    func anEntryKeepsWhatGTKKeeps(pasted: String, keptCodePoints: Int) {
        var buffer = EntryBuffer()
        buffer.apply(.insert(pasted))
        #expect(buffer.length == keptCodePoints)
        #expect(buffer.text.utf8.count <= EntryBuffer.maximumBytes)
        #expect(pasted.hasPrefix(buffer.text))
        // Into a full entry nothing more goes, as into GTK's.
        buffer.apply(.insert("xyz"))
        #expect(buffer.length == keptCodePoints)
    }

    @Test func theSelectionMakesRoomForWhatReplacesIt() {
        let full = String(repeating: "a", count: EntryBuffer.maximumBytes)
        var buffer = EntryBuffer(text: full, cursor: 0, bound: 10)
        buffer.apply(.insert(String(repeating: "b", count: 20)))
        #expect(buffer.text == String(repeating: "b", count: 10) + String(full.dropFirst(10)))
    }

    @Test func aPasteTheEntryMakesIsCutAndSaidSo() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 0))
        form.hit(.paste(String(repeating: "a", count: 100_000)))
        #expect(form.state.fields[0].text.utf8.count == EntryBuffer.maximumBytes)
        #expect(form.window.texts[0] == form.state.fields[0].text, "the window shows what the form has")
        #expect(form.state.toast?.text == "Only 65534 of 100000 characters fit in the field")
        form.hit(.paste("more"))
        #expect(form.state.toast?.text == "The field is full: nothing more fits")
        let shown = form.window.texts[0]
        form.press(.save, in: 0)
        #expect(form.saved.last?.values[0].text == shown, "what is saved is what was shown")
    }

    @Test func aPasteWhileKeysWaitIsCutAsTheEntryCutsIt() throws {
        let form = FormDriver(TestForms.tripForm())
        form.answersAtOnce = false
        form.send(.focusEntered(field: 1))
        form.hit(.edit(.insert("z")))
        form.hit(.field(.tab)) // waits for the answer
        let pasted = String(repeating: "ab", count: 20_000) + String(repeating: "é", count: 20_000)
        form.hit(.paste(pasted)) // for Country
        form.answerAll()
        #expect(!form.state.isWaiting)
        #expect(form.state.fields[2].text.unicodeScalars.count == 52_767)
        let shown = form.window.texts[2]
        #expect(shown == form.state.fields[2].text, "the window shows what the form has")
        #expect(form.state.toast?.text == "Only 52767 of 60000 characters fit in the field")
    }

    @Test func aPasteOverAnInlineCompletionIsCutToo() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.hit(.edit(.insert("zu")))
        #expect(form.state.fields[1].completion != nil)
        form.hit(.paste(String(repeating: "x", count: 70_000)))
        let expected = "zu" + String(repeating: "x", count: EntryBuffer.maximumBytes - 2)
        #expect(form.state.fields[1].text == expected, "the form has the text cut")
        #expect(form.window.texts[1] == expected, "the window shows it")
        #expect(form.state.toast?.text == "Only 65532 of 70000 characters fit in the field")
    }
}

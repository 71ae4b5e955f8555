import Testing
@testable import TestSupport
@testable import TypeaheadCore

/// Which keys are the form's, which are edits it may decide, and which go
/// to the entry and its input method.
@Suite("Key meaning", .timeLimit(minutes: 5), .hangWatchdog)
struct KeyMeaningTests {
    typealias K = KeySymbol

    @Test func typedCharactersGoThroughTheInputMethod() {
        // Letters, dead keys (dead_diaeresis), Compose (Multi_key) and
        // Ctrl+Shift+U are composed by the input method, which commits text.
        for press in [KeyPress(0x75), KeyPress(0xFE57), KeyPress(0xFF20), KeyPress(0x55, shift: true, control: true)] {
            #expect(press.meaning(isComposing: false) == .entry, "\(press)")
        }
    }

    @Test func whileComposingEveryKeyIsTheInputMethods() {
        let keys = [K.returnKey, K.tab, K.leftTab, K.escape, K.up, K.down, K.left, K.backSpace, K.pageDown]
        for keyval in keys {
            #expect(KeyPress(keyval).meaning(isComposing: true) == .entry, "\(keyval)")
            #expect(KeyPress(keyval).meaning(isComposing: false) != .entry, "\(keyval)")
        }
    }

    @Test func formKeys() {
        #expect(KeyPress(K.returnKey).meaning(isComposing: false) == .field(.enter))
        #expect(KeyPress(K.returnKey, control: true).meaning(isComposing: false) == .field(.save))
        #expect(KeyPress(K.tab).meaning(isComposing: false) == .field(.tab))
        #expect(KeyPress(K.tab, shift: true).meaning(isComposing: false) == .field(.backTab))
        #expect(KeyPress(K.leftTab, shift: true).meaning(isComposing: false) == .field(.backTab))
        #expect(KeyPress(K.capitalZ, shift: true, control: true).meaning(isComposing: false) == .field(.redo))
        #expect(KeyPress(K.z, control: true).meaning(isComposing: false) == .field(.undo))
        #expect(KeyPress(K.y, control: true).meaning(isComposing: false) == .field(.redo))
        #expect(KeyPress(K.down, alt: true).meaning(isComposing: false) == .field(.openList))
    }

    @Test func clipboardAndWordKeys() {
        #expect(KeyPress(K.v, control: true).meaning(isComposing: false) == .paste)
        #expect(KeyPress(K.insert, shift: true).meaning(isComposing: false) == .paste)
        #expect(KeyPress(K.x, control: true).meaning(isComposing: false) == .edit(.cut))
        #expect(KeyPress(K.delete, shift: true).meaning(isComposing: false) == .edit(.cut))
        #expect(KeyPress(K.backSpace, control: true).meaning(isComposing: false) == .edit(.deleteWordBackward))
        #expect(KeyPress(K.delete, control: true).meaning(isComposing: false) == .edit(.deleteWordForward))
        // Ctrl+C copies; the entry does it, wherever the keys wait.
        #expect(KeyPress(0x63, control: true).meaning(isComposing: false) == .entry)
    }

    @Test func shiftWithCaretKeysSelectsInTheEntry() {
        #expect(KeyPress(K.left, shift: true).meaning(isComposing: false) == .entry)
        #expect(KeyPress(K.left).meaning(isComposing: false) == .edit(.left))
    }
}

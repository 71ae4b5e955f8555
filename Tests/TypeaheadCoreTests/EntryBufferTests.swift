import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine

/// The one text model of an entry, which the window's fields and these
/// tests share: it edits as GtkEntry edits, counting code points.
@Suite("Entry buffer", .timeLimit(minutes: 5), .hangWatchdog)
struct EntryBufferTests {
    @Test func positionsCountCodePointsAsGTKDoes() {
        // "e" and a combining acute are one Character but two positions.
        var buffer = EntryBuffer(text: "Caf" + "e\u{301}")
        #expect(buffer.length == 5)
        buffer.apply(.left) // over the whole grapheme, as GTK's caret moves
        #expect(buffer.cursor == 3)
        buffer = EntryBuffer(text: "Zürich") // precomposed ü: one position
        #expect(buffer.length == 6)
        buffer.select(from: 6, to: 2)
        buffer.apply(.insert("g"))
        #expect(buffer.text == "Züg")
    }

    /// What GtkText 4.8 does with each, measured by emitting its
    /// `backspace` and `delete-from-cursor` signals: a Latin, Greek or
    /// emoji grapheme goes whole; after a Devanagari or Hebrew base only
    /// the last code point goes.
    @Test(arguments: [
        ("cafe\u{301}", "caf", "afe\u{301}"), ("a\u{308}\u{301}", "", ""), ("\u{1F04}", "", ""),
        ("x\u{1F44D}\u{1F3FD}", "x", "\u{1F44D}\u{1F3FD}"),
        ("\u{915}\u{93F}", "\u{915}", ""), ("\u{5E9}\u{5C1}", "\u{5E9}", ""),
    ])
    func backspaceAndDeleteTakeWhatGTKTakes(text: String, afterBackspace: String, afterDeleteAtStart: String) {
        var buffer = EntryBuffer(text: text)
        buffer.apply(.backspace)
        #expect(buffer.text == afterBackspace)
        buffer = EntryBuffer(text: text, cursor: 0)
        buffer.apply(.delete)
        #expect(buffer.text == afterDeleteAtStart)
    }

    @Test func typedTextReplacesTheSelection() {
        var buffer = EntryBuffer(text: "zurich", cursor: 3, bound: 6)
        #expect(buffer.selection == 3..<6)
        buffer.apply(.insert("ü"))
        #expect(buffer.text == "zurü")
        #expect(buffer.cursor == 4 && buffer.selection.isEmpty)
    }

    @Test func deletingKeysTakeTheSelectionFirst() {
        for edit in [TextEdit.backspace, .delete, .deleteWordBackward, .deleteWordForward] {
            var buffer = EntryBuffer(text: "New York", cursor: 4, bound: 8)
            buffer.apply(edit)
            #expect(buffer.text == "New ", "\(edit)")
        }
    }

    @Test func wordDeletionStopsAtWordEdges() {
        var buffer = EntryBuffer(text: "São Paulo  ")
        buffer.apply(.deleteWordBackward)
        #expect(buffer.text == "São ")
        buffer.apply(.deleteWordBackward)
        #expect(buffer.text == "")
        buffer = EntryBuffer(text: "New York", cursor: 0)
        buffer.apply(.deleteWordForward)
        #expect(buffer.text == " York")
        buffer.apply(.deleteWordForward)
        #expect(buffer.text == "")
        // Pango's word edges: an underscore, an apostrophe and a full stop end a word.
        for (text, backward, forward) in [("a_b c", "a_b ", "_b c"), ("l'\u{E9}t\u{E9}", "l'", "'\u{E9}t\u{E9}"),
                                          ("x1.5y", "x1.", ".5y")] {
            buffer = EntryBuffer(text: text)
            buffer.apply(.deleteWordBackward)
            #expect(buffer.text == backward)
            buffer = EntryBuffer(text: text, cursor: 0)
            buffer.apply(.deleteWordForward)
            #expect(buffer.text == forward)
        }
    }

    @Test func cutTakesTheSelection() {
        var buffer = EntryBuffer(text: "Zürich", cursor: 0, bound: 2)
        #expect(buffer.apply(.cut) == "Zü")
        #expect(buffer.text == "rich")
        #expect(buffer.apply(.cut) == nil) // nothing selected, nothing cut
        #expect(buffer.text == "rich")
    }

    @Test func caretKeysCollapseTheSelectionToItsEnds() {
        var buffer = EntryBuffer(text: "zurich", cursor: 3, bound: 6)
        buffer.apply(.left)
        #expect(buffer.cursor == 3 && buffer.selection.isEmpty)
        buffer.select(from: 6, to: 3)
        buffer.apply(.right)
        #expect(buffer.cursor == 6)
        buffer.apply(.home)
        #expect(buffer.cursor == 0)
        buffer.apply(.selectAll)
        #expect(buffer.selection == 0..<6 && buffer.cursor == 6)
    }

    @Test func theFocusedFieldShowsItsCompletionSelectedBackToTheCaret() {
        var buffer = EntryBuffer(text: "zü")
        buffer.show(Self.field(text: "zü", completion: "rich"), isFocused: true, completionWasShown: false)
        #expect(buffer.text == "zürich")
        // Selected from the end back to the caret, after the typed text (in code points).
        #expect(buffer.bound == 6 && buffer.cursor == 2)
        // The person typed "r" over it: the same text, the completion now starts later.
        buffer.show(Self.field(text: "zür", completion: "ich"), isFocused: true, completionWasShown: true)
        #expect(buffer.text == "zürich" && buffer.selection == 3..<6)
        // Taken as typed: the caret goes after it.
        buffer.show(Self.field(text: "zürich", completion: nil), isFocused: true, completionWasShown: true)
        #expect(buffer.selection == 6..<6)
    }

    @Test func aFieldLeftBehindShowsTheStartOfItsValue() {
        var buffer = EntryBuffer()
        buffer.show(Self.field(text: "A very long value", completion: "never shown"), isFocused: false, completionWasShown: false)
        #expect(buffer.text == "A very long value")
        #expect(buffer.cursor == 0 && buffer.selection.isEmpty)
    }

    static func field(text: String, completion: String?) -> FieldViewState {
        FieldViewState(id: "city", label: "City", placeholder: "", text: text, hasSuggestions: true, list: .hidden,
                       rows: [], completion: completion, highlightedRow: nil,
                       maxRows: 8, isChosen: false, error: nil, didYouMean: nil, isRequired: false)
    }

    /// GtkText's rule for a middle-button paste: the caret moves to the
    /// stop nearest the press, unless that is in the selection (its ends
    /// included), which the paste then replaces.
    @Test func aMiddleButtonPasteGoesWhereItIsPressedUnlessInTheSelection() {
        let leftToRight: (Int) -> Double = { Double($0) * 10 }
        let atStart = EntryBuffer(text: "Grace", cursor: 0)
        #expect(atStart.caretForMiddleButtonPaste(pressedAtX: 48, caretX: leftToRight) == 5)
        #expect(atStart.caretForMiddleButtonPaste(pressedAtX: 999, caretX: leftToRight) == 5)
        #expect(atStart.caretForMiddleButtonPaste(pressedAtX: 3, caretX: leftToRight) == nil)
        let selected = EntryBuffer(text: "Grace", cursor: 4, bound: 1)
        for inside in [11.0, 24, 39] { #expect(selected.caretForMiddleButtonPaste(pressedAtX: inside, caretX: leftToRight) == nil) }
        #expect(selected.caretForMiddleButtonPaste(pressedAtX: 2, caretX: leftToRight) == 0)
        #expect(selected.caretForMiddleButtonPaste(pressedAtX: 51, caretX: leftToRight) == 5)
        // Right to left: position 0 is at the right edge.
        let hebrew = EntryBuffer(text: "\u{5E2}\u{5D9}\u{5E8}", cursor: 3)
        #expect(hebrew.caretForMiddleButtonPaste(pressedAtX: 29, caretX: { Double(3 - $0) * 10 }) == 0)
    }

    /// A press is never put between a letter and its combining accent, even
    /// where that point is the nearest: GTK's click only stops between
    /// whole letters.
    @Test func aMiddleButtonPasteLandsBetweenWholeLetters() {
        let cafe = EntryBuffer(text: "Cafe\u{301}", cursor: 0)
        // Position 4 (between "e" and its accent) would be nearest, at 40.
        #expect(cafe.caretForMiddleButtonPaste(pressedAtX: 42, caretX: { Double($0) * 10 }) == 5)
        #expect(cafe.caretForMiddleButtonPaste(pressedAtX: 38, caretX: { Double($0) * 10 }) == 3)
    }

    /// What GtkText 4.8 does with Left and Right (its `move-cursor` signal,
    /// visual positions, emitted on an entry holding each text): in
    /// "שלום" Right steps back towards its start and Left towards its
    /// end, and over a selection Right goes to its start, Left to its end.
    @Test func leftAndRightMoveAsAHebrewTextReads() {
        var buffer = EntryBuffer(text: "שלום")
        buffer.apply(.right)
        #expect(buffer.cursor == 3)
        buffer.apply(.right)
        #expect(buffer.cursor == 2)
        buffer.apply(.left)
        #expect(buffer.cursor == 3)
        buffer.select(from: 1, to: 3)
        buffer.apply(.right)
        #expect(buffer.cursor == 1 && buffer.selection.isEmpty)
        buffer.select(from: 1, to: 3)
        buffer.apply(.left)
        #expect(buffer.cursor == 3 && buffer.selection.isEmpty)
        var latin = EntryBuffer(text: "abcd")
        latin.apply(.right)
        #expect(latin.cursor == 4, "at the end already")
        latin.apply(.left)
        #expect(latin.cursor == 3)
    }

    @Test(arguments: [
        ("Zürich", TextDirection.leftToRight), ("שלום", .rightToLeft), ("12 שלום", .rightToLeft), ("(Kreis 11) תל אביב", .leftToRight),
        ("القاهرة", .rightToLeft), ("\u{200F}123", .rightToLeft), ("Ελλάδα", .leftToRight),
    ])
    func aTextReadsAsItsFirstStrongLetter(text: String, direction: TextDirection) {
        #expect(TextDirection.of(text) == direction)
    }

    @Test func aTextWithoutLettersHasNoDirection() {
        #expect(TextDirection.of("") == nil)
        #expect(TextDirection.of("12-14 (3)") == nil)
    }
}

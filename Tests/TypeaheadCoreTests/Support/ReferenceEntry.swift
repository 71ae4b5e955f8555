@testable import TypeaheadCore

/// GtkEntry's text model, written down apart from `EntryBuffer` from what
/// GtkText 4.8 was measured to do: the caret stands between graphemes
/// (Characters), typed text replaces the selection, and Backspace takes a
/// whole grapheme, except after a Devanagari base, where it takes the last
/// code point only. The property tests hold the app's model to it.
struct ReferenceEntry {
    private(set) var graphemes: [Character] = []
    /// The caret and the selection's other end, in graphemes.
    private var caret = 0, anchor = 0
    /// What Ctrl+X put on the clipboard.
    private(set) var clipboard: String?

    var text: String { String(graphemes) }
    private var selected: Range<Int> { min(caret, anchor)..<max(caret, anchor) }

    mutating func apply(_ edit: TextEdit) {
        let selected = selected
        switch edit {
        case .insert(let typed): replace(selected, with: typed)
        case .backspace where selected.isEmpty && caret > 0:
            let last = graphemes[caret - 1]
            let isDevanagari = (0x0900...0x097F).contains(last.unicodeScalars.first!.value)
            replace(caret - 1..<caret, with: isDevanagari ? String(String.UnicodeScalarView(last.unicodeScalars.dropLast())) : "")
        case .delete where selected.isEmpty && caret < graphemes.count: replace(caret..<caret + 1, with: "")
        case .deleteWordBackward where selected.isEmpty: replace(wordEdge(from: caret, step: -1)..<caret, with: "")
        case .deleteWordForward where selected.isEmpty: replace(caret..<wordEdge(from: caret, step: 1), with: "")
        case .backspace, .delete, .deleteWordBackward, .deleteWordForward: replace(selected, with: "")
        case .cut:
            if !selected.isEmpty { clipboard = String(graphemes[selected]) }
            replace(selected, with: "")
        case .left: moveCaret(to: selected.isEmpty ? max(caret - 1, 0) : selected.lowerBound)
        case .right: moveCaret(to: selected.isEmpty ? min(caret + 1, graphemes.count) : selected.upperBound)
        case .home: moveCaret(to: 0)
        case .end: moveCaret(to: graphemes.count)
        case .selectAll: anchor = 0; caret = graphemes.count
        }
    }

    private mutating func moveCaret(to position: Int) {
        caret = position
        anchor = position
    }

    private mutating func replace(_ range: Range<Int>, with typed: String) {
        let before = String(graphemes[..<range.lowerBound]) + typed
        graphemes = Array(before + String(graphemes[range.upperBound...]))
        moveCaret(to: before.count)
    }

    /// Where Ctrl+Backspace (step -1) or Ctrl+Delete (step 1) stops: past
    /// the gap, then past the word. Letters and digits make words; an
    /// apostrophe, an underscore or a full stop ends one, as Pango says.
    private func wordEdge(from position: Int, step: Int) -> Int {
        func isWordAt(_ index: Int) -> Bool { graphemes[index].isLetter || graphemes[index].isNumber }
        var at = position
        let next = { step < 0 ? at - 1 : at }
        let inside = { step < 0 ? at > 0 : at < graphemes.count }
        while inside(), !isWordAt(next()) { at += step }
        while inside(), isWordAt(next()) { at += step }
        return at
    }
}

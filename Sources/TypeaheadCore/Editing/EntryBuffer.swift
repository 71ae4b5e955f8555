import TypeaheadEngine

/// An entry's text with its caret and selection, edited as a GtkEntry
/// edits: the one text model that the window's fields and the core tests
/// share. Positions count Unicode code points, as GTK's editable does (not
/// Swift's Characters: "e" and a combining accent are two positions); the
/// caret keys and Delete step over a whole grapheme, as GTK's do.
public struct EntryBuffer: Equatable, Sendable {
    public private(set) var text: String
    /// Where the caret is, and the other end of the selection (equal when
    /// nothing is selected): GTK's cursor position and selection bound.
    public private(set) var cursor: Int
    public private(set) var bound: Int

    public init(text: String = "", cursor: Int? = nil, bound: Int? = nil) {
        self.text = text
        let length = text.unicodeScalars.count
        self.cursor = min(max(cursor ?? length, 0), length)
        self.bound = min(max(bound ?? self.cursor, 0), length)
    }

    public var length: Int { text.unicodeScalars.count }
    /// The selected positions; empty (at the caret) when nothing is selected.
    public var selection: Range<Int> { min(cursor, bound)..<max(cursor, bound) }

    /// The caret alone at `position` (-1: after the text).
    public mutating func placeCaret(at position: Int) {
        cursor = position < 0 ? length : min(position, length)
        bound = cursor
    }

    /// Selects `start..<end` (either way round), the caret at `end`.
    public mutating func select(from start: Int, to end: Int) {
        bound = min(max(start, 0), length)
        cursor = min(max(end, 0), length)
    }

    public mutating func setText(_ newText: String) {
        text = newText
        placeCaret(at: -1)
    }

    /// Carries out `edit` as GtkEntry does (text inserted is cut to what
    /// fits, `fitting`). Returns the text a cut takes.
    @discardableResult
    public mutating func apply(_ edit: TextEdit) -> String? {
        let selection = selection
        switch edit {
        case .insert(let inserted):
            replace(selection, with: fitting(inserted))
        case .backspace:
            if selection.isEmpty { backspaceOverCluster() } else { replace(selection, with: "") }
        case .delete:
            replace(selection.isEmpty ? cursor..<cursorPosition(after: cursor) : selection, with: "")
        case .deleteWordBackward:
            replace(selection.isEmpty ? wordStart(before: cursor)..<cursor : selection, with: "")
        case .deleteWordForward:
            replace(selection.isEmpty ? cursor..<wordEnd(after: cursor) : selection, with: "")
        case .cut:
            let taken = String(String.UnicodeScalarView(scalars[selection]))
            replace(selection, with: "")
            return selection.isEmpty ? nil : taken
        case .left: moveCaret(towardsEnd: readsRightToLeft)
        case .right: moveCaret(towardsEnd: !readsRightToLeft)
        case .home: placeCaret(at: 0)
        case .end: placeCaret(at: length)
        case .selectAll: select(from: 0, to: length)
        }
        return nil
    }

    /// Left and Right move as the text reads: in a text that reads right
    /// to left (`TextDirection`), Left moves towards its end. Over a
    /// selection the caret goes to the selection's end on that side. A
    /// run of the other direction inside the text (a Latin word in a
    /// Hebrew one) is stepped through in the text's order, where GtkEntry
    /// steps through it as it shows on screen.
    private var readsRightToLeft: Bool { TextDirection.of(text) == .rightToLeft }

    private mutating func moveCaret(towardsEnd: Bool) {
        if towardsEnd {
            placeCaret(at: selection.isEmpty ? cursorPosition(after: cursor) : selection.upperBound)
        } else {
            placeCaret(at: selection.isEmpty ? cursorPosition(before: cursor) : selection.lowerBound)
        }
    }

    var scalars: [Unicode.Scalar] { Array(text.unicodeScalars) }

    mutating func replace(_ range: Range<Int>, with inserted: String) {
        var all = scalars
        all.replaceSubrange(range, with: inserted.unicodeScalars)
        text = String(String.UnicodeScalarView(all))
        placeCaret(at: range.lowerBound + inserted.unicodeScalars.count)
    }

    /// Word boundaries as Ctrl+Backspace and Ctrl+Delete find them: over
    /// the gap, then over the word (letters, digits and their marks; an
    /// underscore or an apostrophe ends a word, as in Pango).
    private func wordStart(before position: Int) -> Int {
        let all = scalars
        var at = position
        while at > 0, !Self.isWord(all[at - 1]) { at -= 1 }
        while at > 0, Self.isWord(all[at - 1]) { at -= 1 }
        return at
    }

    private func wordEnd(after position: Int) -> Int {
        let all = scalars
        var at = position
        while at < all.count, !Self.isWord(all[at]) { at += 1 }
        while at < all.count, Self.isWord(all[at]) { at += 1 }
        return at
    }

    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
    }
}

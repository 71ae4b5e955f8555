import Gtk
import TypeaheadCore

/// Pango markup for one suggestion row: matched characters in bold.
enum SuggestionMarkup {
    static func text(_ row: SuggestionRow) -> String {
        bolded(row.text, row.matchedRanges)
    }

    /// The detail line, with the words typed after a name that matched it in bold.
    static func detail(_ row: SuggestionRow) -> String? {
        row.detail.map { bolded($0, row.detailMatchedRanges) }
    }

    private static func bolded(_ text: String, _ ranges: [Range<Int>]) -> String {
        let characters = Array(text)
        var bold = [Bool](repeating: false, count: characters.count)
        for range in ranges {
            for index in range where index < characters.count { bold[index] = true }
        }
        var markup = ""
        var index = 0
        while index < characters.count {
            let start = index
            while index < characters.count, bold[index] == bold[start] { index += 1 }
            let piece = Label.escape(String(characters[start..<index]))
            markup += bold[start] ? "<b>\(piece)</b>" : piece
        }
        return markup
    }
}

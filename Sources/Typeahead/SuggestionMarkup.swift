import Gtk
import TypeaheadCore

/// Pango markup for one suggestion row: matched characters in bold.
enum SuggestionMarkup {
    static func text(_ row: SuggestionRow) -> String {
        let characters = Array(row.text)
        var bold = [Bool](repeating: false, count: characters.count)
        for range in row.matchedRanges {
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
